import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './index.ts';
import { openTestDatabase } from './testing.ts';

describe("the pool's figures for the metrics", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('counts the connections open, idle and waited for on PostgreSQL, and has none on PGlite', async () => {
    if (database.engine === 'pglite') {
      expect(database.poolStats()).toBeUndefined();
      return;
    }
    // The test pool holds 5 connections; 7 queries at once keep 5 busy and 2 waiting. Drizzle runs
    // a query only once it is awaited, hence the then().
    const held = Array.from({ length: 7 }, () =>
      database.db.execute(sql`SELECT pg_sleep(0.5)`).then(() => undefined),
    );
    const deadline = Date.now() + 5000;
    while (database.poolStats()?.waiting !== 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(database.poolStats()).toEqual({ total: 5, idle: 0, waiting: 2 });
    await Promise.all(held);
    expect(database.poolStats()).toEqual({ total: 5, idle: 5, waiting: 0 });
  });
});
