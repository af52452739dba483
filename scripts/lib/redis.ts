import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { freePort, waitForPort } from './ports.ts';

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
