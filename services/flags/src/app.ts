import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
} from 'fastify';
import { z } from 'zod';
import { evaluationEventBatchSchema, flagContextSchema, isFlagName } from '@store/contracts';
import {
  etagMatches,
  installProblemHandlers,
  ProblemError,
  REQUEST_ID_HEADER,
  serviceServerOptions,
} from '@store/service-runtime';
import { BUS_CHANNELS, type Bus } from '@store/service-runtime/bus';
import { evaluateAll, evaluateFlag, type EvaluationContext } from './evaluate.ts';
import { flagAdminRoutes } from './admin.ts';
import { createEventCounter } from './events.ts';
import { openFlagStore } from './store.ts';
import { createStreamHub } from './stream.ts';

/**
 * The embedded flag service: OFREP evaluation (single and bulk, with ETags), a server-sent-event
 * stream that tells clients to refetch when the flag file changes, and an evaluation-event sink.
 * Mounted by the platform under /flags, or run alone by server.ts.
 */

/** The committed flag file; FLAGS_FILE overrides it. */
export const defaultFlagsFile = fileURLToPath(new URL('../flags.json', import.meta.url));

export interface FlagsRoutesOptions {
  flagsFile: string;
  /** The platform key; with it the service takes flag writes (admin.ts), without it none. */
  adminKey?: string | undefined;
  /**
   * Where instances sharing the flag file tell each other it changed (the platform passes its own),
   * so each tells its own streams at once rather than when its watcher fires, if it does.
   */
  bus?: Bus | undefined;
}

export interface FlagsAppConfig {
  flagsFile: string;
  adminKey?: string | undefined;
  bus?: Bus | undefined;
  /** A logger instance (the process's pino), logger options, or false for none (the default). */
  logger?: FastifyBaseLogger | { level: string } | boolean;
}

const OFREP_PATH = '/ofrep/v1/evaluate/flags';
/** An evaluation context is a few attributes; anything near this size is not one. */
const OFREP_BODY_LIMIT = 64 * 1024;
/** 100 events (FLAG_EVENT_CAPACITY) with room for object values. */
const EVENTS_BODY_LIMIT = 1024 * 1024;

/**
 * OpenFeature's flat context: targetingKey plus requirements §3's attributes, each checked when present.
 * Every attribute is optional because anonymous visitors and server-side callers send fewer.
 */
const contextSchema = flagContextSchema
  .partial()
  .extend({ targetingKey: z.string().max(256).optional() })
  .catchall(z.unknown());

/** The bus message of another instance that reloaded the flag file. */
const flagsChangedSchema = z.object({ etag: z.string().min(1) });

/** The single evaluation's path parameter; the bulk evaluation has none. */
const singleFlagParams = z.object({ key: z.string() });

type OfrepErrorCode = 'PARSE_ERROR' | 'INVALID_CONTEXT' | 'FLAG_NOT_FOUND' | 'GENERAL';

type ContextResult =
  { ok: true; context: EvaluationContext } | { ok: false; errorCode: OfrepErrorCode; errorDetails: string };

function readContext(body: unknown): ContextResult {
  if (body === undefined) return { ok: true, context: {} };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errorCode: 'PARSE_ERROR', errorDetails: 'the request body must be a JSON object' };
  }
  const context: unknown = (body as Record<string, unknown>).context;
  if (context === undefined) return { ok: true, context: {} };
  const parsed = contextSchema.safeParse(context);
  if (!parsed.success) {
    return { ok: false, errorCode: 'INVALID_CONTEXT', errorDetails: z.prettifyError(parsed.error) };
  }
  return { ok: true, context: parsed.data };
}

