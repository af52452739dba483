import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Env } from '@store/config';
import { openDatabase, type Database, type DatabaseLocation } from '@store/database';
import { createBus, type Bus } from '@store/service-runtime/bus';
import { revocationEventsOn, type RevocationEvents } from '@store/service-runtime/revocation-events';
import type { ReadinessCheck } from '@store/service-runtime/health';
import type { Registry } from '@store/service-runtime/metrics';
import { dataDir } from './lock.ts';
import { runMailWorker } from './mail.ts';
import { activeMounts, type ServiceName } from './mounts.ts';
import { installObservability } from './observability.ts';
import {
  createLogger,
  installProblemHandlers,
  REQUEST_ID_HEADER,
  serviceServerOptions,
} from '@store/service-runtime';

/**
 * The embedded platform: one Fastify instance hosting each embedded service under its prefix
 * (docs/architecture.md "Processes"). Request ids, logging and the fallbacks for unknown paths live
 * here; everything else belongs to the services.
 */

export interface PlatformOptions {
  /** Defaults to the platform's logger at env.LOG_LEVEL and LOG_FORMAT. */
  logger?: FastifyBaseLogger;
  /** Defaults to DATABASE_URL, else PGlite in the data folder (which the platform's lock guards). */
  databaseLocation?: DatabaseLocation;
  /** Defaults to a registry of this platform's own (tests read theirs). */
  registry?: Registry;
}

export function defaultDatabaseLocation(env: Env): DatabaseLocation {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dir: join(dataDir(), 'pglite') };
}

export function createPlatform(env: Env, options: PlatformOptions = {}): FastifyInstance {
  const app: FastifyInstance = Fastify({
    loggerInstance: options.logger ?? createLogger('platform', env),
    ...serviceServerOptions(),
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

  // Over Redis when REDIS_URL is set, so that every platform instance hears what any one announced.
  let made: Bus | undefined;
  const bus = () => (made ??= createBus(env.REDIS_URL));
  let announcing: Promise<RevocationEvents> | undefined;
  const revocations = () => (announcing ??= Promise.resolve(revocationEventsOn(bus())));
  app.addHook('onClose', async () => {
    if (announcing) await (await announcing).close();
    await made?.close();
  });

  const mounts = activeMounts(env);
  const serviceReadiness = new Map<ServiceName, ReadinessCheck>();
  for (const { name, mount, prefix } of mounts) {
    const ready = (check: ReadinessCheck) => serviceReadiness.set(name, check);
    app.register(async (scope) => mount.register(scope, { env, database, revocations, bus, ready }, prefix));
  }

  // The services that keep data are the ones that send mail.
  if (mounts.some(({ name }) => name === 'commerce' || name === 'identity'))
    runMailWorker(app, env, dataDir(), database);

  installObservability(app, {
    env,
    mounts,
    database,
    openedDatabase: () => opened,
    serviceReadiness,
    ...(options.registry ? { registry: options.registry } : {}),
  });

  // Services answer their own errors; this catches what happens outside them (e.g. an unknown prefix).
  installProblemHandlers(app, {
    notFoundDetail: (request) =>
      `No embedded service answers ${request.method} ${request.url.split('?', 1)[0]}`,
  });

  return app;
}
