import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv } from '@store/config';
import { startChild, type Child } from '../processes.ts';
import { freePort } from '../ports.ts';
import { startRedisServer, type RedisServer } from '../redis.ts';
import { buildStorefrontIfStale, ROOT, startOperations } from '../store.ts';
import { balancedEnv, edgeEnv, platformEnv, storefrontEnv, type SharedSettings } from './child-env.ts';
import { ensureCertificate } from './certificate.ts';
import type { ClusterOptions, ClusterProcess, NginxSite, RunningCluster } from './contract.ts';
import { watchHealth, type HealthWatch } from './health-watch.ts';
import { startNginx, type RunningNginx } from './nginx.ts';
import { startPostgresServer } from './postgres-server.ts';

/**
 * The production topology on one machine (docs/deploy.md): PostgreSQL, Redis, the platform
 * instances, nginx, the storefront instances (each an edge in front of `next start`), and
 * optionally the operations console. Each process can be killed and started again by name, which
 * is what the failure suite does.
 */

const NODE = process.execPath;
const NEXT = join(ROOT, 'node_modules/next/dist/bin/next');
const STOREFRONT = join(ROOT, 'apps/storefront');
const PLATFORM_SERVER = join(ROOT, 'services/platform/src/server.ts');
const EDGE_SERVER = join(ROOT, 'services/edge-cache/src/server.ts');

/** Answers 200 once the process can serve: its database, Redis and the systems it calls answer. */
const READY = '/ready';
/** How often nginx's health watch asks each instance. */
const HEALTH_INTERVAL_MS = 2000;
/** Two rounds of the health watch and nginx's reload, with room to spare. */
const ROTATION_TIMEOUT_MS = 15_000;
/** A first start migrates and seeds the database; a storefront compiles its first route. */
const READY_TIMEOUT_MS = 180_000;

/** nginx first (no new requests reach the instances), PostgreSQL last. */
const STOP_ORDER = (name: ClusterProcess) =>
  ['nginx', 'operations', 'storefront', 'platform', 'redis', 'postgres'].indexOf(name.replace(/-\d+$/, ''));

/** One process (or the edge and `next start` of one storefront instance) the cluster starts, kills and restarts. */
interface Unit {
  name: ClusterProcess;
  running: boolean;
  start(): Promise<void>;
  kill(hard: boolean): Promise<void>;
}