function etagFor(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export const flagsRoutes: FastifyPluginAsync<FlagsRoutesOptions> = async (scope, options) => {
  const store = await openFlagStore(options.flagsFile, {
    info: (details, message) => scope.log.info(details, message),
    warn: (details, message) => scope.log.warn(details, message),
    error: (details, message) => scope.log.error(details, message),
  });
  const hub = createStreamHub();
  const events = createEventCounter();
  const { bus } = options;
  const stopListening = store.onChange(({ etag, lastModified }) => {
    scope.log.info({ etag, streams: hub.size }, 'flags changed; telling clients to refetch');
    hub.broadcast({ type: 'refetchEvaluation', etag, lastModified });
    bus?.publish(BUS_CHANNELS.flagsChanged, { etag }).catch((error: unknown) => {
      scope.log.warn(
        { etag, error: error instanceof Error ? error.message : String(error) },
        'could not tell the other flag service instances; their watchers remain',
      );
    });
  });
  // Another instance saw the file change; this one reads it again, and its own onChange tells its streams.
  const stopHearing =
    bus?.subscribe(BUS_CHANNELS.flagsChanged, (message) => {
      const changed = flagsChangedSchema.safeParse(message);
      if (changed.success && changed.data.etag !== store.current().etag) void store.reload();
    }) ?? (() => undefined);
  scope.log.info({ file: options.flagsFile, etag: store.current().etag }, 'flag service ready');

  // Open streams would keep server.close() waiting for ever; they end before it is called.
  scope.addHook('preClose', async () => hub.closeAll());
  scope.addHook('onClose', async () => {
    stopHearing();
    stopListening();
    store.close();
  });

  // Bodies are parsed here rather than by Fastify's JSON parser so that any content type (an
  // OFREP client, a sendBeacon text/plain batch) and an empty body are accepted, and a bad body
  // reaches the error handler below, which answers in OFREP's shape on OFREP routes.
  scope.removeAllContentTypeParsers();
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  installProblemHandlers(scope, {
    notFoundDetail: (request) => `No route ${request.method} ${request.url.split('?', 1)[0]}`,
  });

  // OFREP routes answer errors in OFREP's shape rather than as problems, so they get their own scope.
  await scope.register(async (ofrep) => {
    ofrep.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'the request body is not valid JSON' : error.message;
      if (status >= 500) request.log.error({ err: error }, 'flag service failed');
      const params = singleFlagParams.safeParse(request.params);
      const key = params.success ? { key: params.data.key } : {};
      return status >= 500
        ? reply.code(500).send({ ...key, errorCode: 'GENERAL', errorDetails: 'internal error' })
        : reply.code(400).send({ ...key, errorCode: 'PARSE_ERROR', errorDetails: detail });
    });

    ofrep.post<{ Params: { key: string } }>(
      `${OFREP_PATH}/:key`,
      { bodyLimit: OFREP_BODY_LIMIT },
      async (request, reply) => {
        const { key } = request.params;
        const result = readContext(request.body);
        if (!result.ok) {
          return reply
            .code(400)
            .send({ key, errorCode: result.errorCode, errorDetails: result.errorDetails });
        }
        if (!isFlagName(key)) {
          return reply
            .code(404)
            .send({ key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `flag '${key}' is not defined` });
        }
        return evaluateFlag(store.current().flags, key, result.context);
      },
    );

    ofrep.post(OFREP_PATH, { bodyLimit: OFREP_BODY_LIMIT }, async (request, reply) => {
      const result = readContext(request.body);
      if (!result.ok)
        return reply.code(400).send({ errorCode: result.errorCode, errorDetails: result.errorDetails });
      // The stream's path as this request saw it, so it stays right under whatever prefix the service is mounted.
      const path = request.url.split('?')[0] ?? '';
      const requestUri = `${path.slice(0, path.length - OFREP_PATH.length)}/stream`;
      const body = JSON.stringify({
        flags: evaluateAll(store.current().flags, result.context),
        eventStreams: [{ type: 'sse', endpoint: { requestUri } }],
      });
      // Derived from the exact response, so it changes with the flag file and with any context
      // attribute that changes a value, and a client whose flags are unchanged gets a 304.
      const etag = etagFor(body);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    });
  });

  // No HEAD twin: it would open a stream that can never carry an event.
  scope.get('/stream', { exposeHeadRoute: false }, (request, reply) => {
    reply.hijack();
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = value;
    }
    hub.open(reply.raw, headers);
    request.log.debug({ streams: hub.size }, 'flag stream opened');
  });

  scope.post('/events', { bodyLimit: EVENTS_BODY_LIMIT }, async (request, reply) => {
    const parsed = evaluationEventBatchSchema.safeParse(request.body);
    if (!parsed.success) {
      throw new ProblemError(400, z.prettifyError(parsed.error), {
        title: 'Invalid evaluation events',
        errors: parsed.error.issues.slice(0, 20).map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      });
    }
    events.record(parsed.data.events);
    return reply.code(202).send({ accepted: parsed.data.events.length });
  });

  scope.get('/events/summary', async () => events.summary());

  scope.get('/health', async () => ({ status: 'ok', flags: store.status(), streams: hub.size }));

  if (options.adminKey) {
    await scope.register(flagAdminRoutes, { file: options.flagsFile, store, adminKey: options.adminKey });
  }
};

function isLoggerInstance(logger: FlagsAppConfig['logger']): logger is FastifyBaseLogger {
  return typeof logger === 'object' && typeof (logger as Partial<FastifyBaseLogger>).child === 'function';
}

/** The flag service on its own Fastify instance, with request ids (server.ts, tests). */
export function createApp(config: FlagsAppConfig): FastifyInstance {
  const { logger = false } = config;
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    ...serviceServerOptions(),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.register(flagsRoutes, { flagsFile: config.flagsFile, adminKey: config.adminKey, bus: config.bus });
  return app;
}
