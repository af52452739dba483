import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';

/**
 * A Redis server of the project's own, from Debian's package (scripts/ensure-cluster-servers.sh):
 * on 127.0.0.1 and a port of its own, its files in `dir`. With `appendOnly` every write goes to the
 * append-only log first (fsync each second), so a restart keeps what was written; without it, a
 * throwaway server for the service tests that keeps nothing on disk.
 */

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server: SIGTERM (it saves and exits), or SIGKILL when `hard` (a crash). */
  stop(options?: { hard?: boolean }): Promise<void>;
}

export interface RedisServerOptions {
  dir: string;
  port?: number;
  appendOnly?: boolean;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port, or rejects after the timeout. */
export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listened on 127.0.0.1:${port} within ${timeoutMs / 1000} s`);
}

export async function startRedisServer(options: RedisServerOptions): Promise<RedisServer> {
  mkdirSync(options.dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    options.dir,
    '--daemonize',
    'no',
    '--protected-mode',
    'yes',
    '--loglevel',
    'warning',
    ...(options.appendOnly
      ? ['--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '']
      : ['--appendonly', 'no', '--save', '']),
  ];
  const child = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it listened`))),
  );
  await Promise.race([waitForPort(port), failed]);
  failed.catch(() => undefined);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async ({ hard = false } = {}) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(hard ? 'SIGKILL' : 'SIGTERM');
      await exited;
    },
  };
}
