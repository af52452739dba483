import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './index.ts';

/**
 * The database a service test runs on: PGlite in memory, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (npm test starts one), a fresh database of its own on that server, dropped
 * on close, so that test files running side by side never see each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'memory' });

  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
