import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { CatalogScale } from '@store/catalog';
import { isDemo, recaptchaPass, systemUrls, type Env } from '@store/config';
import { isTrustedProxy } from '@store/config/trusted-proxies';
import { COMMERCE_BASE_PATH } from '@store/contracts/commerce';
import type { Database } from '@store/database';
import { migrateMail } from '@store/mail';
import {
  clientAddressOf,
  installProblemHandlers,
  ProblemError,
  REQUEST_ID_HEADER,
  serviceServerOptions,
} from '@store/service-runtime';
import { createBus, type Bus } from '@store/service-runtime/bus';
import type { ReadinessCheck } from '@store/service-runtime/health';
import { redisConnection } from '@store/service-runtime/redis-connection';
import { Catalogue } from './catalogue/catalogue.ts';
import { ensureCatalogue } from './catalogue/seed.ts';
import { flagReaderFor, type FlagReader } from './flags/flag-reader.ts';
import { assistedAudit } from './audit/assisted-audit.ts';
import { CustomerTokens, type TokenRevocations } from './customers/customer-tokens.ts';
import { seedDemoCustomers } from './customers/customers.ts';
import { storeOrigins } from './customers/logout-address.ts';
import { StepUp } from './customers/step-up.ts';
import { openApiDocument } from './http/openapi.ts';
import { PAYMENT_WEBHOOK_PATH, registerPaymentWebhook } from './payments/payment-webhook.ts';
import { StripePayments } from './payments/stripe-payments.ts';
import { reconcilePayments } from './payments/reconciler.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';
import { sendExpiryReminders } from './qualifications/expiry-reminders.ts';
import { referencePage } from './http/reference-page.ts';
import { registerRouteGroups } from './http/route-builder.ts';
import { readSiteContext, type SiteContext } from './http/site-context.ts';
import { OrderLookupLimits } from './orders/lookup-limits.ts';
import { seedDemoQualifications } from './qualifications/demo-qualifications.ts';
import { seedDemoOrganisations } from './organisations/demo-organisations.ts';
import { seedDemoDiscounts } from './organisations/demo-discounts.ts';
import { seedDemoOrders } from './orders/demo-orders.ts';
import { seedDemoSavedCarts } from './saved-carts/demo-saved-carts.ts';
import { seedDemoQuotes } from './quotes/demo-quotes.ts';
import { seedDemoOrganisationRecords } from './accounts/demo-organisation-records.ts';
import { OPERATOR_PATH, registerOperatorApi } from './operator/operator-api.ts';
import { StaffTokens } from './staff/staff-tokens.ts';
import { ROUTE_GROUPS } from './route-groups.ts';
import { loadSanctionNames } from './screening/sanctions-list.ts';
import { SanctionsScreening } from './screening/sanctions-screening.ts';

/**
 * The embedded commerce system (docs/architecture.md): the store headless API of requirements §7 over the
 * generated catalogue, anonymous carts and customers (signed in through the identity
 * provider), on PGlite or PostgreSQL. The platform mounts
 * commerceRoutes under /headless/ecommerce/v2; createApp runs it alone.
 */

export interface CommerceRoutesOptions {
  env: Env;
  database: Database;
  /** Without them, a revoked token is trusted until its cached answer expires (TOKEN_CACHE_MS). */
  revocations?: TokenRevocations;
  /** The checkout flags' source (ADR 18); without it, the flag service of the environment (flagReaderFor). */
  flags?: FlagReader;
  /** The messages every instance hears (the platform passes its own); made here from REDIS_URL otherwise. */
  bus?: Bus;
  /** Told how to ask whether the service can serve (the platform's `/ready`): its catalogue is loaded. */
  ready?: (check: ReadinessCheck) => void;
}

export { paymentWebhookSecret } from './payments/stripe-payments.ts';
export { PAYMENT_WEBHOOK_PATH } from './payments/payment-webhook.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Headless calls carry small JSON bodies; a quick order of 25 rows is a few KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export class MissingApiKeyError extends Error {
  override name = 'MissingApiKeyError';
}

