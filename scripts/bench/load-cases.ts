import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { randomInt } from 'node:crypto';
import { cpuIndex } from './machine.ts';
import { SEARCH_ADDRESSES, searchSequence } from './search-addresses.ts';
import { HOT_SEARCHES, HOT_VARIANTS, hotSearchAddress } from './search-hot-set.ts';

/**
 * The load cases of issue 17, through the edge as visitors reach the store, autocannon with 50
 * connections, each case after a warm-up that is not counted, one after the other:
 * - the product page, the figure the others are compared with;
 * - search pages from a hot set of popular addresses (search-hot-set.ts), variants included;
 * - search pages that were never asked before (a cold cache), for information;
 * - the product page with a `bust` parameter new on every request;
 * - a flood of never-asked search addresses, after which the home and product pages must still be
 *   answered from the edge's cache (its `x-edge-cache` header).
 */

export const LOAD_CASES = {
  connections: 50,
  durationSeconds: 10,
  warmUpSeconds: 2,
  /** More than the whole edge cache holds (1,000 entries): without shares, the hot pages would go. */
  floodAddresses: 1200,
  /** A flood cut short by this many seconds (a slow store, a busy machine) fails its budget. */
  floodLimitSeconds: 240,
} as const;

const HEADERS = { 'accept-encoding': 'gzip' };
const CACHE_HEADER = 'x-edge-cache';
const FROM_CACHE = /^(HIT|STALE)$/i;

export interface CaseFigures {
  /** What was asked, in words for the report. */
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Answers the edge took from its cache. */
  cacheHits: number;
  /** cpuIndex() as the case began. */
  cpuIndex: number;
}

export interface CacheCheck {
  route: string;
  /** The edge's cache header on the request after the flood; "none" when it sent none. */
  cacheStatus: string;
  fromCache: boolean;
}

export interface LoadCasesResult {
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  productRoute: string;
  hotSet: { addresses: number; variants: readonly string[] };
  product: CaseFigures;
  searchHot: CaseFigures;
  searchCold: CaseFigures;
  productBust: CaseFigures;
  flood: {
    /** Addresses asked; fewer than LOAD_CASES.floodAddresses when the time limit cut the flood short. */
    addresses: number;
    seconds: number;
    requestsPerSecond: number;
    /** The pages' cache status before the flood, so that a page never cached is told apart from one evicted. */
    before: CacheCheck[];
    after: CacheCheck[];
  };
}

/** Every request of the case asks for the address `nextPath()` answers. */
function varying(nextPath: () => string, hits: { count: number }): RequestSpec[] {
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: nextPath() }),
      onResponse: (_status, _body, _context, headers) => {
        if (FROM_CACHE.test(headers[CACHE_HEADER] ?? '')) hits.count++;
      },
    },
  ];
}

async function loadCase(storeUrl: string, name: string, nextPath: () => string): Promise<CaseFigures> {
  const { connections, warmUpSeconds, durationSeconds } = LOAD_CASES;
  const hits = { count: 0 };
  const options = { url: storeUrl, connections, headers: HEADERS, requests: varying(nextPath, hits) };
  await autocannon({ ...options, duration: warmUpSeconds });
  const index = cpuIndex();
  hits.count = 0;
  const result: Result = await autocannon({ ...options, duration: durationSeconds });
  return {
    name,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cacheHits: hits.count,
    cpuIndex: index,
  };
}

async function cacheCheck(storeUrl: string, route: string): Promise<CacheCheck> {
  const response = await fetch(new URL(route, storeUrl), {
    headers: HEADERS,
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  const cacheStatus = response.headers.get(CACHE_HEADER) ?? 'none';
  return { route, cacheStatus, fromCache: FROM_CACHE.test(cacheStatus) };
}

export async function benchLoadCases(
  storeUrl: string,
  routes: { home: string; product: string },
): Promise<LoadCasesResult> {
  const product = await loadCase(storeUrl, `${routes.product}`, () => routes.product);

  let hot = 0;
  let bust = 0;
  const searchHot = await loadCase(
    storeUrl,
    `search pages, ${HOT_SEARCHES} popular addresses × ${HOT_VARIANTS.length} variants`,
    () => hotSearchAddress(hot++, bust++),
  );
  // Apart from each other and from any earlier run: the storefront's data cache outlives a run.
  const addresses = searchSequence(randomInt(SEARCH_ADDRESSES));
  const searchCold = await loadCase(storeUrl, 'search pages, each address new', addresses.next);
  const productBust = await loadCase(
    storeUrl,
    `${routes.product}?bust=N, N new on every request`,
    () => `${routes.product}?bust=${bust++}`,
  );

  const pages = [routes.home, routes.product];
  // Asked twice: the first answer may be the one that fills the cache.
  for (const route of pages) await cacheCheck(storeUrl, route);
  const before = await Promise.all(pages.map((route) => cacheCheck(storeUrl, route)));
  const t0 = performance.now();
  const flooded: Result = await autocannon({
    url: storeUrl,
    connections: LOAD_CASES.connections,
    headers: HEADERS,
    maxOverallRequests: LOAD_CASES.floodAddresses,
    duration: LOAD_CASES.floodLimitSeconds,
    requests: varying(addresses.next, { count: 0 }),
  });
  const seconds = (performance.now() - t0) / 1000;
  const after: CacheCheck[] = [];
  for (const route of pages) after.push(await cacheCheck(storeUrl, route));

  return {
    connections: LOAD_CASES.connections,
    durationSeconds: LOAD_CASES.durationSeconds,
    warmUpSeconds: LOAD_CASES.warmUpSeconds,
    productRoute: routes.product,
    hotSet: { addresses: HOT_SEARCHES, variants: HOT_VARIANTS },
    product,
    searchHot,
    searchCold,
    productBust,
    flood: {
      addresses: flooded.requests.total,
      seconds: Math.round(seconds * 10) / 10,
      requestsPerSecond: Math.round((flooded.requests.total / seconds) * 10) / 10,
      before,
      after,
    },
  };
}
