import type { AddressInfo } from 'node:net';
import { createLogger, loadEnvOrExit, serveUntilSignal } from '@store/service-runtime';
import { createPlatform } from './app.ts';
import { acquireLock, dataDir, LockHeldError, needsLock, type PlatformLock } from './lock.ts';
import { activeMounts } from './mounts.ts';

/** `npm start`'s second process: the embedded services on PLATFORM_PORT, owning the data folder. */

const env = loadEnvOrExit();
const logger = createLogger('platform', env);

function takeLock(): PlatformLock {
  try {
    return acquireLock(dataDir());
  } catch (error) {
    if (!(error instanceof LockHeldError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (needsLock(env)) {
  const lock = takeLock();
  // Covers every way out, process.exit and uncaught errors included; only SIGKILL leaves a stale lock.
  process.on('exit', () => lock.release());
  if (lock.replacedPid !== undefined) {
    logger.warn(
      { lock: lock.path, pid: lock.replacedPid },
      'replaced the lock of a platform process that is gone',
    );
  }
}

const app = createPlatform(env, { logger });

await serveUntilSignal(app, {
  name: 'platform',
  port: env.PLATFORM_PORT,
  host: env.HOST,
  log: logger,
});

const { port } = app.server.address() as AddressInfo;
const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
for (const { name, prefix } of activeMounts(env)) {
  logger.info({ service: name, url: `http://${host}:${port}${prefix}` }, `${name} service mounted`);
}