export const commerceRoutes: FastifyPluginAsync<CommerceRoutesOptions> = async (
  app,
  { env, database, revocations, flags, bus: givenBus, ready },
) => {
  const apiKey = env.COMMERCE_API_KEY;
  if (!apiKey) {
    throw new MissingApiKeyError(
      'COMMERCE_API_KEY is not set: the commerce service refuses to start without the platform key (x-api-key) callers must send. Set it to a secret of at least 16 characters.',
    );
  }

  // Instances starting at once on one PostgreSQL take turns: the demo seeds look before they write.
  await database.exclusively('commerce:start', async () => {
    await database.migrate(MIGRATIONS_FOLDER, 'commerce');
    // Order mails are queued in the mail component's outbox, in the transaction of their change.
    await migrateMail(database);
    if (isDemo(env)) {
      await seedDemoCustomers(database.db);
      await seedDemoQualifications(database.db);
      await seedDemoOrganisations(database.db);
      await seedDemoDiscounts(database.db);
      await seedDemoOrders(database.db);
      await seedDemoSavedCarts(database.db);
      await seedDemoOrganisationRecords(database.db);
      await seedDemoQuotes(database.db);
    }
  });
  const bus = givenBus ?? createBus(env.REDIS_URL);
  if (!givenBus) app.addHook('onClose', () => bus.close());
  // Counted in Redis with REDIS_URL, so every instance shares the order lookup limits.
  const limitsRedis = env.REDIS_URL ? redisConnection(env.REDIS_URL, app.log) : undefined;
  if (limitsRedis) app.addHook('onClose', async () => void (await limitsRedis.quit().catch(() => undefined)));

  const closing = new AbortController();
  const catalogue = new Catalogue(
    database.db,
    async () => {
      const seed = await ensureCatalogue(database.db, env.CATALOG_SCALE as CatalogScale, closing.signal);
      if (seed.seeded) app.log.info(seed, 'commerce catalogue seeded');
    },
    bus,
  );
  catalogue.ready.catch((error: unknown) => {
    if (!closing.signal.aborted) app.log.error({ err: error }, 'commerce catalogue could not be loaded');
  });
  let catalogueProblem: string | undefined = 'the catalogue is still loading';
  catalogue.ready.then(
    () => (catalogueProblem = undefined),
    () => (catalogueProblem = 'the catalogue could not be loaded'),
  );
  ready?.(async () => {
    if (catalogueProblem) throw new Error(catalogueProblem);
  });
  app.addHook('onReady', async () => catalogue.start());
  // A seed still running when the app closes is rolled back, and the database outlives it.
  app.addHook('onClose', async () => {
    closing.abort();
    catalogue.close();
    if (catalogue.started) await catalogue.ready.catch(() => undefined);
  });

  const contexts = new WeakMap<FastifyRequest, SiteContext>();
  const started = new WeakMap<FastifyRequest, bigint>();
  // The payment webhook is called by the provider and carries its own credential (payment-webhook.ts).
  const publicPaths = new Set(['/openapi.json', '/docs', PAYMENT_WEBHOOK_PATH]);
  const relative = (request: FastifyRequest) => {
    const path = request.url.split('?', 1)[0] ?? '';
    return path.startsWith(app.prefix) ? path.slice(app.prefix.length) : path;
  };

  // JSON only: any other body type is refused with 415 rather than reaching a handler as a string.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        done(new ProblemError(400, `The body is not valid JSON: ${reason}.`), undefined);
      }
    },
  );

  app.addHook('onRequest', async (request, reply) => {
    started.set(request, process.hrtime.bigint());
    reply.header(REQUEST_ID_HEADER, request.id);
    const path = relative(request);
    // The operator API checks a key of its own (operator/operator-api.ts).
    if (publicPaths.has(path) || path.startsWith(`${OPERATOR_PATH}/`)) return;
    contexts.set(request, readSiteContext(request, apiKey));
  });

  // Server-side time for the benchmark and for callers' own tracing.
  app.addHook('onSend', async (request, reply) => {
    const start = started.get(request);
    if (start !== undefined) {
      reply.header('server-timing', `app;dur=${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(2)}`);
    }
  });

  installProblemHandlers(app, {
    notFoundDetail: (request) =>
      `The headless API has no ${request.method} ${request.url.split('?', 1)[0]}; see ${app.prefix}/docs.`,
  });

  app.get('/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(openApiDocument(app.prefix)),
  );
  app.get('/docs', async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(referencePage(app.prefix)),
  );

  const customerTokens = new CustomerTokens({ identityBaseUrl: systemUrls(env).identity });
  const staffTokens = new StaffTokens({ identityBaseUrl: systemUrls(env).identity });
  if (revocations) {
    const stop = revocations.subscribe(({ userId }) => {
      customerTokens.forgetUser(userId);
      staffTokens.forgetUser(userId);
    });
    app.addHook('onClose', async () => stop());
  }

  const payments = new StripePayments(env);
  await registerPaymentWebhook(app, { database, payments, storeOrigins: storeOrigins(env) });
  let reconciler: PeriodicJob | undefined;
  let reminders: PeriodicJob | undefined;
  app.addHook('onReady', async () => {
    reconciler = startPeriodicJob(
      () => reconcilePayments({ db: database.db, payments, storeOrigins: storeOrigins(env) }),
      env.PAYMENT_RECONCILE_INTERVAL_MS,
      app.log,
      'the payment reconciler could not reach the provider or the database',
    );
    reminders = startPeriodicJob(
      () => sendExpiryReminders({ db: database.db, storeOrigins: storeOrigins(env) }),
      env.QUALIFICATION_REMINDER_INTERVAL_MS,
      app.log,
      'the qualification reminders could not reach the database',
    );
  });
  // Before onClose, where the platform closes the database: a pass under way ends first.
  app.addHook('preClose', async () => {
    await reconciler?.stop();
    await reminders?.stop();
  });
  await registerOperatorApi(app, {
    database,
    env,
    payments,
    storeOrigins: storeOrigins(env),
    staffTokens,
    catalogue,
    log: app.log,
    bus,
  });
  const screening = new SanctionsScreening(await loadSanctionNames(env.SANCTIONS_LIST_FILE));
  app.log.debug({ names: screening.size }, 'sanctions list loaded');

  registerRouteGroups(
    app,
    ROUTE_GROUPS,
    {
      database,
      catalogue,
      apiKey,
      customerTokens,
      stepUp: new StepUp({ identityBaseUrl: systemUrls(env).identity, apiKey }),
      storeOrigins: storeOrigins(env),
      payments,
      flags: flags ?? flagReaderFor(env, app.log),
      screening,
      recaptchaPass: recaptchaPass(env),
      lookupLimits: new OrderLookupLimits(limitsRedis ? { redis: limitsRedis } : {}),
      clientAddress: clientAddressOf(isTrustedProxy(env.TRUSTED_PROXIES)),
    },
    (request) => {
      const context = contexts.get(request);
      if (!context) throw new Error('the site context hook did not run');
      return context;
    },
    assistedAudit({ database, customerTokens }),
  );
};

export interface CommerceAppConfig {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  revocations?: TokenRevocations;
  flags?: FlagReader;
}

/** The standalone commerce service: the routes under COMMERCE_BASE_PATH, as the storefront expects them. */
export async function createApp(config: CommerceAppConfig): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: config.logger ?? false,
    ...serviceServerOptions(),
  });
  await app.register(commerceRoutes, {
    prefix: COMMERCE_BASE_PATH,
    env: config.env,
    database: config.database,
    ...(config.revocations ? { revocations: config.revocations } : {}),
    ...(config.flags ? { flags: config.flags } : {}),
  });
  return app;
}
