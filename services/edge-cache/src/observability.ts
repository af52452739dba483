import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  aliveReport,
  HEALTH_HEADERS,
  httpCheck,
  reportStatus,
  runChecks,
  type HealthReport,
} from '@store/service-runtime/health';
import { Counter, Histogram, processRegistry, type Registry } from '@store/service-runtime/metrics';
import { pageTypeOf } from './page-type.ts';

/**
 * What the edge answers itself, never forwarding it: `/health` (alive), `/ready` (its storefront's
 * `/ready` is 200: the edge is the storefront instance's front door, so nginx's health watcher and a
 * Kubernetes probe ask it) and `/metrics` (the storefront's traffic as it passes, by page type, and
 * the cache's outcomes). nginx refuses `/metrics` from outside; the edge answers it to whoever reaches
 * its own port, which in the cluster is loopback only.
 */

export type CacheResult = 'hit' | 'stale' | 'miss' | 'bypass';

export interface EdgeObservability {
  /** Answers the edge's own paths; false when the request is the storefront's. */
  answersOwn(req: IncomingMessage, res: ServerResponse): boolean;
  /** Counts and times the request once its answer is sent (or the client went away). */
  track(req: IncomingMessage, res: ServerResponse): void;
  cache(result: CacheResult): void;
}

const OWN_PATHS = new Set(['/health', '/ready', '/metrics']);

export function edgeObservability(upstream: URL, registry: Registry = processRegistry()): EdgeObservability {
  const requests = new Counter({
    name: 'edge_requests_total',
    help: "The storefront's requests through the edge, by page type, method and status (499: the client left first).",
    labelNames: ['page_type', 'method', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'edge_request_duration_seconds',
    help: 'Time from a request reaching the edge to its answer sent, by page type.',
    labelNames: ['page_type'],
    registers: [registry],
  });
  const cacheOutcomes = new Counter({
    name: 'edge_cache_total',
    help: "The edge cache's outcomes: hit, stale (served while refreshed), miss, bypass (not cacheable).",
    labelNames: ['result'],
    registers: [registry],
  });
  const storefrontReady = httpCheck(new URL('/ready', upstream).toString());

  const send = (res: ServerResponse, report: HealthReport) => {
    res.writeHead(reportStatus(report), HEALTH_HEADERS);
    res.end(JSON.stringify(report));
  };

  return {
    answersOwn(req, res) {
      const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
      if (!OWN_PATHS.has(path) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      if (path === '/health') send(res, aliveReport());
      else if (path === '/ready')
        void runChecks({ storefront: storefrontReady }).then((report) => send(res, report));
      else
        void registry.metrics().then((text) => {
          res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
          res.end(text);
        });
      return true;
    },
    track(req, res) {
      const started = performance.now();
      const pageType = pageTypeOf(req.url ?? '/');
      const method = req.method ?? 'GET';
      res.once('close', () => {
        const status = res.writableFinished ? String(res.statusCode) : '499';
        requests.inc({ page_type: pageType, method, status });
        durations.observe({ page_type: pageType }, (performance.now() - started) / 1000);
      });
    },
    cache(result) {
      cacheOutcomes.inc({ result });
    },
  };
}
