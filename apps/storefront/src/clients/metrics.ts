import { subscribe } from 'node:diagnostics_channel';
import { Histogram, processRegistry, type Registry } from '@store/service-runtime/metrics';

/**
 * The storefront's Prometheus metrics: the process's own, and how long each call to a backing system
 * takes. The clients call the systems from many places (commerce, identity, content, flags, the
 * flag provider's SDK), all through the runtime's fetch, which reports each request on Node's
 * diagnostics channels; listening there times them all without wrapping each client.
 *
 * Next.js gives instrumentation.ts and the route handlers bundles of their own, each with its own
 * copy of this module, so the registry lives on globalThis: the one the listener fills is the one
 * `/metrics` reads.
 */

interface StorefrontMetrics {
  registry: Registry;
  systemCalls: Histogram<'system' | 'method' | 'status'>;
  listening: boolean;
}

declare global {
  var storefrontMetricsOfThisProcess: StorefrontMetrics | undefined;
}

export function storefrontMetrics(): StorefrontMetrics {
  if (!globalThis.storefrontMetricsOfThisProcess) {
    const registry = processRegistry();
    globalThis.storefrontMetricsOfThisProcess = {
      registry,
      systemCalls: new Histogram({
        name: 'storefront_system_request_duration_seconds',
        help: 'Calls of the storefront to a backing system until its answer headers, by system, method and status (error: no answer).',
        labelNames: ['system', 'method', 'status'],
        registers: [registry],
      }),
      listening: false,
    };
  }
  return globalThis.storefrontMetricsOfThisProcess;
}

/** A base URL per system; a call to an address under none (the store itself) is not a system call. */
export type SystemBases = Record<string, string>;

/** The system whose base the address starts with, the most specific base first. */
export function systemOf(address: string, bases: SystemBases): string | undefined {
  let best: { system: string; length: number } | undefined;
  for (const [system, base] of Object.entries(bases)) {
    const prefix = base.replace(/\/+$/, '');
    const under = address === prefix || address.startsWith(`${prefix}/`) || address.startsWith(`${prefix}?`);
    if (under && (!best || prefix.length > best.length)) best = { system, length: prefix.length };
  }
  return best?.system;
}

interface UndiciRequest {
  origin?: unknown;
  path?: unknown;
  method?: unknown;
}

const started = new WeakMap<object, { system: string; method: string; at: number }>();

const requestOf = (message: unknown): (UndiciRequest & object) | undefined => {
  if (typeof message !== 'object' || message === null || !('request' in message)) return undefined;
  const { request } = message;
  return typeof request === 'object' && request !== null ? request : undefined;
};

const statusOf = (message: unknown): string => {
  if (typeof message !== 'object' || message === null || !('response' in message)) return 'error';
  const { response } = message;
  if (typeof response !== 'object' || response === null || !('statusCode' in response)) return 'error';
  return String(response.statusCode);
};

/** Starts timing the process's calls to the systems; later calls do nothing. */
export function observeSystemCalls(bases: () => SystemBases): void {
  const metrics = storefrontMetrics();
  if (metrics.listening) return;
  metrics.listening = true;
  subscribe('undici:request:create', (message) => {
    const request = requestOf(message);
    if (!request || typeof request.origin !== 'string' || typeof request.path !== 'string') return;
    const system = systemOf(`${request.origin}${request.path}`, bases());
    const method = typeof request.method === 'string' ? request.method : 'GET';
    if (system) started.set(request, { system, method, at: performance.now() });
  });
  const finish = (message: unknown) => {
    const request = requestOf(message);
    const call = request ? started.get(request) : undefined;
    if (!request || !call) return;
    started.delete(request);
    metrics.systemCalls.observe(
      { system: call.system, method: call.method, status: statusOf(message) },
      (performance.now() - call.at) / 1000,
    );
  };
  subscribe('undici:request:headers', finish);
  subscribe('undici:request:error', finish);
}
