import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.ts';

/**
 * A throwaway PostgreSQL cluster for the test run: initdb and pg_ctl into a temporary folder,
 * listening on 127.0.0.1 on a free port with its socket in that folder, stopped and deleted
 * afterwards. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */

export interface ThrowawayPostgres {
  /** A connection string for the superuser `postgres` (trust authentication, local only). */
  url: string;
  stop(): Promise<void>;
}

export function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) throw new Error('PostgreSQL is not installed: run sh scripts/ensure-postgres.sh');
  return join(base, newest, 'bin');
}

/** As root, hands a folder to the `postgres` user, who will run the server in it. */
export function ownForPostgres(folder: string): void {
  if (userInfo().uid !== 0) return;
  const uid = execFileSync('id', ['-u', 'postgres']).toString().trim();
  const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
  chownSync(folder, Number(uid), Number(gid));
}

/** How to run one of PostgreSQL's programs (initdb, pg_ctl, psql …): as root, as the `postgres` user. */
export function postgresCommand(bin: string, command: string, args: string[]): [string, string[]] {
  return userInfo().uid === 0
    ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
    : [join(bin, command), args];
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const folder = mkdtempSync(join(tmpdir(), 'store-postgres-'));
  const data = join(folder, 'data');
  ownForPostgres(folder);
  const exec = (command: string, args: string[]) =>
    execFileSync(...postgresCommand(bin, command, args), { stdio: 'pipe' });

  const port = await freePort();
  try {
    exec('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    exec('pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-l',
      join(folder, 'server.log'),
      '-w',
      'start',
    ]);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`could not start a throwaway PostgreSQL: ${(error as Error).message}\n${output}`, {
      cause: error,
    });
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
