import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { embeddedServices, platformUrl, type Env } from '@store/config';
import type { Database } from '@store/database';
import type { ReadinessCheck } from '@store/service-runtime/health';
import type { Bus } from '@store/service-runtime/bus';
import type { RevocationEvents } from '@store/service-runtime/revocation-events';

/**
 * Which embedded service lives under which prefix. A service is mounted only when no external
 * base URL replaces it (embeddedServices), and its module is imported only then, so a service
 * that runs elsewhere costs this process nothing (the commerce service will bring a database).
 */

export type ServiceName = keyof ReturnType<typeof embeddedServices>;

export interface MountContext {
  env: Env;
  /** The platform's one database, opened on first use (content and flags never ask). */
  database(): Promise<Database>;
  /** Identity's announcements of revoked tokens, made on first use: identity publishes, commerce listens. */
  revocations(): Promise<RevocationEvents>;
  /** The platform's one bus (Redis pub/sub with REDIS_URL): flag, catalogue and revalidation messages. */
  bus(): Bus;
  /** Tells the platform's `/ready` how to ask whether this service can serve, where it can say more than "mounted". */
  ready(check: ReadinessCheck): void;
}

export interface Mount {
  /** Path prefix under which the storefront (systemUrls) expects the service. */
  prefix: string;
  register(scope: FastifyInstance, context: MountContext, prefix: string): Promise<void>;
}

const COMMERCE_PREFIX = '/headless/ecommerce/v2';

/**
 * The embedded sandbox sends its events to the embedded commerce service's payment webhook, signed
 * with the secret commerce checks them with (STRIPE_WEBHOOK_SECRET, else derived from the platform key).
 */
export async function commerceWebhook(env: Env): Promise<{ url: string; secret: string }[]> {
  if (!embeddedServices(env).commerce) return [];
  const { paymentWebhookSecret, PAYMENT_WEBHOOK_PATH } = await import('@store/commerce-service');
  const secret = paymentWebhookSecret(env);
  return secret ? [{ url: `${platformUrl(env)}${COMMERCE_PREFIX}${PAYMENT_WEBHOOK_PATH}`, secret }] : [];
}

export const MOUNTS: Partial<Record<ServiceName, Mount>> = {
  commerce: {
    prefix: COMMERCE_PREFIX,
    async register(scope, { env, database, revocations, ready, bus }, prefix) {
      const { commerceRoutes } = await import('@store/commerce-service');
      // An identity provider elsewhere announces nothing here; commerce then relies on its short cache.
      const announced = embeddedServices(env).identity ? { revocations: await revocations() } : {};
      await scope.register(commerceRoutes, {
        prefix,
        env,
        database: await database(),
        ready,
        bus: bus(),
        ...announced,
      });
    },
  },
  identity: {
    prefix: '/am',
    async register(scope, { env, database, revocations }, prefix) {
      const { identityRoutes } = await import('@store/identity-service');
      await scope.register(identityRoutes, {
        prefix,
        env,
        database: await database(),
        revocations: await revocations(),
      });
    },
  },
  content: {
    prefix: '/content',
    async register(scope, { env }, prefix) {
      const { contentRoutes } = await import('@store/content-service');
      await scope.register(contentRoutes, {
        prefix,
        ...(env.CONTENT_DIR ? { contentDir: resolve(env.CONTENT_DIR) } : {}),
      });
    },
  },
  flags: {
    prefix: '/flags',
    async register(scope, { env, bus }, prefix) {
      const { flagsRoutes, defaultFlagsFile } = await import('@store/flags-service');
      await scope.register(flagsRoutes, {
        prefix,
        flagsFile: env.FLAGS_FILE ? resolve(env.FLAGS_FILE) : defaultFlagsFile,
        adminKey: env.COMMERCE_API_KEY,
        bus: bus(),
      });
    },
  },
  payments: {
    // The hosted pages live under this prefix. The API goes at the root's /v1: the `stripe` SDK takes a
    // host, port and protocol but no base path, and every path it calls begins /v1/.
    prefix: '/payments',
    async register(scope, { env, database }, prefix) {
      const { paymentsRoutes } = await import('@store/payments-service');
      await scope.register(paymentsRoutes, {
        env,
        database: await database(),
        pagesPrefix: prefix,
        webhookEndpoints: await commerceWebhook(env),
      });
    },
  },
};

export interface ActiveMount {
  name: ServiceName;
  prefix: string;
  mount: Mount;
}

/** The services this process hosts for env, in a stable order. */
export function activeMounts(env: Env): ActiveMount[] {
  const wanted = embeddedServices(env);
  const active: ActiveMount[] = [];
  for (const name of Object.keys(wanted) as ServiceName[]) {
    const mount = MOUNTS[name];
    if (wanted[name] && mount) active.push({ name, prefix: mount.prefix, mount });
  }
  return active;
}
