import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEdge } from './edge.ts';

/**
 * The edge's rules per route (issue 17): each kind of page in its own share of the cache, search pages
 * kept for the lifetime the storefront gives them, dropped by a revalidation, and a page missing from
 * the cache rendered once for all who ask for it at the same moment.
 */

/** What the storefront's search page says (apps/storefront/src/features/search/search-cache.ts). */
const SEARCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PAGE_CACHE_CONTROL = 's-maxage=60, stale-while-revalidate=31535940';

let upstream: Server;
let edge: Server;
let base: string;
let clock: number;
let hits: Map<string, number>;
let revalidateStatus: number;
/** Holds the storefront's answers to search pages until released, when set. */
let held: Array<() => void> | undefined;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

function get(path: string, method = 'GET', body?: string) {
  return new Promise<{ status: number; cache: string | undefined; body: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers: { host: 'shop.example.com' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: res.headers['x-edge-cache']?.toString(), body: text }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeEach(async () => {
  clock = 1_000_000;
  hits = new Map();
  revalidateStatus = 202;
  held = undefined;
  upstream = createServer((req, res) => {
    const url = req.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === '/api/revalidate') {
      req.resume();
      req.on('end', () => res.writeHead(revalidateStatus).end());
      return;
    }
    const search = url.startsWith('/en-us/search.html');
    const cart = url.startsWith('/en-us/cart');
    const answer = () => {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': cart ? 'private, no-store' : search ? SEARCH_CACHE_CONTROL : PAGE_CACHE_CONTROL,
      });
      res.end(`<p>${url} ${hits.get(url)}</p>`);
    };
    if ((search || cart) && held) held.push(answer);
    else answer();
  });
  const upstreamUrl = new URL(`http://127.0.0.1:${await listen(upstream)}`);
  edge = createEdge({
    upstream: upstreamUrl,
    trustedProxies: '127.0.0.1',
    now: () => clock,
    maxEntries: 100,
  });
  base = `http://127.0.0.1:${await listen(edge)}`;
});

afterEach(async () => {
  edge.closeAllConnections();
  upstream.closeAllConnections();
  await new Promise((r) => edge.close(r));
  await new Promise((r) => upstream.close(r));
});

describe('the edge per route', () => {
  it('keeps the home and product pages while a client floods the search share with unique queries', async () => {
    for (const path of ['/en-us', '/en-us/p/A100']) expect((await get(`${path}?bust=0`)).cache).toBe('MISS');
    for (let i = 0; i < 100; i++) expect((await get(`/en-us/search.html?q=flood${i}`)).cache).toBe('MISS');
    for (const path of ['/en-us?bust=1', '/en-us/p/A100?bust=2']) expect((await get(path)).cache).toBe('HIT');
    expect(hits.get('/en-us')).toBe(1);
    expect(hits.get('/en-us/p/A100')).toBe(1);
    // The search share (15 of 100 entries) kept the latest queries and let the first go.
    expect((await get('/en-us/search.html?q=flood99')).cache).toBe('HIT');
    expect((await get('/en-us/search.html?q=flood0')).cache).toBe('MISS');
  });

  it('keeps the home and product pages while product images fill their own share', async () => {
    for (const path of ['/en-us', '/en-us/p/A100']) expect((await get(path)).cache).toBe('MISS');
    const image = (i: number) => `/images/products/A100123/image${String(i).padStart(11, '0')}-160.webp`;
    for (let i = 0; i < 100; i++) expect((await get(image(i))).cache).toBe('MISS');
    for (const path of ['/en-us', '/en-us/p/A100']) expect((await get(path)).cache).toBe('HIT');
    // The image share (10 of 100 entries) kept the latest images and let the first go.
    expect((await get(image(99))).cache).toBe('HIT');
    expect((await get(image(0))).cache).toBe('MISS');
  });

  it('serves a search page for its shared lifetime, then stale while it is refreshed, then fetches it again', async () => {
    expect((await get('/en-us/search.html?q=kit&utm_source=mail')).cache).toBe('MISS');
    clock += 60_000;
    expect((await get('/en-us/search.html?bust=1&q=kit')).cache).toBe('HIT');
    clock += 1_000;
    expect((await get('/en-us/search.html?q=kit')).cache).toBe('STALE');
    const deadline = Date.now() + 5000;
    while (hits.get('/en-us/search.html?q=kit') !== 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(hits.get('/en-us/search.html?q=kit')).toBe(2);
    clock += 361_000;
    expect((await get('/en-us/search.html?q=kit')).cache).toBe('MISS');
    expect(hits.get('/en-us/search.html?q=kit')).toBe(3);
  });

  it('drops the named pages and every search page when the storefront accepts a revalidation', async () => {
    const pages = ['/en-us', '/en-us/p/A100', '/en-us/p/B200', '/en-us/search.html?q=kit'];
    for (const path of pages) await get(path);
    const paths = JSON.stringify({ paths: ['/en-us/p/A100'] });

    revalidateStatus = 401;
    await get('/api/revalidate', 'POST', paths);
    for (const path of pages) expect((await get(path)).cache).toBe('HIT');

    revalidateStatus = 202;
    expect((await get('/api/revalidate', 'POST', paths)).status).toBe(202);
    expect((await get('/en-us/p/A100')).cache).toBe('MISS');
    expect((await get('/en-us/search.html?q=kit')).cache).toBe('MISS');
    expect((await get('/en-us/p/B200')).cache).toBe('HIT');
    expect((await get('/en-us')).cache).toBe('HIT');
  });

  it('has the storefront render a missing page once for the requests that ask for it together', async () => {
    held = [];
    const waiting = Array.from({ length: 5 }, (_, i) => get(`/en-us/search.html?q=kit&utm_id=${i}`));
    const deadline = Date.now() + 5000;
    while (held.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // Two round trips through the edge after the first request reached the storefront: the other
    // four, sent with it, have reached the edge by then.
    for (let i = 0; i < 2; i++) await get('/en-us/p/A100');
    for (const answer of held.splice(0)) answer();
    const answers = await Promise.all(waiting);
    expect(hits.get('/en-us/search.html?q=kit')).toBe(1);
    expect(answers.map((a) => a.cache).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('lets requests for a page that is never kept (a cart) reach the storefront side by side', async () => {
    held = [];
    const waiting = Array.from({ length: 3 }, () => get('/en-us/cart'));
    const deadline = Date.now() + 5000;
    while (held.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(held).toHaveLength(3);
    for (const answer of held.splice(0)) answer();
    expect((await Promise.all(waiting)).map((a) => a.cache)).toEqual(['MISS', 'MISS', 'MISS']);
  });
});
