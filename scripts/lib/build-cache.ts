import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * One Next build shared by every build folder of an app. Stores started at the same time (the
 * browser tests start three, the cluster two) would otherwise each run `next build` of the same
 * sources, together, on the same cores. The first to start builds into its own folder under a lock
 * and leaves a copy of the build in the app's build cache; the others wait for the lock and copy.
 */

/** Written last into a folder whose build is complete: the digest of what the build was made from. */
export const STAMP_FILE = 'store-build-stamp';

export type BuildOutcome = 'up to date' | 'copied' | 'built';

export interface SharedBuildOptions {
  /** The folder `next start` serves (absolute). */
  distPath: string;
  /** The app's build cache (absolute): its lock file and the shared copy of the last build. */
  cachePath: string;
  stamp: string;
  /** Runs `next build` into distPath. */
  build(): Promise<void>;
  /**
   * Which paths (relative to a build folder) the shared copy keeps: the build, not what depends on
   * the data of the store that built it or what a running store writes. `directory` tells a folder
   * from a file of the same name (Next.js makes a folder `search.html` for the route of that name).
   */
  keep(relativePath: string, directory: boolean): boolean;
  log(message: string): void;
  /** How long to wait for another process's build before building alone. */
  waitMs?: number;
  pollMs?: number;
}

export function readStamp(folder: string): string | undefined {
  const file = join(folder, STAMP_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock whose file is empty this long was left by a process that died between creating and writing it. */
const EMPTY_LOCK_GRACE_MS = 10_000;

function holderOf(lockFile: string): { pid?: number; stale: boolean } | undefined {
  let text: string;
  let age: number;
  try {
    text = readFileSync(lockFile, 'utf8');
    age = Date.now() - statSync(lockFile).mtimeMs;
  } catch {
    return undefined;
  }
  const pid = Number(text);
  if (text === '' || !Number.isInteger(pid) || pid <= 0) return { stale: age > EMPTY_LOCK_GRACE_MS };
  return { pid, stale: !alive(pid) };
}

/**
 * Moves a dead holder's lock aside. Renaming is atomic, so of two waiters only one moves it; a
 * waiter that finds it moved a live holder's newer lock instead links it back (link refuses to
 * replace a lock a third process has taken since).
 */
function takeOver(lockFile: string, deadPid: number | undefined): void {
  const aside = `${lockFile}.${process.pid}`;
  try {
    renameSync(lockFile, aside);
  } catch {
    return;
  }
  const text = readFileSync(aside, 'utf8');
  if (text !== '' && Number(text) !== deadPid) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // Someone else holds the lock now; the moved one's holder finds out when it releases.
    }
  }
  unlinkSync(aside);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the lock (a file holding this process's pid); false when another live process kept it past the deadline. */
export async function acquireLock(
  lockFile: string,
  options: { waitMs: number; pollMs: number; onWait?: (pid: number | undefined) => void },
): Promise<boolean> {
  mkdirSync(dirname(lockFile), { recursive: true });
  const deadline = Date.now() + options.waitMs;
  let told = false;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockFile);
    if (holder?.stale) {
      takeOver(lockFile, holder.pid);
      continue;
    }
    if (Date.now() >= deadline) return false;
    if (!told) {
      options.onWait?.(holder?.pid);
      told = true;
    }
    await sleep(options.pollMs);
  }
}

export function releaseLock(lockFile: string): void {
  try {
    if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}

/** Empties a build folder as `next build` does (its `cache` stays), then copies the shared build in. */
function copyBuild(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(to)) {
    if (entry !== 'cache') rmSync(join(to, entry), { recursive: true, force: true });
  }
  cpSync(from, to, {
    recursive: true,
    filter: (source) => relative(from, source) !== STAMP_FILE,
  });
}

/** Replaces the shared copy with the build just made in distPath, keeping only what `keep` accepts. */
function shareBuild(
  distPath: string,
  sharedPath: string,
  stamp: string,
  keep: (path: string, directory: boolean) => boolean,
): void {
  rmSync(sharedPath, { recursive: true, force: true });
  cpSync(distPath, sharedPath, {
    recursive: true,
    filter: (source) => {
      const path = relative(distPath, source);
      return (
        path === '' ||
        (path !== STAMP_FILE && keep(path.split(sep).join('/'), statSync(source).isDirectory()))
      );
    },
  });
  writeFileSync(join(sharedPath, STAMP_FILE), stamp);
}

/**
 * Makes distPath hold a complete build of `stamp`: as it is when its stamp matches; else, under the
 * app's build lock, a copy of the shared build when that has the stamp, or a build of its own
 * (then shared). A holder that stays past the deadline is not waited for any longer: this process
 * then builds alone, as every store did before builds were shared.
 */
export async function ensureSharedBuild(options: SharedBuildOptions): Promise<BuildOutcome> {
  const { distPath, cachePath, stamp, log } = options;
  if (readStamp(distPath) === stamp) return 'up to date';
  const lockFile = join(cachePath, 'lock');
  const locked = await acquireLock(lockFile, {
    waitMs: options.waitMs ?? 20 * 60_000,
    pollMs: options.pollMs ?? 1000,
    onWait: (pid) => log(`Waiting for the build of process ${pid ?? '(starting)'} to finish…`),
  });
  if (!locked) {
    log('The other build is still running; building alone.');
    await options.build();
    writeFileSync(join(distPath, STAMP_FILE), stamp);
    return 'built';
  }
  try {
    // A store sharing this very folder may have built it while this one waited.
    if (readStamp(distPath) === stamp) return 'up to date';
    const sharedPath = join(cachePath, 'build');
    if (readStamp(sharedPath) === stamp) {
      copyBuild(sharedPath, distPath);
      writeFileSync(join(distPath, STAMP_FILE), stamp);
      return 'copied';
    }
    await options.build();
    shareBuild(distPath, sharedPath, stamp, options.keep);
    writeFileSync(join(distPath, STAMP_FILE), stamp);
    return 'built';
  } finally {
    releaseLock(lockFile);
  }
}
