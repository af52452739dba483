import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSharedBuild, readStamp, STAMP_FILE, type SharedBuildOptions } from './build-cache.ts';
import { isSharedStorefrontBuild } from './store.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** An app folder with a build cache; `build` writes a fake build and counts its runs. */
function app() {
  const root = mkdtempSync(join(tmpdir(), 'build-cache-'));
  folders.push(root);
  const builds: string[] = [];
  const options = (dist: string, stamp = 'stamp-1'): SharedBuildOptions => ({
    distPath: join(root, dist),
    cachePath: join(root, '.next-build-cache'),
    stamp,
    keep: (path) => !path.startsWith('cache') && !path.endsWith('.html'),
    log: () => {},
    pollMs: 10,
    build: async () => {
      builds.push(dist);
      await Promise.resolve();
      write(join(root, dist, 'server/chunk.js'), `code of ${stamp}`);
      write(join(root, dist, 'server/app/en-us.html'), `page prerendered by ${dist}`);
      write(join(root, dist, 'cache/fetch-cache/entry'), `data of ${dist}`);
    },
  });
  return { root, builds, options, lockFile: join(root, '.next-build-cache/lock') };
}

/** A pid no process has any more. */
function deadPid(): number {
  const pid = spawnSync(process.execPath, ['-e', '']).pid;
  if (pid === undefined) throw new Error('no child process');
  return pid;
}

describe('the shared build of stores started together', () => {
  it('leaves a folder whose stamp matches as it is', async () => {
    const { root, builds, options } = app();
    write(join(root, '.next/server/chunk.js'), 'code');
    write(join(root, '.next', STAMP_FILE), 'stamp-1');
    expect(await ensureSharedBuild(options('.next'))).toBe('up to date');
    expect(builds).toEqual([]);
  });

  it('builds once when several start at once; the others copy the build without its data', async () => {
    const { root, builds, options, lockFile } = app();
    write(join(root, '.next-b/cache/fetch-cache/own'), 'data of b');
    write(join(root, '.next-b/server/old-chunk.js'), 'a former build');
    const outcomes = await Promise.all(
      ['.next-a', '.next-b', '.next-c'].map((dist) => ensureSharedBuild(options(dist))),
    );
    expect(outcomes).toEqual(['built', 'copied', 'copied']);
    expect(builds).toEqual(['.next-a']);
    // The builder keeps its whole build; a copy has the code, not the builder's pages or data.
    expect(readFileSync(join(root, '.next-a/server/app/en-us.html'), 'utf8')).toBe(
      'page prerendered by .next-a',
    );
    expect(readFileSync(join(root, '.next-b/server/chunk.js'), 'utf8')).toBe('code of stamp-1');
    expect(existsSync(join(root, '.next-b/server/app/en-us.html'))).toBe(false);
    expect(existsSync(join(root, '.next-c/cache/fetch-cache/entry'))).toBe(false);
    // A copy's own cache stays (as `next build` keeps it); what its former build left does not.
    expect(readFileSync(join(root, '.next-b/cache/fetch-cache/own'), 'utf8')).toBe('data of b');
    expect(existsSync(join(root, '.next-b/server/old-chunk.js'))).toBe(false);
    for (const dist of ['.next-a', '.next-b', '.next-c']) expect(readStamp(join(root, dist))).toBe('stamp-1');
    expect(existsSync(lockFile)).toBe(false);
  });

  it('builds again when the stamp changed, and shares the new build', async () => {
    const { root, builds, options } = app();
    await ensureSharedBuild(options('.next-a', 'stamp-1'));
    expect(await ensureSharedBuild(options('.next-b', 'stamp-2'))).toBe('built');
    expect(await ensureSharedBuild(options('.next-a', 'stamp-2'))).toBe('copied');
    expect(builds).toEqual(['.next-a', '.next-b']);
    expect(readFileSync(join(root, '.next-a/server/chunk.js'), 'utf8')).toBe('code of stamp-2');
  });

  it('takes over the lock of a process that died during its build', async () => {
    const { builds, options, lockFile } = app();
    write(lockFile, String(deadPid()));
    expect(await ensureSharedBuild(options('.next'))).toBe('built');
    expect(builds).toEqual(['.next']);
    expect(existsSync(lockFile)).toBe(false);
  });

  it('waits for a live holder, then copies what it built', async () => {
    const { root, builds, options, lockFile } = app();
    const holder = spawn('sleep', ['60']);
    try {
      write(lockFile, String(holder.pid));
      let toldWaiting: () => void = () => {};
      const told = new Promise<void>((resolve) => (toldWaiting = resolve));
      const waiting = ensureSharedBuild({
        ...options('.next-b'),
        log: (message) => {
          if (message.includes(`process ${holder.pid}`)) toldWaiting();
        },
      });
      await told;
      expect(builds).toEqual([]);
      write(join(root, '.next-build-cache/build/server/chunk.js'), 'code of stamp-1');
      write(join(root, '.next-build-cache/build', STAMP_FILE), 'stamp-1');
      rmSync(lockFile);
      expect(await waiting).toBe('copied');
      expect(builds).toEqual([]);
    } finally {
      holder.kill();
    }
  });

  it('builds alone when a live holder keeps the lock past the deadline, and leaves its lock alone', async () => {
    const { builds, options, lockFile } = app();
    const holder = spawn('sleep', ['60']);
    try {
      write(lockFile, String(holder.pid));
      expect(await ensureSharedBuild({ ...options('.next'), waitMs: 100 })).toBe('built');
      expect(builds).toEqual(['.next']);
      expect(readFileSync(lockFile, 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });
});

describe('what the storefront shares of its build', () => {
  it('keeps the code and manifests, not caches or pages prerendered with the builder’s data', () => {
    for (const path of [
      'BUILD_ID',
      'server/chunks/ssr/a.js',
      'server/app/[locale]/page.js',
      'static/chunks/x.js',
    ]) {
      expect(isSharedStorefrontBuild(path), path).toBe(true);
    }
    expect(isSharedStorefrontBuild('server/app/[locale]/page/build-manifest.json')).toBe(true);
    // The search results route is a folder named search.html holding its code.
    expect(isSharedStorefrontBuild('server/app/[locale]/search.html', true)).toBe(true);
    expect(isSharedStorefrontBuild('server/app/[locale]/search.html/page.js')).toBe(true);
    for (const path of [
      'cache',
      'cache/fetch-cache/0a1b',
      'server/route-cache/APP_PAGE/x/en-us.html',
      'server/app/en-us.html',
      'server/app/en-us/contact-us.rsc',
      'server/app/en-us.meta',
      'server/app/icon.svg.body',
      'server/app/en-us.segments',
      'server/app/en-us.segments/_tree.segment.rsc',
    ]) {
      expect(isSharedStorefrontBuild(path), path).toBe(false);
    }
  });
});
