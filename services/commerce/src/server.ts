import { join, resolve } from 'node:path';
import { openDatabase } from '@store/database';
import { loadEnvOrExit, loggerOptions, serveUntilSignal } from '@store/service-runtime';
import { createApp, MissingApiKeyError } from './app.ts';

/** The commerce service on its own: PostgreSQL from DATABASE_URL, else PGlite in DATA_DIR. */

const env = loadEnvOrExit();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: join(resolve(env.DATA_DIR ?? '.data'), 'commerce-pglite') },
);
let app;
try {
  app = await createApp({ env, database, logger: loggerOptions('commerce', env) });
} catch (error) {
  await database.close();
  if (error instanceof MissingApiKeyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
app.addHook('onClose', () => database.close());
await serveUntilSignal(app, { name: 'commerce service', port: env.PORT, host: env.HOST, log: app.log });
