import { ConfigError, loadEnv } from '@store/config';
import { startCluster } from './lib/cluster/cluster.ts';
import { clusterBaseEnv, clusterSettings } from './lib/cluster/settings.ts';
import { demoNotice } from './lib/demo-notice.ts';

/**
 * npm run start:cluster: validate the settings, start PostgreSQL, Redis, the platform and storefront
 * instances and nginx (docs/deploy.md), stop them all on SIGINT/SIGTERM.
 */

const baseEnv = clusterBaseEnv(process.env);
let settings;
let env;
try {
  settings = clusterSettings(process.env);
  env = loadEnv(baseEnv);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The processes run in process groups of their own, out of reach of the terminal's Ctrl-C.
const interrupted = new AbortController();
const interrupt = () => interrupted.abort();
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);

const startedAt = Date.now();
const cluster = await startCluster({
  ...settings,
  env: baseEnv,
  operations: env.OPERATIONS_CONSOLE,
  signal: interrupted.signal,
  onUnexpectedExit: (name, code) =>
    console.error(`${name} stopped unexpectedly (exit ${code}); the other instances carry on.`),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.log(
  `\nThe store is ready: ${cluster.url} (started in ${Math.round((Date.now() - startedAt) / 1000)} s)\n`,
);
if (cluster.operationsUrl) console.log(`The operations console is ready: ${cluster.operationsUrl}\n`);
const notice = demoNotice(loadEnv({ ...baseEnv, DATABASE_URL: cluster.databaseUrl }));
if (notice) console.log(`${notice}\n`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
}
process.off('SIGINT', interrupt);
process.off('SIGTERM', interrupt);
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
