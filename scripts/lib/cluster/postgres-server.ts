import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { binDir, ownForPostgres, postgresCommand } from '../postgres.ts';
import { freePort } from '../ports.ts';

/**
 * The cluster's PostgreSQL: its data kept in `dir` across runs (initdb on first use), listening on
 * 127.0.0.1 only and on no Unix socket (a socket path under a deep DATA_DIR can pass the kernel's
 * 107-byte limit). pg_ctl runs the server in the background, so stopping the cluster's Node process
 * by force leaves it running: the next start says so instead of starting a second one on the folder.
 */

const execFileAsync = promisify(execFile);

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:{port}/store: trust authentication, loopback only. */
  url: string;
  port: number;
  /** Shuts down: fast (sessions ended, a checkpoint written), or immediate when `hard` (a crash: recovery on next start). */
  stop(options?: { hard?: boolean }): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
}

export interface PostgresServerOptions {
  /** Holds data/ (PGDATA) and server.log. */
  dir: string;
  port?: number;
}

/** The store's database, created on the first start. */
const DATABASE = 'store';

/** What the server is started with: durable writes (the failure tests crash it), room for every instance's pools. */
export function serverOptions(port: number): string {
  return [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c max_connections=300',
  ].join(' ');
}

async function run(bin: string, command: string, args: string[]): Promise<string> {
  const [file, argv] = postgresCommand(bin, command, args);
  try {
    const { stdout } = await execFileAsync(file, argv);
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${command} failed: ${stderr.trim() || (error as Error).message}`, { cause: error });
  }
}

/** pg_ctl status: 0 running, 3 not running (PostgreSQL's documented exit codes). */
async function isRunning(bin: string, data: string): Promise<boolean> {
  const [file, argv] = postgresCommand(bin, 'pg_ctl', ['-D', data, 'status']);
  try {
    await execFileAsync(file, argv);
    return true;
  } catch {
    return false;
  }
}

export async function startPostgresServer(options: PostgresServerOptions): Promise<PostgresServer> {
  const bin = binDir();
  const dir = resolve(options.dir);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const port = options.port ?? (await freePort());
  mkdirSync(dir, { recursive: true });
  ownForPostgres(dir);

  if (!existsSync(join(data, 'PG_VERSION'))) {
    await run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  } else if (await isRunning(bin, data)) {
    throw new Error(
      `PostgreSQL already runs on ${data} (another cluster, or one left over by a cluster that was killed): ` +
        `stop it with ${join(bin, 'pg_ctl')} -D ${data} stop (as the postgres user when root).`,
    );
  }

  const start = async () => {
    await run(bin, 'pg_ctl', ['-D', data, '-o', serverOptions(port), '-l', log, '-w', '-t', '60', 'start']);
  };
  await start();

  const psql = (sql: string) =>
    run(bin, 'psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-tAc',
      sql,
    ]);
  const exists = await psql(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`);
  if (exists.trim() !== '1') await psql(`CREATE DATABASE ${DATABASE}`);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    port,
    start,
    stop: async ({ hard = false } = {}) => {
      if (!(await isRunning(bin, data))) return;
      await run(bin, 'pg_ctl', ['-D', data, '-m', hard ? 'immediate' : 'fast', '-w', '-t', '60', 'stop']);
    },
  };
}
