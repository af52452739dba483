import { join, resolve } from 'node:path';
import { openDatabase } from '@store/database';
import { loadEnvOrExit, loggerOptions, serveUntilSignal } from '@store/service-runtime';
import { createApp, SandboxRefusedError } from './app.ts';

/** The payment sandbox on its own: PostgreSQL from DATABASE_URL, else PGlite in DATA_DIR. */

const env = loadEnvOrExit();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: join(resolve(env.DATA_DIR ?? '.data'), 'payments-pglite') },
);

async function refused(error: unknown): Promise<never> {
  await database.close();
  if (error instanceof SandboxRefusedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The production guard refuses at registration; the migrations run when the app is made ready.
const app = await createApp({ env, database, logger: loggerOptions('payments', env) }).catch(refused);
app.addHook('onClose', () => database.close());
try {
  await app.ready();
} catch (error) {
  await refused(error);
}
await serveUntilSignal(app, { name: 'payment sandbox', port: env.PORT, host: env.HOST, log: app.log });
