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
  /** Applies the migrations in folder, bookkeeping them in `{schema}.__migrations`. */
  migrate(folder: string, schema: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dir: string }
  | { kind: 'memory' };

const EXTENSIONS: Extensions = { pg_trgm, unaccent };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: location.maxConnections ?? 10 });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: async (folder, schema) => {
        await migratePg(drizzlePg(pool), {
          migrationsFolder: folder,
          migrationsSchema: schema,
          migrationsTable: '__migrations',
        });
      },
      close: () => pool.end(),
    };
  }
  if (location.kind === 'pglite') mkdirSync(location.dir, { recursive: true });
  const client = await PGlite.create({
    ...(location.kind === 'pglite' ? { dataDir: location.dir } : {}),
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
    close: () => client.close(),
  };
}
