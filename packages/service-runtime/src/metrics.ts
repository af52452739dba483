import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (text exposition format on `GET /metrics`, for the operator's scraper on each
 * process's own port; nginx never lets `/metrics` out). Every process keeps a registry of its own
 * with prom-client's process metrics (CPU, memory, event-loop lag, handles); Fastify services add
 * their request counts and durations labelled by the route's pattern, never the raw URL: ids in
 * paths would make a new series per product, order and token.
 */

/** The label of requests no route matched (unknown paths, refused methods). */
export const UNMATCHED_ROUTE = 'unmatched';

/** A registry holding the process metrics; each process (or test) makes its own. */
export function processRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

export interface HttpMetricsOptions {
  registry: Registry;
  /** The service a route belongs to: a fixed name for a service run alone, its mount for the platform. */
  serviceOf: (route: string) => string;
}

/**
 * Counts and times every request of a Fastify instance and answers `GET /metrics` from the registry.
 * Install it on the root instance before registering the services, so their routes inherit the hook.
 */
export function installHttpMetrics(app: FastifyInstance, { registry, serviceOf }: HttpMetricsOptions): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by service, method, route pattern and status; errors are the 5xx statuses.',
    labelNames: ['service', 'method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by service, method and route pattern.',
    labelNames: ['service', 'method', 'route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const service = serviceOf(route);
    requests.inc({ service, method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ service, method: request.method, route }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) =>
    reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );
}

/** `serviceOf` for a process hosting services under path prefixes (the platform). */
export function serviceByPrefix(mounts: { name: string; prefix: string }[], fallback: string) {
  return (route: string): string =>
    mounts.find(({ prefix }) => route === prefix || route.startsWith(`${prefix}/`))?.name ?? fallback;
}

export { Counter, Gauge, Histogram, type Registry } from 'prom-client';
