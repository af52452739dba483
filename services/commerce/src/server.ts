import { join, resolve } from 'node:path';
import { openDatabase } from '@store/database';
import { loadEnvOrExit, loggerOptions, serveUntilSignal } from '@store/service-runtime';
import { revocationEvents } from '@store/service-runtime/revocation-events';
import { createApp, MissingApiKeyError } from './app.ts';

/**
 * The commerce service on its own: PostgreSQL from DATABASE_URL, else PGlite in DATA_DIR. It hears
 * identity's token revocations over Redis when REDIS_URL is set; without it, a revoked token is
 * trusted until its cached answer expires (TOKEN_CACHE_MS), as no identity runs in this process.
 */

const env = loadEnvOrExit();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: join(resolve(env.DATA_DIR ?? '.data'), 'commerce-pglite') },
);
const revocations = env.REDIS_URL ? revocationEvents(env.REDIS_URL) : undefined;
let app;
try {
  app = await createApp({
    env,
    database,
    logger: loggerOptions('commerce', env),
    ...(revocations ? { revocations } : {}),
  });
} catch (error) {
  await database.close();
  await revocations?.close();
  if (error instanceof MissingApiKeyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
app.addHook('onClose', async () => {
  await database.close();
  await revocations?.close();
});
await serveUntilSignal(app, { name: 'commerce service', port: env.PORT, host: env.HOST, log: app.log });
