import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { availableParallelism, loadavg } from 'node:os';
import { z } from 'zod';
import { sampleCpu, type CpuUse } from './process-cpu.ts';
import { LOAD } from './throughput.ts';

/**
 * The loads of the scale figures, each with the CPU time it cost every process of the cluster:
 * pages whose every request asks for an address not asked before (so that no cache answers it), and
 * add-to-cart through the platform balancer, each line its own.
 */

export interface ScaleLoad {
  /** What one counted unit is: a page, or a line added to a cart (`line`). */
  unit: string;
  perSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Every request sent, the carts that hold the lines included. */
  requests: number;
  /** Answers that were not 2xx, connection errors, timeouts. */
  failures: number;
  /** Answers other than the one expected, by status: what the failures were. */
  otherStatuses: Record<string, number>;
  /** Answers nginx took from its cache (X-Edge-Cache HIT or STALE): 0 when the load was uncached. */
  cacheHits: number;
  /** The machine's 1-minute load average as the counted part began: other work competes above the core count. */
  loadAverage: number;
  cpu: CpuUse;
}

const GZIP = { 'accept-encoding': 'gzip' };

interface Counters {
  counted: number;
  cacheHits: number;
  otherStatuses: Record<string, number>;
}

function countOther(counters: Counters, status: number): void {
  counters.otherStatuses[status] = (counters.otherStatuses[status] ?? 0) + 1;
}

async function run(
  url: string,
  headers: Record<string, string>,
  requests: RequestSpec[],
  counters: () => Counters,
  dataDir: string,
  unit: string,
): Promise<ScaleLoad> {
  const options = { url, connections: LOAD.connections, headers, requests };
  await autocannon({ ...options, duration: LOAD.warmUpSeconds });
  const start = counters();
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  const cpu = sampleCpu(dataDir, availableParallelism());
  const result: Result = await autocannon({ ...options, duration: LOAD.durationSeconds });
  const used = cpu.stop();
  const end = counters();
  return {
    unit,
    perSecond: Math.round(((end.counted - start.counted) / result.duration) * 10) / 10,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    cacheHits: end.cacheHits - start.cacheHits,
    otherStatuses: Object.fromEntries(
      Object.entries(end.otherStatuses)
        .map(([status, n]) => [status, n - (start.otherStatuses[status] ?? 0)])
        .filter(([, n]) => Number(n) > 0),
    ),
    loadAverage,
    cpu: used,
  };
}

/** Pages through nginx, each request the address `nextPath()` answers. */
export function pageLoad(
  storeUrl: string,
  nextPath: () => string,
  dataDir: string,
  unit: string,
): Promise<ScaleLoad> {
  const counters: Counters = { counted: 0, cacheHits: 0, otherStatuses: {} };
  return run(
    storeUrl,
    GZIP,
    [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: nextPath() }),
        onResponse: (status, _body, _context, headers) => {
          if (status === 200) counters.counted++;
          else countOther(counters, status);
          if (/^(HIT|STALE)$/i.test(headers['x-edge-cache'] ?? '')) counters.cacheHits++;
        },
      },
    ],
    () => ({ ...counters, otherStatuses: { ...counters.otherStatuses } }),
    dataDir,
    unit,
  );
}

export interface CartItem {
  code: string;
  quantity: number;
}

export const LINES_PER_CART = 5;
const cartIdSchema = z.object({ id: z.string().min(1) });

function cartId(body: string): string | undefined {
  try {
    const parsed = cartIdSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Add-to-cart on the commerce API at `commerceBase`: each connection makes a cart, adds
 * LINES_PER_CART different items to it, and starts again with a new cart.
 */
export function addToCartLoad(
  commerceBase: string,
  apiKey: string,
  items: CartItem[],
  dataDir: string,
): Promise<ScaleLoad> {
  if (items.length < LINES_PER_CART) throw new Error(`add-to-cart needs ${LINES_PER_CART} items to add`);
  const base = new URL(commerceBase);
  const headers = {
    'x-api-key': apiKey,
    'x-site-id': 'usassessments',
    'content-type': 'application/json',
  };
  const carts = new WeakMap<object, string>();
  const counters: Counters = { counted: 0, cacheHits: 0, otherStatuses: {} };
  const adds: RequestSpec[] = items.slice(0, LINES_PER_CART).map((item) => ({
    method: 'POST',
    setupRequest: (request, context) => {
      const cart = carts.get(context);
      return cart
        ? {
            ...request,
            path: `${base.pathname}/carts/${cart}/entries`,
            body: JSON.stringify({ itemCode: item.code, quantity: item.quantity }),
          }
        : null;
    },
    onResponse: (status) => {
      if (status >= 200 && status < 300) counters.counted++;
      else countOther(counters, status);
    },
  }));
  return run(
    base.origin,
    headers,
    [
      {
        method: 'POST',
        path: `${base.pathname}/carts`,
        onResponse: (status, body, context) => {
          const id = status === 201 || status === 200 ? cartId(body) : undefined;
          if (id) carts.set(context, id);
          else carts.delete(context);
        },
      },
      ...adds,
    ],
    () => ({ ...counters, otherStatuses: { ...counters.otherStatuses } }),
    dataDir,
    'line',
  );
}
