import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { embeddedServices, platformUrl, type Env } from '@store/config';
import { identityClientId, LOCALES } from '@store/locales';
import { ensureSharedBuild, readStamp, STAMP_FILE } from './build-cache.ts';
import { freePort } from './ports.ts';
import { run, startChild, stopChildren, waitForUrl, type Child } from './processes.ts';

/** Starting the whole store: the embedded platform, the storefront build when stale, the storefront. */

export const ROOT = resolve(import.meta.dirname, '../..');
const STOREFRONT = join(ROOT, 'apps/storefront');
const OPERATIONS = join(ROOT, 'apps/operations');
const NODE = process.execPath;
const NEXT = join(ROOT, 'node_modules/next/dist/bin/next');
/** The lock and the shared copy of the storefront's last build (scripts/lib/build-cache.ts). */
const STOREFRONT_BUILD_CACHE = join(STOREFRONT, '.next-build-cache');

/** Values baked into prerendered pages; a change means a new build. */
const BUILD_ENV = [
  'GTM_CONTAINER_ID',
  'FLAGS_MOCK',
  'IDENTITY_PROVIDER_KIND',
  'STOREFRONT_PUBLIC_ORIGINS',
] as const;

/**
 * Files a build writes itself: every `next build` rewrites next-env.d.ts, so counting it would make
 * one store's build look stale to the next start that shares its folder, which then rebuilds it
 * under the running store (its pages then ask for chunks that are gone).
 */
const GENERATED = new Set(['next-env.d.ts', 'tsconfig.tsbuildinfo']);

function walk(dir: string, hash: ReturnType<typeof createHash>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (
      entry.name === 'node_modules' ||
      entry.name.startsWith('.') ||
      entry.name.endsWith('.test.ts') ||
      GENERATED.has(entry.name)
    )
      continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, hash);
    else {
      const stat = statSync(path);
      hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
}

function buildStamp(env: Env, childEnv: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  walk(STOREFRONT, hash);
  walk(join(ROOT, 'packages'), hash);
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  for (const name of BUILD_ENV) hash.update(`${name}=${String(env[name])}\n`);
  // The sign-in pages carry each locale's identity client id, some of which come from the environment.
  for (const locale of LOCALES) hash.update(`client ${locale}=${identityClientId(locale, childEnv)}\n`);
  return hash.digest('hex');
}

/**
 * What the storefront build shared between folders leaves out: `cache/` (Turbopack's build cache, the
 * fetch cache), `server/route-cache` (pages `next start` regenerates), and the pages prerendered at
 * build time (`server/app`'s html, rsc, meta, body files and segments folders), which hold the
 * content and flags of the store that built them: a store copying the build renders those pages
 * with its own systems on their first request.
 */
export function isSharedStorefrontBuild(path: string, directory = false): boolean {
  if (path === 'cache' || path.startsWith('cache/')) return false;
  if (path === 'server/route-cache' || path.startsWith('server/route-cache/')) return false;
  if (!path.startsWith('server/app/')) return true;
  if (/\.segments(\/|$)/.test(path)) return false;
  // A route named like a file (`search.html`) is a folder of code, which stays.
  return directory || !/\.(html|rsc|meta|body)$/.test(path);
}

export async function buildStorefrontIfStale(env: Env, childEnv: NodeJS.ProcessEnv): Promise<void> {
  const outcome = await ensureSharedBuild({
    distPath: join(STOREFRONT, env.STOREFRONT_DIST_DIR),
    cachePath: STOREFRONT_BUILD_CACHE,
    stamp: buildStamp(env, childEnv),
    keep: isSharedStorefrontBuild,
    log: (message) => console.log(`Storefront build: ${message}`),
    build: async () => {
      console.log('Building the storefront…');
      const code = await run(NODE, [NEXT, 'build'], {
        cwd: STOREFRONT,
        env: { ...childEnv, NEXT_TELEMETRY_DISABLED: '1' },
      });
      if (code !== 0) throw new Error(`The storefront build failed (exit ${code}).`);
    },
  });
  if (outcome === 'up to date') console.log('Storefront build is up to date.');
  if (outcome === 'copied') console.log('Storefront build copied from the one just built.');
}

