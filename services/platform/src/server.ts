import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { ConfigError, loadEnv, type Env } from '@store/config';
import { createPlatform } from './app.ts';
import { acquireLock, dataDir, LockHeldError, type PlatformLock } from './lock.ts';
import { activeMounts, unavailableServices } from './mounts.ts';

/** `npm start`'s second process: the embedded services on PLATFORM_PORT, owning the data folder. */

/** Sockets that never sent a request (browser preconnects, idle client pools) would hold close() open. */
const FORCE_CLOSE_AFTER_MS = 2000;
/** A close that hangs must not keep `npm start` or an orchestrator waiting for ever. */
const GIVE_UP_AFTER_MS = 10_000;

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = pino({ level: env.LOG_LEVEL });

let lock: PlatformLock;
try {
  lock = acquireLock(dataDir());
} catch (error) {
  if (!(error instanceof LockHeldError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Covers every way out, process.exit and uncaught errors included; only SIGKILL leaves a stale lock.
process.on('exit', () => lock.release());
if (lock.replacedPid !== undefined) {
  logger.warn(
    { lock: lock.path, pid: lock.replacedPid },
    'replaced the lock of a platform process that is gone',
  );
}

const app = createPlatform(env, { logger });

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'platform stopping');
  setTimeout(() => {
    logger.error(`platform did not close within ${GIVE_UP_AFTER_MS / 1000} s; exiting`);
    process.exit(1);
  }, GIVE_UP_AFTER_MS).unref();
  const closing = app.close();
  setTimeout(() => app.server.closeAllConnections(), FORCE_CLOSE_AFTER_MS).unref();
  try {
    await closing;
  } catch (error) {
    logger.error({ err: error }, 'platform did not close cleanly');
    process.exit(1);
  }
  lock.release();
  logger.info('platform stopped');
  process.exit(0);
}
process.once('SIGINT', (signal) => void stop(signal));
process.once('SIGTERM', (signal) => void stop(signal));

try {
  await app.listen({ port: env.PLATFORM_PORT, host: env.HOST });
} catch (error) {
  logger.fatal({ err: error }, 'platform could not start');
  process.exit(1);
}

const { port } = app.server.address() as AddressInfo;
const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
for (const { name, prefix } of activeMounts(env)) {
  logger.info({ service: name, url: `http://${host}:${port}${prefix}` }, `${name} service mounted`);
}
for (const name of unavailableServices(env)) {
  logger.warn({ service: name }, `${name} has no embedded service yet and no external base URL`);
}
