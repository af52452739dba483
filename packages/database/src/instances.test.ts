import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './index.ts';
import { openTestDatabases } from './testing.ts';

/** Both drivers answer execute() with { rows }; the shared Db type leaves the result untyped. */
type Rows = { rows: Record<string, unknown>[] };

/** A Drizzle migrations folder of two migrations; the first is slow, so that instances overlap. */
function migrationsFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'store-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const tags = ['0000_slow_table', '0001_second_table'];
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: tags.map((tag, idx) => ({
        idx,
        version: '7',
        when: 1_700_000_000_000 + idx,
        tag,
        breakpoints: true,
      })),
    }),
  );
  writeFileSync(
    join(folder, '0000_slow_table.sql'),
    'CREATE SCHEMA IF NOT EXISTS probe;\n--> statement-breakpoint\nSELECT pg_sleep(0.3);\n--> statement-breakpoint\nCREATE TABLE probe.first (id int PRIMARY KEY);',
  );
  writeFileSync(join(folder, '0001_second_table.sql'), 'CREATE TABLE probe.second (id int PRIMARY KEY);');
  return folder;
}

/** Resolves once some session waits for an advisory lock (so the holder can be let go). */
async function someoneWaitsForALock(database: Database): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const waiting = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    )) as Rows;
    if (waiting.rows[0]?.n !== 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no session came to wait for the lock');
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('several instances on one PostgreSQL', () => {
  let first: Database;
  let second: Database;
  let folder: string;
  beforeAll(async () => {
    const opened = await openTestDatabases(2);
    if (!opened[0] || !opened[1]) throw new Error('two instances were not opened');
    [first, second] = [opened[0], opened[1]];
    folder = migrationsFolder();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('migrate at the same moment: both succeed, and each migration runs once', async () => {
    await Promise.all([first.migrate(folder, 'probe'), second.migrate(folder, 'probe')]);
    const applied = (await first.db.execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM probe.__migrations`,
    )) as Rows;
    expect(applied.rows[0]).toEqual({ n: 2, distinct: 2 });
    await second.db.execute(sql`INSERT INTO probe.second VALUES (1)`);
  });

  it('take turns at work done exclusively: the second starts after the first has ended', async () => {
    const events: string[] = [];
    const one = first.exclusively('probe:start', async () => {
      events.push('first began');
      await someoneWaitsForALock(first);
      events.push('first ended');
    });
    // Queued behind the first: it only starts once the first holds the lock.
    await new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 10_000;
      const look = () =>
        events.length > 0
          ? resolve()
          : Date.now() > deadline
            ? reject(new Error('the first never began'))
            : setTimeout(look, 10);
      look();
    });
    const two = second.exclusively('probe:start', async () => {
      events.push('second began');
      return 'answer';
    });
    await one;
    await expect(two).resolves.toBe('answer');
    expect(events).toEqual(['first began', 'first ended', 'second began']);
  });

  it('survives the server ending the connection of a lock it holds, and takes the lock again later', async () => {
    // The lock's holder sits idle on its own connection while the work runs; ending that backend
    // (as a PostgreSQL restart does) must not become an unheard 'error' event that ends the process.
    await first
      .exclusively('probe:terminated', async () => {
        const ended = (await second.db.execute(
          sql`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_locks
            WHERE locktype = 'advisory' AND granted AND pid <> pg_backend_pid()`,
        )) as Rows;
        expect(ended.rows[0]?.n).toBe(1);
        // Give the ended connection's error time to arrive while the lock is still held.
        await second.db.execute(sql`SELECT pg_sleep(0.2)`);
      })
      .catch(() => undefined);
    await expect(first.exclusively('probe:terminated', async () => 'again')).resolves.toBe('again');
  });

  it('a lock is let go when its work fails, and others then take it', async () => {
    await expect(
      first.exclusively('probe:failing', () => Promise.reject(new Error('the work failed'))),
    ).rejects.toThrow('the work failed');
    await expect(second.exclusively('probe:failing', async () => 'taken')).resolves.toBe('taken');
  });
});
