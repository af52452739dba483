import { resolve } from 'node:path';
import { ConfigError, loadEnv, type Env } from '@store/config';
import { createApp, defaultFlagsFile } from './app.ts';

/** The flag service on its own (production, or a second instance next to the platform). */

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const flagsFile = env.FLAGS_FILE ? resolve(env.FLAGS_FILE) : defaultFlagsFile;
const app = createApp({ flagsFile, logger: { level: env.LOG_LEVEL } });

/** Sockets that never sent a request (browser preconnects, idle client pools) would hold close() open. */
const FORCE_CLOSE_AFTER_MS = 2000;

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'flag service stopping');
  // A close that hangs must not keep an orchestrator waiting for ever.
  setTimeout(() => {
    app.log.error('flag service did not close within 10 s; exiting');
    process.exit(1);
  }, 10_000).unref();
  const closing = app.close();
  setTimeout(() => app.server.closeAllConnections(), FORCE_CLOSE_AFTER_MS).unref();
  await closing;
  process.exit(0);
}
process.once('SIGINT', (signal) => void stop(signal));
process.once('SIGTERM', (signal) => void stop(signal));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  app.log.fatal({ err: error }, 'flag service could not start');
  process.exit(1);
}
