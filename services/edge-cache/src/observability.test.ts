import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEdge } from './edge.ts';

let upstream: Server;
let edge: Server | undefined;
let upstreamUrl: URL;
let seen: { path: string; headers: IncomingHttpHeaders }[];
let storefrontReady: number;

const NGINX_ID = '7c2a9e0b5d4f41e3a8b6c1d2e3f40516';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}
const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

beforeEach(async () => {
  seen = [];
  storefrontReady = 200;
  upstream = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({ path, headers: req.headers });
    if (path === '/ready') {
      res.writeHead(storefrontReady, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    // Product pages are shared (the edge keeps them); the rest is each visitor's own.
    const cacheControl = path.includes('/p/') ? 's-maxage=60' : 'private, no-store';
    res
      .writeHead(200, { 'content-type': 'text/plain', 'cache-control': cacheControl })
      .end(`answer for ${path}`);
  });
  upstreamUrl = new URL(`http://127.0.0.1:${await listen(upstream)}`);
});

afterEach(async () => {
  upstream.closeAllConnections();
  edge?.closeAllConnections();
  await Promise.all([close(upstream), close(edge)]);
  edge = undefined;
});

async function startEdge(trustedProxies: string): Promise<string> {
  edge = createEdge({ upstream: upstreamUrl, trustedProxies });
  return `http://127.0.0.1:${await listen(edge)}`;
}

describe("the edge's own paths", () => {
  it('answers /health itself and /ready from its storefront, no-store, 200 or 503', async () => {
    const base = await startEdge('');
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok', checks: { process: 'ok' } });

    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { storefront: 'ok' } });

    storefrontReady = 503;
    const unready = await fetch(`${base}/ready`);
    expect(unready.status).toBe(503);
    expect(unready.headers.get('cache-control')).toBe('no-store');
    expect(await unready.json()).toEqual({
      status: 'unavailable',
      checks: { storefront: `${new URL('/ready', upstreamUrl).toString()} answered 503` },
    });
    expect(seen.map(({ path }) => path)).toEqual(['/ready', '/ready']);
  });

  it('answers /metrics itself with the traffic by page type and the cache outcomes', async () => {
    const base = await startEdge('');
    await (await fetch(`${base}/en-us/p/A100123`)).text();
    await (await fetch(`${base}/en-us/p/A100123`)).text();
    await (await fetch(`${base}/api/suggest?q=w`, { method: 'POST' })).text();

    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await metrics.text();
    expect(text).toContain('edge_requests_total{page_type="product",method="GET",status="200"} 2');
    expect(text).toContain('edge_requests_total{page_type="api",method="POST",status="200"} 1');
    expect(text).toMatch(/edge_request_duration_seconds_count\{page_type="product"\} 2/);
    expect(text).toContain('edge_cache_total{result="miss"} 1');
    expect(text).toContain('edge_cache_total{result="hit"} 1');
    expect(text).toContain('edge_cache_total{result="bypass"} 1');
    expect(text).toContain('process_cpu_seconds_total');
    expect(seen.map(({ path }) => path)).not.toContain('/metrics');
  });
});

describe("the edge's request id", () => {
  const idSent = async (base: string, headers: Record<string, string>) => {
    await (await fetch(`${base}/en-us/cart`, { headers })).text();
    return seen.at(-1)?.headers['x-request-id'];
  };

  it("keeps a trusted proxy's well-formed id and replaces a malformed one", async () => {
    const base = await startEdge('127.0.0.1,::1');
    expect(await idSent(base, { 'x-request-id': NGINX_ID })).toBe(NGINX_ID);
    const replaced = await idSent(base, { 'x-request-id': 'hello\tworld' });
    expect(replaced).toMatch(UUID);
  });

  it('makes its own id when the client is not a trusted proxy, whatever it sent', async () => {
    const base = await startEdge('10.0.0.0/8');
    const first = await idSent(base, { 'x-request-id': NGINX_ID });
    const second = await idSent(base, {});
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });
});
