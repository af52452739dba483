import { fileURLToPath } from 'node:url';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isDemo, type Env } from '@store/config';
import type { Database } from '@store/database';
import { migrateMail } from '@store/mail';
import { IDENTITY_STOREFRONT_PATHS } from '@store/contracts/identity';
import { ALL_LOCALE_INFO, identityClientId } from '@store/locales';
import { amFailure, AmError } from './am/errors.ts';
import { deleteExpiredSteps } from './am/pending-steps.ts';
import { amRoutes } from './am/routes.ts';
import { sessionScriptRoute } from './am/session-script.ts';
import { timeoutCheckRoute } from './am/timeout-check.ts';
import { ssoFlagSourceFor } from './flags/sso-flags.ts';
import { transactionRoutes } from './am/transaction-routes.ts';
import type { IdentityContext } from './context.ts';
import { databaseAdapter, deleteExpiredPayloads } from './oauth/database-adapter.ts';
import { configuredOrigins, OriginPolicy, requestOrigin } from './oauth/origins.ts';
import { ProviderRegistry } from './oauth/provider.ts';
import { redisAdapter } from './oauth/redis-adapter.ts';
import { revocationEvents, type RevocationEvents } from '@store/service-runtime/revocation-events';
import { redisConnection } from '@store/service-runtime/redis-connection';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_DETAIL,
  isDatabaseUnavailable,
} from '@store/service-runtime';
import { oauthRoutes } from './oauth/routes.ts';
import { loadSigningKeys } from './oauth/signing-keys.ts';
import { databaseRateLimiter, redisRateLimiter } from './sessions/rate-limit.ts';
import { organisationSignIn } from './users/organisation-sign-in.ts';
import { seedDemoCustomers } from './users/seed.ts';
import { staffRoutes } from './staff/routes.ts';
import { seedDemoStaff } from './staff/staff-members.ts';
import { databaseSessionIds, fillUsernameSkeletons, redisSessionIds } from './users/users.ts';

/**
 * The embedded identity server: ForgeRock AM's authenticate trees and session API, and its
 * OAuth 2.0 / OpenID Connect endpoints on oidc-provider, mounted by the platform under /am.
 */

export interface IdentityRoutesOptions {
  env: Env;
  database: Database;
  /** Shared with the services that cache tokens (the platform passes commerce the same); made here otherwise. */
  revocations?: RevocationEvents;
  /** Puts this service's Redis keys under a prefix (tests sharing one Redis each take their own). */
  redisKeyPrefix?: string;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

/** AM-style JSON bodies are small; the largest is a registration step. */
const BODY_LIMIT = 64 * 1024;

/** Every client id of the locale table (requirements §9; some from IDENTITY_CLIENT_ID_*), each a first-party public client. */
export function identityClientIds(source: Record<string, string | undefined> = process.env): string[] {
  return [...new Set(ALL_LOCALE_INFO.map((l) => identityClientId(l.locale, source)))];
}

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (
  app,
  { env, database, revocations, redisKeyPrefix },
) => {
  const started = performance.now();
  const { db } = database;
  // Instances starting at once on one PostgreSQL take turns, so the first makes the signing keys
  // every other reads, and the demo accounts are written once.
  const [jwks, seeded, seededStaff] = await database.exclusively('identity:start', async () => {
    await database.migrate(MIGRATIONS_FOLDER, 'identity');
    await fillUsernameSkeletons(db);
    // The password reset queues its mail in the outbox, which the platform's mail worker drains.
    await migrateMail(database);
    return Promise.all([
      loadSigningKeys(db),
      isDemo(env) ? seedDemoCustomers(db) : 0,
      isDemo(env) ? seedDemoStaff(db) : 0,
      deleteExpiredPayloads(db),
      deleteExpiredSteps(db),
    ]);
  });

  const redis = env.REDIS_URL ? redisConnection(env.REDIS_URL, app.log, redisKeyPrefix) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));

  const announced = revocations ?? revocationEvents(env.REDIS_URL);
  if (!revocations) app.addHook('onClose', () => announced.close());

  const origins = new OriginPolicy(configuredOrigins(env));
  const providers = new ProviderRegistry({
    db,
    adapter: redis ? redisAdapter(redis) : databaseAdapter(db),
    jwks,
    clientIds: identityClientIds(),
    redirectOrigins: origins.configured,
    revocations: announced,
    log: app.log,
  });

  const context: IdentityContext = {
    env,
    db,
    providers,
    limiter: redis ? redisRateLimiter(redis) : databaseRateLimiter(db),
    origins,
    defaultSuccessUrl: IDENTITY_STOREFRONT_PATHS.defaultSuccess,
    organisation: organisationSignIn(env),
    ssoFlags: ssoFlagSourceFor(env, app.log),
    sessionIdsOf: (userId) => (redis ? redisSessionIds(redis, userId) : databaseSessionIds(db, userId)),
    announceProfileChange: (userId) => announced.publish({ userId }),
    announceStaffSignOut: (staffId) => announced.publish({ userId: staffId }),
    originOf(request: FastifyRequest) {
      const origin = requestOrigin(request);
      if (!origin || !origins.allows(origin)) {
        throw new AmError(400, 'This identity server does not serve that host; use the store address.');
      }
      return origin;
    },
  };

  app.setErrorHandler((error: FastifyError | AmError, request, reply) => {
    if (error instanceof AmError) {
      return reply.code(error.status).headers(error.headers).type('application/json').send(error.body());
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'identity request failed: the database is unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .type('application/json')
        .send(amFailure(503, DATABASE_UNAVAILABLE_DETAIL));
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'identity request failed');
    const message =
      status === 413
        ? `The request body is larger than ${BODY_LIMIT / 1024} KiB.`
        : status >= 500
          ? 'The identity server failed; try again.'
          : error.message;
    return reply.code(status).type('application/json').send(amFailure(status, message));
  });

  await app.register(async (json: FastifyInstance) => {
    // The SDK starts a tree with Content-Type: application/json and no body at all.
    json.removeContentTypeParser('application/json');
    json.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => {
        const text = String(body);
        if (text.trim() === '') return done(null, undefined);
        try {
          done(null, JSON.parse(text));
        } catch {
          done(new AmError(400, 'The request body is not valid JSON.'), undefined);
        }
      },
    );
    json.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      if (String(body).trim() === '') return done(null, undefined);
      done(new AmError(415, 'Send the body as JSON (Content-Type: application/json).'), undefined);
    });
    await amRoutes(json, context);
    await transactionRoutes(json, context);
    await staffRoutes(json, context);
  });
  await app.register(async (oauth: FastifyInstance) => oauthRoutes(oauth, context));
  sessionScriptRoute(app, app.prefix);
  timeoutCheckRoute(app, context);

  app.log.info(
    { ms: Math.round(performance.now() - started), seeded, seededStaff, clients: identityClientIds().length },
    'identity service ready',
  );
};
