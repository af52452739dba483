import { join } from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '@store/database';
import { loadEnvOrExit, requestId, serveUntilSignal } from '@store/service-runtime';
import { IDENTITY_MOUNT } from '@store/contracts/identity';
import { identityRoutes } from './app.ts';

/** The identity service on its own (production: PostgreSQL and Redis, N instances behind a balancer). */

const env = loadEnvOrExit();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: join(env.DATA_DIR ?? '.data', 'identity-pglite') },
);
const app = Fastify({ logger: { level: env.LOG_LEVEL }, genReqId: requestId });
app.addHook('onClose', () => database.close());
await app.register(identityRoutes, { prefix: IDENTITY_MOUNT, env, database });
await serveUntilSignal(app, { name: 'identity service', port: env.PORT, host: env.HOST, log: app.log });
