import { storefrontMetrics } from '../../clients/metrics.ts';

/**
 * GET /metrics: the process's metrics and its calls to the systems, for the operator's scraper on
 * the instance's own port. The edge answers `/metrics` itself and nginx refuses it, so the public
 * never reaches this.
 */
export async function metricsRoute(): Promise<Response> {
  const { registry } = storefrontMetrics();
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  });
}
