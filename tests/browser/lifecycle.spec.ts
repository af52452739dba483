import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { ROOT, STORES } from './stores.ts';

/** `npm start` as a user runs it: a bad setting stops it with a message, a signal stops everything. */

function startScript(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

test('a bad setting stops the start with a message naming the variable', async () => {
  const run = startScript({ PORT: 'eighty', FLAGS_MOCK: 'sometimes' });
  expect(await run.exited).toBe(1);
  expect(run.output()).toContain('PORT="eighty": expects a whole number');
  expect(run.output()).toContain("FLAGS_MOCK=\"sometimes\": expects '1' or '0'");
});

test('SIGTERM stops every process the start script started', async ({ page }) => {
  test.setTimeout(240_000);
  const port = 3109;
  const platformPort = 4109;
  const operationsPort = 3119;
  // Same build settings as the main store, so its build is reused rather than made again.
  const run = startScript({
    PORT: String(port),
    PLATFORM_PORT: String(platformPort),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'store-lifecycle-')),
    STOREFRONT_DIST_DIR: STORES.main.env.STOREFRONT_DIST_DIR,
    OPERATIONS_PORT: String(operationsPort),
    OPERATIONS_DIST_DIR: STORES.main.env.OPERATIONS_DIST_DIR,
  });
  await expect.poll(run.output, { timeout: 200_000 }).toContain('The store is ready');
  const response = await page.goto(`http://127.0.0.1:${port}/en-us`);
  expect(response?.status()).toBe(200);

  run.child.kill('SIGTERM');
  expect(await run.exited).toBe(0);
  expect(await portIsFree(port)).toBe(true);
  expect(await portIsFree(platformPort)).toBe(true);
  expect(await portIsFree(operationsPort)).toBe(true);
});
