import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { paymentsSandboxAllowed, type Env } from '@store/config';
import type { Database } from '@store/database';
import { REQUEST_ID_HEADER, serviceServerOptions } from '@store/service-runtime';
import { registerApiRoutes } from './api/api-routes.ts';
import { registerHostedPages } from './hosted/page-routes.ts';
import { expireDueSessions } from './resources/checkout-sessions.ts';
import type { Sandbox } from './resources/sandbox.ts';
import { WebhookDispatcher, type DispatcherOptions } from './webhooks/dispatcher.ts';
import type { WebhookEndpoint } from './webhooks/events.ts';

/**
 * The embedded payment sandbox: the part of Stripe's API v1 the store uses (customers, Checkout
 * Sessions, PaymentIntents, PaymentMethods, refunds), its hosted card and 3-D Secure pages, and
 * signed webhooks, on the shared database. No card is ever charged; it is refused in production
 * unless PAYMENTS_SANDBOX=1.
 */

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Where the API lives: the `stripe` SDK's paths always begin /v1 and it has no base-path option. */
export const API_PREFIX = '/v1';
/** Where the hosted pages live, on the sandbox's own path. */
export const PAGES_PREFIX = '/payments';

const EXPIRY_SWEEP_MS = 60_000;

export class SandboxRefusedError extends Error {
  override name = 'SandboxRefusedError';
}

export interface PaymentsRoutesOptions {
  env: Env;
  database: Database;
  /** Where events are posted, each with its signing secret; none by default. */
  webhookEndpoints?: readonly WebhookEndpoint[];
  /** The origin customers' browsers reach the hosted pages at; by default the origin the session was created through. */
  publicOrigin?: string;
  /** Retry timing of webhook deliveries (tests shorten it). */
  webhookTiming?: Pick<DispatcherOptions, 'retryBaseMs' | 'retryMaxMs' | 'pollMs' | 'timeoutMs'>;
  apiPrefix?: string;
  pagesPrefix?: string;
}

/**
 * The sandbox's routes: the API under apiPrefix (/v1) and the hosted pages under pagesPrefix
 * (/payments), both relative to where the plugin is registered.
 */
export const paymentsRoutes: FastifyPluginAsync<PaymentsRoutesOptions> = async (app, options) => {
  if (!paymentsSandboxAllowed(options.env)) {
    throw new SandboxRefusedError(
      'The payment sandbox refuses to start with NODE_ENV=production: it takes no real payments. Point the store at the real provider (STRIPE_SECRET_KEY), or set PAYMENTS_SANDBOX=1 for a demonstration.',
    );
  }
  const { database } = options;
  const endpoints = options.webhookEndpoints ?? [];
  const apiPrefix = options.apiPrefix ?? API_PREFIX;
  const pagesPrefix = options.pagesPrefix ?? PAGES_PREFIX;
  await database.migrate(MIGRATIONS_FOLDER, 'payments');

  const dispatcher = new WebhookDispatcher(database.db, {
    endpoints,
    ...options.webhookTiming,
    log: app.log,
  });
  const sandbox: Sandbox = {
    db: database.db,
    endpoints,
    hostedPageUrl: (request, path) =>
      `${options.publicOrigin ?? `${request.protocol}://${request.host}`}${app.prefix}${pagesPrefix}${path}`,
  };

  const sweep = setInterval(() => {
    expireDueSessions(database.db, endpoints)
      .then((expired) => (expired > 0 ? dispatcher.kick() : undefined))
      .catch((error: unknown) => app.log.error({ err: error }, 'expiring checkout sessions failed'));
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await dispatcher.stop();
  });
  // A change may have recorded events: send them now rather than at the next poll.
  app.addHook('onResponse', async (request) => {
    if (request.method === 'POST') dispatcher.kick();
  });

  await app.register(async (api) => registerApiRoutes(api, sandbox), { prefix: apiPrefix });
  await app.register(async (pages) => registerHostedPages(pages, sandbox), { prefix: pagesPrefix });
};

export interface PaymentsAppConfig extends Omit<PaymentsRoutesOptions, 'apiPrefix' | 'pagesPrefix'> {
  logger?: FastifyServerOptions['logger'];
}

/** The standalone sandbox: the API at /v1 and the hosted pages at /payments, as in the platform. */
export async function createApp(config: PaymentsAppConfig): Promise<FastifyInstance> {
  const { logger, ...options } = config;
  const app: FastifyInstance = Fastify({ logger: logger ?? false, ...serviceServerOptions() });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await app.register(paymentsRoutes, options);
  return app;
}
