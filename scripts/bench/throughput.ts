import autocannon, { type Result } from 'autocannon';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { startChild, stopChildren, waitForUrl } from '../lib/processes.ts';

/**
 * Requests per second of one page: the storefront, then a plain node:http server answering with the
 * same bytes (the baseline), one after the other with the same autocannon settings. Each run is
 * preceded by a short warm-up that is not counted.
 */

export const LOAD = { connections: 10, durationSeconds: 10, warmUpSeconds: 2 } as const;
/** What a browser would send; the storefront gzips for it, and so does the baseline then. */
const HEADERS = { 'accept-encoding': 'gzip' };

export interface LoadFigures {
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
}

export interface ThroughputResult {
  route: string;
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  contentEncoding: string;
  bodyBytes: number;
  /** The store as visitors reach it: the edge in front of Next.js. */
  storefront: LoadFigures;
  /** Next.js answered directly, without the edge, for reference (not budgeted). */
  origin: LoadFigures;
  baseline: LoadFigures;
  /** storefront req/s ÷ baseline req/s */
  ratio: number;
}

/** The page's bytes exactly as the storefront sends them to a client that accepts gzip. */
function capture(url: string): Promise<{ body: Buffer; encoding: string; status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: HEADERS, timeout: 30_000 }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({
          body: Buffer.concat(parts),
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          status: response.statusCode ?? 0,
        }),
      );
      response.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

async function load(url: string): Promise<LoadFigures> {
  await autocannon({ url, connections: LOAD.connections, duration: LOAD.warmUpSeconds, headers: HEADERS });
  const result: Result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    headers: HEADERS,
  });
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: result.throughput.average,
  };
}

export async function measureThroughput(
  storeUrl: string,
  route: string,
  options: { baselinePort: number; workDir: string; originUrl: string },
): Promise<ThroughputResult> {
  const pageUrl = new URL(route, storeUrl).href;
  const page = await capture(pageUrl);
  if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status}`);
  if (page.encoding !== 'gzip' && page.encoding !== 'identity')
    throw new Error(`${pageUrl} came back as ${page.encoding}, which the baseline does not serve`);

  const storefront = await load(pageUrl);
  const origin = await load(new URL(route, options.originUrl).href);

  const bodyFile = join(options.workDir, 'baseline-body');
  writeFileSync(bodyFile, page.body);
  const baselineUrl = `http://127.0.0.1:${options.baselinePort}${route}`;
  const server = startChild(
    'baseline',
    process.execPath,
    [join(import.meta.dirname, 'static-server.ts'), bodyFile, String(options.baselinePort), page.encoding],
    { env: process.env },
  );
  let baseline: LoadFigures;
  try {
    await waitForUrl(baselineUrl, server, 15_000);
    baseline = await load(baselineUrl);
  } finally {
    await stopChildren([server]);
  }

  return {
    route,
    connections: LOAD.connections,
    durationSeconds: LOAD.durationSeconds,
    warmUpSeconds: LOAD.warmUpSeconds,
    contentEncoding: page.encoding,
    bodyBytes: page.body.length,
    storefront,
    origin,
    baseline,
    ratio: baseline.requestsPerSecond > 0 ? storefront.requestsPerSecond / baseline.requestsPerSecond : 0,
  };
}
