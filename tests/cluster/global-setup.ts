import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { startCluster } from '../../scripts/lib/cluster/cluster.ts';
import { clusterBaseEnv } from '../../scripts/lib/cluster/settings.ts';
import { serveControl } from './control.ts';
import {
  DATA_DIR,
  FLAGS_FILE,
  PLATFORM_KEY,
  PORTS,
  STATE_VARIABLE,
  WORK,
  type ClusterState,
} from './settings.ts';

/**
 * One cluster for the whole suite, started from an empty folder: two platform instances, two
 * storefront instances, PostgreSQL, Redis and nginx. The run's own process owns it; the tests reach
 * it through STATE_VARIABLE and the control server. The returned function stops it after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  writeFileSync(FLAGS_FILE, JSON.stringify({ flags: {} }));
  const started = Date.now();
  const cluster = await startCluster({
    dataDir: DATA_DIR,
    httpsPort: PORTS.https,
    httpPort: PORTS.http,
    platformPort: PORTS.platform,
    platformInstances: 2,
    storefrontInstances: 2,
    env: clusterBaseEnv({
      ...process.env,
      COMMERCE_API_KEY: PLATFORM_KEY,
      FLAGS_FILE,
      DEMO_DATA: '1',
      // The failures are on purpose, and so are the errors the store logs about them; LOG_LEVEL=error shows them.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'fatal',
    }),
  });
  const control = await serveControl(cluster);
  console.log(`cluster started in ${Math.round((Date.now() - started) / 1000)} s: ${cluster.url}`);
  const state: ClusterState = {
    url: cluster.url,
    databaseUrl: cluster.databaseUrl,
    redisUrl: cluster.redisUrl,
    platformUrls: cluster.platformUrls,
    storefrontUrls: cluster.storefrontUrls,
    platformBalancerUrl: `http://127.0.0.1:${PORTS.platform}`,
    controlUrl: control.url,
  };
  process.env[STATE_VARIABLE] = JSON.stringify(state);
  return async () => {
    await control.close();
    await cluster.stop();
  };
}
