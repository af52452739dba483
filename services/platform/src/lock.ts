import { mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

/**
 * The platform's claim on the data folder. PGlite allows one process per database and has no
 * lock of its own, so a second platform on the same folder must be refused before it opens it.
 */

export const LOCK_FILE_NAME = 'platform.lock';

/** `.data/` at the repository root (gitignored). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

/** A lock file without a readable pid is young only while its creator is between create and write. */
const UNREADABLE_GRACE_MS = 2000;

/** DATA_DIR (relative to the working directory) or the default. */
export function dataDir(source: Record<string, string | undefined> = process.env): string {
  return source.DATA_DIR ? resolve(source.DATA_DIR) : DEFAULT_DATA_DIR;
}

/**
 * Whether this platform must own the data folder: only PGlite needs a single owner. With DATABASE_URL
 * several platforms share PostgreSQL (the cluster), and the folder keeps only mail files, which each
 * writes under a name of its own.
 */
export function needsLock(env: { DATABASE_URL?: string | undefined }): boolean {
  return !env.DATABASE_URL;
}

export class LockHeldError extends Error {
  override name = 'LockHeldError';
  readonly path: string;
  readonly pid: number | undefined;

  constructor(path: string, pid: number | undefined) {
    super(
      pid === undefined
        ? `Another platform process is starting on the same data folder (${path} was just created). ` +
            'Only one platform process may own it.'
        : `Another platform process (pid ${pid}) owns the data folder: ${path}. ` +
            'Stop that process first, or point DATA_DIR at another folder. ' +
            'If no platform is running, that pid now belongs to something else: delete the file.',
    );
    this.path = path;
    this.pid = pid;
  }
}

export interface PlatformLock {
  readonly path: string;
  /** The pid of a dead owner whose lock this one replaced, for the start-up log. */
  readonly replacedPid: number | undefined;
  /** Removes the lock if it is still ours; safe to call more than once (and from an exit handler). */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | undefined | 'gone' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isYoung(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < UNREADABLE_GRACE_MS;
  } catch {
    return false;
  }
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Creates `<dataDir>/platform.lock` exclusively with this process's pid; replaces it when its
 * owner is dead, refuses (LockHeldError) when its owner is alive. Two processes replacing the
 * same stale lock at the same instant could both succeed; that needs two starts within
 * microseconds of each other after a crash, which a development tool can live with.
 */
export function acquireLock(dir: string, pid: number = process.pid): PlatformLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE_NAME);
  let replacedPid: number | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, `${pid}\n`, { flag: 'wx' });
      return lockHandle(path, pid, replacedPid);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner === 'gone') continue;
    if (owner === undefined) {
      if (isYoung(path)) throw new LockHeldError(path, undefined);
    } else if (isAlive(owner)) {
      throw new LockHeldError(path, owner);
    } else {
      replacedPid = owner;
    }
    removeIfPresent(path);
  }
  throw new LockHeldError(path, undefined);
}

function lockHandle(path: string, pid: number, replacedPid: number | undefined): PlatformLock {
  let released = false;
  return {
    path,
    replacedPid,
    release() {
      if (released) return;
      released = true;
      // Never delete a lock another process has since taken (after ours was judged stale).
      if (readOwner(path) === pid) removeIfPresent(path);
    },
  };
}