/** Resolves once the URL answers 200; rejects when the child exits first or time runs out. */
async function waitForReady(
  url: string,
  child: Child | undefined,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child?.exited.then(() => {
    exited = true;
  });
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${child?.name} exited before it was ready at ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${child?.name ?? url} was not ready at ${url} within ${timeoutMs / 1000} s (${last})`);
}

/** Ends a child's whole process group: SIGKILL at once (a crash), or SIGTERM with a grace period. */
async function end(child: Child, hard: boolean): Promise<void> {
  const signal = (s: NodeJS.Signals) => {
    if (child.process.pid === undefined || child.process.exitCode !== null) return;
    try {
      process.kill(-child.process.pid, s);
    } catch {
      // The group is already gone.
    }
  };
  signal(hard ? 'SIGKILL' : 'SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
}

/**
 * Each storefront instance serves from its own copy of the build: `next start` writes its page
 * cache into the build folder, and two processes must not write the same files. The copy leaves out
 * the source build's `cache/` (the bundler's and a running store's); it is made again when the
 * build's stamp changes, and removed when the cluster stops.
 */
export function instanceBuild(sourceDistDir: string, cluster: string, instance: number): string {
  const distDir = `.next-cluster-${cluster}-${instance}`;
  const source = join(STOREFRONT, sourceDistDir);
  const target = join(STOREFRONT, distDir);
  const stamp = (dir: string) =>
    existsSync(join(dir, 'store-build-stamp')) ? readFileSync(join(dir, 'store-build-stamp'), 'utf8') : '';
  if (stamp(target) === '' || stamp(target) !== stamp(source)) {
    rmSync(target, { recursive: true, force: true });
    cpSync(source, target, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (path) => path !== join(source, 'cache'),
    });
  }
  return distDir;
}

/** Private ports of the instances, all different, chosen before anything starts (nginx's configuration names them). */
async function privatePorts(count: number, taken: number[]): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) {
    const port = await freePort();
    if (!taken.includes(port)) ports.add(port);
  }
  return [...ports];
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const dataDir = resolve(options.dataDir);
  const env = loadEnv(options.env);
  const nPlatforms = options.platformInstances;
  const nStorefronts = options.storefrontInstances;
  const ports = await privatePorts(nPlatforms + 2 * nStorefronts, [
    options.httpsPort,
    options.httpPort,
    options.platformPort,
  ]);
  const platformPorts = ports.slice(0, nPlatforms);
  const nextPorts = ports.slice(nPlatforms, nPlatforms + nStorefronts);
  const edgePorts = ports.slice(nPlatforms + nStorefronts);
  const platformUrls = platformPorts.map((p) => `http://127.0.0.1:${p}`);
  // Made here, open to PostgreSQL's user, before a private folder inside it (tls/) would make it private too.
  mkdirSync(dataDir, { recursive: true });
  const certificate = ensureCertificate(join(dataDir, 'tls'));
  const storefrontUrls = edgePorts.map((p) => `http://127.0.0.1:${p}`);

  const units: Unit[] = [];
  // Two clusters on one machine (a developer's and the failure suite's, the benchmark's) keep their builds apart.
  const clusterId = createHash('sha256').update(dataDir).digest('hex').slice(0, 8);
  const builds: string[] = [];
  let operationsUrl: string | undefined;
  const unit = (name: string) => {
    const found = units.find((u) => u.name === name);
    if (!found) throw new Error(`no process ${name} in the cluster (${units.map((u) => u.name).join(', ')})`);
    return found;
  };
  /** Children ended on purpose (kill, stop): their exit is no news. */
  const onPurpose = new WeakSet<Child>();
  let started = false;
  let failStartup: (error: Error) => void = () => undefined;
  const startupFailed = new Promise<never>((_, reject) => {
    failStartup = reject;
  });
  startupFailed.catch(() => undefined);
  options.signal?.addEventListener('abort', () => failStartup(new Error('start-up interrupted')), {
    once: true,
  });
  const watch = (child: Child) => {
    void child.exited.then((code) => {
      if (onPurpose.has(child)) return;
      if (!started) failStartup(new Error(`${child.name} stopped during start-up (exit ${code})`));
      else options.onUnexpectedExit?.(child.name, code);
    });
    return child;
  };
  const endOnPurpose = async (child: Child | undefined, hard: boolean) => {
    if (!child) return;
    onPurpose.add(child);
    await end(child, hard);
  };

  // PostgreSQL and Redis first: every instance needs them from its first request.
  const postgres = await startPostgresServer({ dir: join(dataDir, 'postgres') });
  units.push({
    name: 'postgres',
    running: true,
    start: () => postgres.start(),
    kill: (hard) => postgres.stop({ hard }),
  });
  const redisDir = join(dataDir, 'redis');
  let redis: RedisServer | undefined;
  const shared: SharedSettings = {
    httpsPort: options.httpsPort,
    platformPort: options.platformPort,
    databaseUrl: postgres.url,
    redisUrl: '',
  };
  let health: HealthWatch | undefined;
  /** The instances (host:port) nginx was last told to leave out. */
  let markedDown = new Set<string>();
  /** An instance is back once nginx sends it requests again, not only once it answers /ready. */
  const backInRotation = async (name: ClusterProcess) => {
    const match = /^(storefront|platform)-(\d+)$/.exec(name);
    const url = match && (match[1] === 'storefront' ? storefrontUrls : platformUrls)[Number(match[2]) - 1];
    if (!url) return;
    const host = new URL(url).host;
    const deadline = Date.now() + ROTATION_TIMEOUT_MS;
    while (markedDown.has(host)) {
      if (Date.now() > deadline) throw new Error(`${name} is ready, but nginx has not taken it back`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stopAll = async () => {
    await health?.stop();
    for (const u of [...units].sort((a, b) => STOP_ORDER(a.name) - STOP_ORDER(b.name))) {
      if (!u.running) continue;
      u.running = false;
      await u.kill(false).catch((error: unknown) => console.error(`stopping ${u.name}: ${String(error)}`));
    }
    for (const distDir of builds) rmSync(join(STOREFRONT, distDir), { recursive: true, force: true });
  };

  try {
    redis = await startRedisServer({ dir: redisDir, appendOnly: true });
    const redisPort = redis.port;
    shared.redisUrl = redis.url;
    units.push({
      name: 'redis',
      running: true,
      start: async () => {
        redis = await startRedisServer({ dir: redisDir, port: redisPort, appendOnly: true });
      },
      kill: async (hard) => redis?.stop({ hard }),
    });

    const platformData = join(dataDir, 'platform');
    mkdirSync(platformData, { recursive: true });
    const platforms = platformPorts.map((port, i): Unit => {
      let child: Child | undefined;
      return {
        name: `platform-${i + 1}`,
        running: false,
        start: async () => {
          child = watch(
            startChild(`platform-${i + 1}`, NODE, [PLATFORM_SERVER], {
              cwd: ROOT,
              env: platformEnv(options.env, shared, {
                port,
                dataDir: platformData,
                revalidateUrl: `${storefrontUrls[0]}/api/revalidate`,
              }),
            }),
          );
          await Promise.race([waitForReady(`${platformUrls[i]}${READY}`, child), startupFailed]);
        },
        kill: async (hard) => {
          await endOnPurpose(child, hard);
          child = undefined;
        },
      };
    });
    // All at once: the database's migration lock lets one migrate while the others wait.
    units.push(...platforms);
    await Promise.all(
      platforms.map(async (p) => {
        p.running = true;
        await p.start();
      }),
    );
    // Before the storefronts: their build and their calls reach the platforms through nginx.
    const site: NginxSite = {
      dir: join(dataDir, 'nginx'),
      httpsPort: options.httpsPort,
      httpPort: options.httpPort,
      platformPort: options.platformPort,
      certificate,
      storefronts: storefrontUrls.map((u) => new URL(u).host),
      platforms: platformUrls.map((u) => new URL(u).host),
    };
    let nginx: RunningNginx | undefined;
    const nginxUnit: Unit = {
      name: 'nginx',
      running: true,
      start: async () => {
        nginx = await startNginx(site);
        watch(nginx.child);
      },
      kill: async (hard) => {
        if (nginx) onPurpose.add(nginx.child);
        await nginx?.stop({ hard });
        nginx = undefined;
      },
    };
    units.push(nginxUnit);
    await nginxUnit.start();

    await Promise.race([
      buildStorefrontIfStale(loadEnv(balancedEnv(options.env, shared)), balancedEnv(options.env, shared)),
      startupFailed,
    ]);
    const storefronts = nextPorts.map((nextPort, i): Unit => {
      const name = `storefront-${i + 1}`;
      const distDir = instanceBuild(env.STOREFRONT_DIST_DIR, clusterId, i + 1);
      builds.push(distDir);
      let next: Child | undefined;
      let edge: Child | undefined;
      return {
        name,
        running: false,
        start: async () => {
          const upstreamUrl = `http://127.0.0.1:${nextPort}`;
          next = watch(
            startChild(
              `${name} next`,
              NODE,
              [NEXT, 'start', '--port', String(nextPort), '--hostname', '127.0.0.1'],
              {
                cwd: STOREFRONT,
                env: storefrontEnv(options.env, shared, { port: nextPort, distDir }),
              },
            ),
          );
          await Promise.race([waitForReady(`${upstreamUrl}${READY}`, next), startupFailed]);
          edge = watch(
            startChild(`${name} edge`, NODE, [EDGE_SERVER], {
              cwd: ROOT,
              env: edgeEnv(options.env, shared, { port: edgePorts[i] ?? 0, upstreamUrl }),
            }),
          );
          await Promise.race([waitForReady(`${storefrontUrls[i]}${READY}`, edge), startupFailed]);
        },
        kill: async (hard) => {
          // The edge first: nginx then finds the instance closed rather than answering 502s.
          await endOnPurpose(edge, hard);
          await endOnPurpose(next, hard);
          edge = undefined;
          next = undefined;
        },
      };
    });
    units.push(...storefronts);
    await Promise.all(
      storefronts.map(async (s) => {
        s.running = true;
        await s.start();
      }),
    );

    health = watchHealth({
      site,
      // A storefront instance's edge answers /ready for the pair (its storefront's /ready).
      probe: (hostPort) => `http://${hostPort}${READY}`,
      intervalMs: HEALTH_INTERVAL_MS,
      onChange: async (down) => {
        if (!nginx) throw new Error('nginx is not running');
        await nginx.markDown(down);
        markedDown = new Set(down);
      },
    });

    if (options.operations) {
      let child: Child | undefined;
      const operations: Unit = {
        name: 'operations',
        running: true,
        start: async () => {
          const children: Child[] = [];
          try {
            operationsUrl = await Promise.race([
              startOperations(loadEnv(options.env), balancedEnv(options.env, shared), children),
              startupFailed,
            ]);
          } finally {
            child = children[0];
            if (child) watch(child);
          }
        },
        kill: async (hard) => {
          await endOnPurpose(child, hard);
          child = undefined;
        },
      };
      units.push(operations);
      await operations.start();
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  started = true;

  return {
    url: `https://localhost:${options.httpsPort}`,
    certificateFile: certificate.certFile,
    databaseUrl: postgres.url,
    redisUrl: shared.redisUrl,
    platformUrls,
    storefrontUrls,
    ...(operationsUrl ? { operationsUrl } : {}),
    processes: () => units.map((u) => u.name),
    kill: async (name, { hard = false } = {}) => {
      const u = unit(name);
      u.running = false;
      await u.kill(hard);
    },
    restart: async (name) => {
      const u = unit(name);
      if (u.running) await u.kill(false);
      u.running = true;
      await u.start();
      await backInRotation(name);
    },
    stop: stopAll,
  };
}
