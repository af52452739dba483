import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * The one database of the embedded services (docs/architecture.md, Processes): PGlite in a folder (or in
 * memory) by default, PostgreSQL when a connection string is given. Each service keeps its tables
 * in a Postgres schema of its own and applies its own Drizzle migrations, which run unchanged on
 * both engines. Only the platform process opens PGlite (it has no lock of its own; the platform
 * holds one), so services receive a Database rather than opening one.
 */

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Applies the migrations in folder, bookkeeping them in `{schema}.__migrations`. On PostgreSQL,
   * instances starting at once take turns (the migration lock), so each migration runs once.
   */
  migrate(folder: string, schema: string): Promise<void>;
  /**
   * Runs fn while holding the lock called name, which every instance on this PostgreSQL shares
   * (a session-level advisory lock): start-up work that must not run twice at once. PGlite has one
   * owner process, so there fn just runs.
   */
  exclusively<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections now, for the metrics; PGlite has no pool. */
  poolStats(): PoolStats | undefined;
  /** PGlite's whole data folder as one file, to open copies of it later; PostgreSQL has none. */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: a pool too small for the load, or a database that stalls. */
  waiting: number;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dir: string }
  /** `image`: start from a copy of another PGlite's data folder (Database.image) instead of an empty one. */
  | { kind: 'memory'; image?: Blob };

const EXTENSIONS: Extensions = { pg_trgm, unaccent };

/** A connection that cannot be made within this is reported at once (a 503), not waited for forever. */
const CONNECT_TIMEOUT_MS = 3000;

/** One lock for every service's migrations: Drizzle's bookkeeping and CREATE SCHEMA race otherwise. */
const MIGRATION_LOCK = 'store:migrations';

/** The advisory lock key of a name: the first 64 bits of its SHA-256, as PostgreSQL's bigint. */
function advisoryKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}

/**
 * Holds the advisory lock on a client of its own for as long as fn runs: a session lock belongs to
 * one connection, and the pool would hand fn's queries to any. A client whose connection broke is
 * discarded rather than returned to the pool; the server has dropped its lock with it.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, name: string, fn: () => Promise<T>): Promise<T> {
  const key = advisoryKey(name);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
  } catch (error) {
    client.release(true);
    throw error;
  }
  try {
    return await fn();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).then(
      () => client.release(),
      () => client.release(true),
    );
  }
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: location.maxConnections ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    // A client lent out (a transaction, the advisory lock's holder) that loses its server emits 'error'
    // where the pool no longer listens; unheard, that would end the process. Its next query fails instead.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: (folder, schema) =>
        withAdvisoryLock(pool, MIGRATION_LOCK, () =>
          migratePg(drizzlePg(pool), {
            migrationsFolder: folder,
            migrationsSchema: schema,
            migrationsTable: '__migrations',
          }),
        ),
      exclusively: (name, fn) => withAdvisoryLock(pool, name, fn),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (location.kind === 'pglite') mkdirSync(location.dir, { recursive: true });
  const client = await PGlite.create({
    ...(location.kind === 'pglite' ? { dataDir: location.dir } : {}),
    ...(location.kind === 'memory' && location.image ? { loadDataDir: location.image } : {}),
    extensions: EXTENSIONS,
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: async (folder, schema) => {
      await migratePglite(drizzlePglite(client), {
        migrationsFolder: folder,
        migrationsSchema: schema,
        migrationsTable: '__migrations',
      });
    },
    exclusively: (_name, fn) => fn(),
    poolStats: () => undefined,
    image: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
