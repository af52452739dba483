import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from '@store/config';
import type { Database } from '@store/database';
import {
  aliveReport,
  HEALTH_HEADERS,
  reportStatus,
  runChecks,
  type ReadinessCheck,
} from '@store/service-runtime/health';
import { redisCheck } from '@store/service-runtime/redis-check';
import {
  Gauge,
  installHttpMetrics,
  processRegistry,
  serviceByPrefix,
  type Registry,
} from '@store/service-runtime/metrics';
import type { ActiveMount, ServiceName } from './mounts.ts';

/**
 * The platform's `/health`, `/ready` and `/metrics` (docs/deploy.md, what an operator watches).
 * `/ready` is what a balancer asks before sending traffic: the database answers, Redis answers when
 * the instances share one, and each mounted service is up (identity loads its signing keys while it
 * mounts; commerce reports its catalogue). The queue lengths are counted when Prometheus scrapes.
 */

export interface ObservabilityOptions {
  env: Env;
  mounts: ActiveMount[];
  /** The database once something opened it; a scrape or a probe must not be what opens it. */
  openedDatabase: () => Promise<Database> | undefined;
  /** Opens the database when needed (the readiness probe's `SELECT 1`). */
  database: () => Promise<Database>;
  /** The readiness each service reported while it mounted, by service. */
  serviceReadiness: ReadonlyMap<ServiceName, ReadinessCheck>;
  registry?: Registry;
}

/** The payment sandbox's API sits at the root's /v1 (mounts.ts), outside its pages' prefix. */
const PAYMENTS_API_PREFIX = '/v1';

const countSchema = z.object({ rows: z.array(z.object({ pending: z.coerce.number() })).length(1) });

async function countPending(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = countSchema.parse(await database.db.execute(query)).rows;
  return row?.pending ?? 0;
}

export function installObservability(app: FastifyInstance, options: ObservabilityOptions): void {
  const { env, mounts } = options;
  const registry = options.registry ?? processRegistry();
  const hosted = new Set(mounts.map(({ name }) => name));
  const prefixes = mounts.map(({ name, prefix }) => ({ name, prefix }));
  if (hosted.has('payments')) prefixes.push({ name: 'payments', prefix: PAYMENTS_API_PREFIX });
  installHttpMetrics(app, { registry, serviceOf: serviceByPrefix(prefixes, 'platform') });

  new Gauge({
    name: 'db_pool_connections',
    help: "The PostgreSQL pool's connections: total open, idle, and queries waiting for one.",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const stats = (await options.openedDatabase())?.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  /** A queue's length, counted when Prometheus scrapes (the queues live in the database). */
  const queueGauge = (name: string, help: string, query: ReturnType<typeof sql>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const database = await options.openedDatabase();
        if (database) this.set(await countPending(database, query));
      },
    });
  // The services that keep data queue mail (app.ts runs the worker for the same ones).
  if (hosted.has('commerce') || hosted.has('identity')) {
    queueGauge(
      'mail_outbox_pending',
      'Messages in the mail outbox not sent yet (waiting, being sent or retrying).',
      sql`SELECT count(*) AS pending FROM mail.outbox WHERE sent_at IS NULL`,
    );
  }
  if (hosted.has('payments')) {
    queueGauge(
      'payment_webhooks_pending',
      "The payment sandbox's webhook deliveries that no endpoint has accepted yet.",
      sql`SELECT count(*) AS pending FROM payments.deliveries WHERE delivered_at IS NULL`,
    );
  }

  const checks: Record<string, ReadinessCheck> = {};
  if (hosted.has('commerce') || hosted.has('identity') || hosted.has('payments')) {
    checks.database = async () => {
      await (await options.database()).db.execute(sql`SELECT 1`);
    };
  }
  if (env.REDIS_URL) {
    const redis = redisCheck(env.REDIS_URL);
    checks.redis = redis.check;
    app.addHook('onClose', () => redis.close());
  }
  for (const { name } of mounts) {
    checks[name] = async () => {
      await options.serviceReadiness.get(name)?.();
    };
  }

  app.get('/health', async (_request, reply) =>
    reply.headers(HEALTH_HEADERS).send({
      ...aliveReport(),
      services: Object.fromEntries(mounts.map(({ name, prefix }) => [name, prefix])),
    }),
  );
  app.get('/ready', async (_request, reply) => {
    const report = await runChecks(checks);
    return reply.code(reportStatus(report)).headers(HEALTH_HEADERS).send(report);
  });
}
