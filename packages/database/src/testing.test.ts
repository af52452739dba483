import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, TEMPLATE_FOLDER_VARIABLE, type TestTemplate } from './testing.ts';

const onPglite = !process.env.TEST_DATABASE_URL && Boolean(process.env[TEMPLATE_FOLDER_VARIABLE]);

const prepared = pgTable('prepared', { name: text('name').primaryKey() });

async function names(database: Awaited<ReturnType<typeof openTestDatabase>>): Promise<string[]> {
  const rows = await database.db.select().from(prepared).orderBy(prepared.name);
  return rows.map((row) => row.name);
}

describe.skipIf(!onPglite)('a prepared test database', () => {
  it('is prepared once per run and each test gets a copy of its own', async () => {
    let preparations = 0;
    const template: TestTemplate = {
      name: `testing-test-${process.pid}-${Date.now()}`,
      async prepare(database) {
        preparations += 1;
        await database.db.execute(sql`CREATE TABLE prepared (name text PRIMARY KEY)`);
        await database.db.execute(sql`INSERT INTO prepared VALUES ('seeded')`);
      },
    };
    const [first, second] = await Promise.all([openTestDatabase(template), openTestDatabase(template)]);
    if (!first || !second) throw new Error('no test database was opened');
    try {
      expect(preparations).toBe(1);
      await first.db.execute(sql`INSERT INTO prepared VALUES ('only in the first')`);
      expect(await names(first)).toEqual(['only in the first', 'seeded']);
      expect(await names(second)).toEqual(['seeded']);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('starts empty when no template is asked for', async () => {
    const database = await openTestDatabase();
    try {
      await expect(names(database)).rejects.toThrow(/prepared/);
    } finally {
      await database.close();
    }
  });
});