/** The operations console's build, stamped like the storefront's: its sources, the packages, the lock file. */
async function buildOperationsIfStale(env: Env, childEnv: NodeJS.ProcessEnv): Promise<void> {
  const hash = createHash('sha256');
  walk(OPERATIONS, hash);
  walk(join(ROOT, 'packages'), hash);
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  const stamp = hash.digest('hex');
  const distPath = join(OPERATIONS, env.OPERATIONS_DIST_DIR);
  if (readStamp(distPath) === stamp) {
    console.log('Operations console build is up to date.');
    return;
  }
  console.log('Building the operations console…');
  const code = await run(NODE, [NEXT, 'build'], {
    cwd: OPERATIONS,
    env: { ...childEnv, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (code !== 0) throw new Error(`The operations console build failed (exit ${code}).`);
  writeFileSync(join(distPath, STAMP_FILE), stamp);
}

/**
 * Builds the console when stale (unless given its build, already under way) and serves it on
 * HOST:OPERATIONS_PORT; answers its address.
 */
export async function startOperations(
  env: Env,
  childEnv: NodeJS.ProcessEnv,
  children: Child[],
  built: Promise<void> = buildOperationsIfStale(env, childEnv),
): Promise<string> {
  await built;
  const host = env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  const operationsUrl = `http://${host}:${env.OPERATIONS_PORT}`;
  const operations = startChild(
    'operations',
    NODE,
    [NEXT, 'start', '--port', String(env.OPERATIONS_PORT), '--hostname', env.HOST],
    { cwd: OPERATIONS, env: { ...childEnv, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  children.push(operations);
  await waitForUrl(`${operationsUrl}/login`, operations);
  return operationsUrl;
}

export interface RunningStore {
  /** Where visitors reach the store: the edge. */
  url: string;
  /** The storefront itself, behind the edge. */
  storefrontUrl: string;
  /** The operations console, when it was started. */
  operationsUrl?: string;
  children: Child[];
  stop(): Promise<void>;
}

/** Starts the platform (when any service is embedded), builds if needed, then serves the storefront behind the edge. */
export async function startStore(
  env: Env,
  parentEnv: NodeJS.ProcessEnv = process.env,
  options: { operations?: boolean } = {},
): Promise<RunningStore> {
  // The platform key is a secret shared by the storefront and the commerce service; a run without one gets its own.
  const childEnv = env.COMMERCE_API_KEY
    ? parentEnv
    : { ...parentEnv, COMMERCE_API_KEY: randomBytes(24).toString('base64url') };
  const children: Child[] = [];
  const stop = () => stopChildren(children);
  let operationsBuilt: Promise<void> | undefined;
  try {
    if (Object.values(embeddedServices(env)).some(Boolean)) {
      // The storefront's own port is chosen after the platform starts, so commerce revalidates through the edge.
      const edgeHost = env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
      const platform = startChild('platform', NODE, [join(ROOT, 'services/platform/src/server.ts')], {
        cwd: ROOT,
        env: {
          ...childEnv,
          STOREFRONT_REVALIDATE_URL:
            env.STOREFRONT_REVALIDATE_URL ?? `http://${edgeHost}:${env.PORT}/api/revalidate`,
        },
      });
      children.push(platform);
      await waitForUrl(`${platformUrl(env)}/health`, platform);
    }
    // The console builds while the storefront builds or waits for another store's build: the
    // storefront's type check runs on one core, and a waiting store leaves both idle.
    if (options.operations) {
      operationsBuilt = buildOperationsIfStale(env, childEnv);
      // Its failure is reported where it is awaited, below or on the way out.
      operationsBuilt.catch(() => undefined);
    }
    await buildStorefrontIfStale(env, childEnv);
    // The storefront listens on a private port; the edge in front of it answers on PORT (ADR 6).
    const storefrontPort = await freePort();
    const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
    const storefront = startChild(
      'storefront',
      NODE,
      [NEXT, 'start', '--port', String(storefrontPort), '--hostname', '127.0.0.1'],
      {
        cwd: STOREFRONT,
        env: { ...childEnv, NEXT_TELEMETRY_DISABLED: '1' },
      },
    );
    children.push(storefront);
    await waitForUrl(`${storefrontUrl}/api/country`, storefront);
    // The console is up before the edge: once the store answers, so does its console.
    const operationsUrl = operationsBuilt
      ? await startOperations(env, childEnv, children, operationsBuilt)
      : undefined;
    const edge = startChild('edge', NODE, [join(ROOT, 'services/edge-cache/src/server.ts')], {
      cwd: ROOT,
      env: { ...childEnv, EDGE_UPSTREAM_URL: storefrontUrl },
    });
    children.push(edge);
    const url = `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`;
    await waitForUrl(`${url}/api/country`, edge);
    return { url, storefrontUrl, ...(operationsUrl ? { operationsUrl } : {}), children, stop };
  } catch (error) {
    // No build is left writing into its folder after the start has given up.
    await operationsBuilt?.catch(() => undefined);
    await stop();
    throw error;
  }
}
