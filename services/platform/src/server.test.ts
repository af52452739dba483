import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from './lock.ts';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'platform-server-'));
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startPlatform(port: number): Started {
  const child = spawn(process.execPath, [SERVER], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      PLATFORM_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      FLAGS_FILE: join(dir, 'flags.json'),
      // The commerce service refuses to start without its platform key.
      COMMERCE_API_KEY: 'platform-server-test-key-0123456789',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exit };
}

async function waitForHealth(base: string, started: Started): Promise<void> {
  // Opening the embedded database and seeding the catalogue take seconds, many more on a busy machine.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`platform exited early:\n${started.output()}`);
    try {
      if ((await fetch(`${base}/flags/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`platform did not become healthy:\n${started.output()}`);
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

describe('node services/platform/src/server.ts', () => {
  it('serves, refuses a second owner of the data folder, and exits 0 on SIGTERM leaving no lock', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const platform = startPlatform(port);
    await waitForHealth(base, platform);
    const lockFile = join(dir, 'data', LOCK_FILE_NAME);
    expect(existsSync(lockFile)).toBe(true);
    expect(platform.output()).toContain(`"url":"${base}/flags"`);
    expect(platform.output()).toContain(`"url":"${base}/content"`);

    const second = startPlatform(await freePort());
    const refused = await within(second.exit, 10_000);
    expect(refused.code).toBe(1);
    expect(second.output()).toContain(`pid ${platform.child.pid}`);
    expect(existsSync(lockFile)).toBe(true);

    // An open event stream must not hold the shutdown.
    const stream = await fetch(`${base}/flags/stream`);
    expect(stream.status).toBe(200);

    platform.child.kill('SIGTERM');
    const { code } = await within(platform.exit, 20_000);
    expect(code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);

  it('exits 1 with a message naming the variable when the configuration is invalid', async () => {
    const child = spawn(process.execPath, [SERVER], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, PLATFORM_PORT: 'eighty', DATA_DIR: join(dir, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await within(new Promise<number | null>((resolve) => child.on('exit', resolve)), 10_000);
    expect(code).toBe(1);
    expect(stderr).toContain('PLATFORM_PORT');
    expect(existsSync(join(dir, 'data', LOCK_FILE_NAME))).toBe(false);
  });
});
