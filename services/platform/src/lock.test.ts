import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, dataDir, DEFAULT_DATA_DIR, LOCK_FILE_NAME, LockHeldError, needsLock } from './lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'platform-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A pid that certainly belonged to a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid as number;
}

describe('acquireLock', () => {
  it('creates the lock with the pid, creating the folder, and removes it on release', () => {
    const folder = join(dir, 'nested', '.data');
    const lock = acquireLock(folder);
    expect(lock.path).toBe(join(folder, LOCK_FILE_NAME));
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    expect(lock.replacedPid).toBeUndefined();
    lock.release();
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a second owner while the first is alive, naming its pid', () => {
    const first = acquireLock(dir);
    expect(() => acquireLock(dir)).toThrow(
      expect.objectContaining({
        constructor: LockHeldError,
        pid: process.pid,
        message: expect.stringContaining(`pid ${process.pid}`),
      }),
    );
    first.release();
    acquireLock(dir).release();
  });

  it('replaces a stale lock whose owner is gone', () => {
    const stale = deadPid();
    writeFileSync(join(dir, LOCK_FILE_NAME), `${stale}\n`);
    const lock = acquireLock(dir);
    expect(lock.replacedPid).toBe(stale);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('treats an unreadable lock as taken while young and as stale once old', () => {
    const path = join(dir, LOCK_FILE_NAME);
    writeFileSync(path, '');
    expect(() => acquireLock(dir)).toThrow(/is starting/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(path, old, old);
    acquireLock(dir).release();
  });

  it('does not remove a lock that another process has taken since', () => {
    const lock = acquireLock(dir);
    writeFileSync(lock.path, '999999\n');
    lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });
});

describe('needsLock', () => {
  it('guards the folder of the embedded database, not a platform that shares PostgreSQL', () => {
    expect(needsLock({})).toBe(true);
    expect(needsLock({ DATABASE_URL: 'postgres://store@127.0.0.1:5432/store' })).toBe(false);
  });
});

describe('dataDir', () => {
  it('defaults to .data at the repository root and honours DATA_DIR', () => {
    expect(dataDir({})).toBe(DEFAULT_DATA_DIR);
    expect(DEFAULT_DATA_DIR).toMatch(/[/\\]\.data$/);
    expect(existsSync(join(DEFAULT_DATA_DIR, '..', 'package-lock.json'))).toBe(true);
    expect(dataDir({ DATA_DIR: '/srv/store' })).toBe('/srv/store');
  });
});
