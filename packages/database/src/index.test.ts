import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './index.ts';

/** Both drivers answer execute() with { rows }; the shared Db type leaves the result untyped. */
type Rows = { rows: Record<string, unknown>[] };
import { openTestDatabase } from './testing.ts';

describe('the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs queries and offers the search extensions both engines need', async () => {
    await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const result = (await database.db.execute(
      sql`SELECT to_tsvector('french', unaccent('Évaluations des élèves'))::text AS v, similarity('reading', 'readin') > 0.5 AS close`,
    )) as Rows;
    expect(result.rows[0]).toEqual({ v: "'elev':3 'evalu':1", close: true });
  });

  it('rolls a failed transaction back whole', async () => {
    await database.db.execute(sql`CREATE TABLE probe (id int PRIMARY KEY)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO probe VALUES (1)`);
        await tx.execute(sql`INSERT INTO probe VALUES (1)`);
      }),
    ).rejects.toThrow();
    const count = (await database.db.execute(sql`SELECT count(*)::int AS n FROM probe`)) as Rows;
    expect(count.rows[0]).toEqual({ n: 0 });
  });
});
