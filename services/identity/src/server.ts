import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { openDatabase } from '@store/database';
import {
  createLogger,
  installProblemHandlers,
  loadEnvOrExit,
  serveUntilSignal,
  serviceServerOptions,
} from '@store/service-runtime';
import { IDENTITY_MOUNT } from '@store/contracts/identity';
import { identityRoutes } from './app.ts';

/** The identity service on its own (production: PostgreSQL and Redis, N instances behind a balancer). */

const env = loadEnvOrExit();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: join(env.DATA_DIR ?? '.data', 'identity-pglite') },
);
// Typed as Fastify's base logger so the instance matches the plugins' and the problem handlers' types.
const log: FastifyBaseLogger = createLogger('identity', env);
const app = Fastify({
  loggerInstance: log,
  ...serviceServerOptions(),
});
// Outside the AM and OAuth paths (which answer in their protocols' shapes), errors are problem+json as on the platform.
installProblemHandlers(app);
app.addHook('onClose', () => database.close());
await app.register(identityRoutes, { prefix: IDENTITY_MOUNT, env, database });
await serveUntilSignal(app, { name: 'identity service', port: env.PORT, host: env.HOST, log: app.log });
