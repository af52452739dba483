import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { join } from 'node:path';
import type { Env } from '@store/config';
import { openDatabase, type Database, type DatabaseLocation } from '@store/database';
import { dataDir } from './lock.ts';
import { activeMounts } from './mounts.ts';
import { REQUEST_ID_HEADER, requestId } from '@store/service-runtime';

/**
 * The embedded platform: one Fastify instance hosting each embedded service under its prefix
 * (ARCHITECTURE "Processes"). Request ids, logging and the fallbacks for unknown paths live
 * here; everything else belongs to the services.
 */

export interface PlatformOptions {
  /** Defaults to pino at env.LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Defaults to DATABASE_URL, else PGlite in the data folder (which the platform's lock guards). */
  databaseLocation?: DatabaseLocation;
}

export function defaultDatabaseLocation(env: Env): DatabaseLocation {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dir: join(dataDir(), 'pglite') };
}

export function createPlatform(env: Env, options: PlatformOptions = {}): FastifyInstance {
  const app: FastifyInstance = Fastify({
    loggerInstance: options.logger ?? pino({ level: env.LOG_LEVEL }),
    genReqId: requestId,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // One database for every service that needs one, opened by the first that asks and closed with the platform.
  let opened: Promise<Database> | undefined;
  const database = () => (opened ??= openDatabase(options.databaseLocation ?? defaultDatabaseLocation(env)));
  app.addHook('onClose', async () => {
    if (opened) await (await opened).close();
  });

  const mounts = activeMounts(env);
  for (const { mount, prefix } of mounts) {
    app.register(async (scope) => mount.register(scope, { env, database }, prefix));
  }

  app.get('/health', async () => ({
    status: 'ok',
    services: Object.fromEntries(mounts.map(({ name, prefix }) => [name, prefix])),
  }));

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type('application/problem+json')
      .send({
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        detail: `No embedded service answers ${request.method} ${request.url.split('?')[0]}`,
      }),
  );

  // Services answer their own errors; this catches what happens outside them (e.g. a bad URL).
  app.setErrorHandler((error, request, reply) => {
    const given = (error as { statusCode?: unknown }).statusCode;
    const status = typeof given === 'number' && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) request.log.error({ err: error }, 'platform request failed');
    return reply
      .code(status)
      .type('application/problem+json')
      .send({
        type: 'about:blank',
        title: STATUS_CODES[status] ?? 'Error',
        status,
        detail: status >= 500 ? 'The platform failed; see its log.' : (error as Error).message,
      });
  });

  return app;
}
