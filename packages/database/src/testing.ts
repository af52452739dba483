import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase, type Database } from './index.ts';

/**
 * A service's test database as its start-up leaves it (migrations applied, demo rows seeded):
 * prepared once per test run and copied for each test file that asks for it, instead of every file
 * migrating and seeding an empty PGlite of its own (most of a service test's time on this machine).
 */
export interface TestTemplate {
  /** One name per preparation: a file of the run's template folder. */
  name: string;
  prepare(database: Database): Promise<void>;
}

/**
 * The folder `npm test`'s Vitest run keeps its templates in (vitest.setup.ts makes it and removes it
 * at the end), so a template never outlives the run whose code prepared it. Without it, or on
 * PostgreSQL, a test database starts empty as before.
 */
export const TEMPLATE_FOLDER_VARIABLE = 'STORE_TEST_TEMPLATES';
/** Another test file preparing the same template is waited for this long before preparing it here too. */
const TEMPLATE_WAIT_MS = 180_000;

/**
 * The database a service test runs on: PGlite in memory, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (npm test starts one), a fresh database of its own on that server, dropped
 * on close, so that test files running side by side never see each other's rows.
 */
export async function openTestDatabase(template?: TestTemplate): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const folder = process.env[TEMPLATE_FOLDER_VARIABLE];
  if (!serverUrl && template && folder)
    return openDatabase({
      kind: 'memory',
      image: await templateImage(join(folder, `${template.name}.tar`), template),
    });
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

/**
 * The template's file, prepared here when no other test file has made it: the first to create the
 * lock file prepares, the others wait for the file (and prepare it themselves if its preparer died).
 */
async function templateImage(file: string, template: TestTemplate): Promise<Blob> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  while (!existsSync(file)) {
    try {
      closeSync(openSync(lock, 'wx'));
    } catch {
      if (Date.now() > deadline) break;
      await delay(50);
      continue;
    }
    try {
      await prepareTemplate(file, template);
    } finally {
      rmSync(lock, { force: true });
    }
  }
  if (!existsSync(file)) await prepareTemplate(file, template);
  return new Blob([readFileSync(file)]);
}

async function prepareTemplate(file: string, template: TestTemplate): Promise<void> {
  const database = await openDatabase({ kind: 'memory' });
  try {
    await template.prepare(database);
    const image = await database.image?.();
    if (!image) throw new Error('this database cannot be copied');
    // Written whole under another name first: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
}
