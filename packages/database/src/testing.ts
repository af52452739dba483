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
  const [database] = await openSharedTestDatabase(serverUrl, 1);
  if (!database) throw new Error('no test database was opened');
  return database;
}

/**
 * `count` instances on one fresh PostgreSQL database, each with a pool of its own, as the
 * platforms of a cluster share one server; the database is dropped when the last one closes.
 * PostgreSQL only (PGlite has one owner process): answers none without TEST_DATABASE_URL.
 */
export async function openTestDatabases(count: number): Promise<Database[]> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openSharedTestDatabase(serverUrl, count) : [];
}

/** A fresh database on the TEST_DATABASE_URL server, for a test that connects to it its own way; none without that server. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createDatabaseOn(serverUrl) : undefined;
}

async function createDatabaseOn(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function openSharedTestDatabase(serverUrl: string, count: number): Promise<Database[]> {
  const created = await createDatabaseOn(serverUrl);
  let open = count;
  const instances = await Promise.all(
    Array.from({ length: count }, () =>
      openDatabase({ kind: 'postgres', url: created.url, maxConnections: 5 }),
    ),
  );
  return instances.map((database) => ({
    ...database,
    close: async () => {
      await database.close();
      open -= 1;
      if (open === 0) await created.drop();
    },
  }));
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
