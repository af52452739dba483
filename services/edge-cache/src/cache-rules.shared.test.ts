import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCertificate } from '../../../scripts/lib/cluster/certificate.ts';
import { NGINX, startNginx, type RunningNginx } from '../../../scripts/lib/cluster/nginx.ts';
import { freePort } from '../../../scripts/lib/ports.ts';
import { BYPASS_HEADERS } from './cache-policy.ts';
import { createEdge } from './edge.ts';

/**
 * The cache rules of the embedded edge and of nginx in the cluster (scripts/lib/cluster/nginx.ts)
 * are one set of rules: the same cases, run against both in front of the same scripted storefront,
 * read the same way (X-Edge-Cache: MISS, HIT, STALE, or none when the request bypasses the cache),
 * and keyed the same way per route (cache-key.ts). Where they differ by design: nginx keeps the search
 * query's encoding (`q=a%20b` and `q=a+b` are two entries there, one at the edge), and how each
 * bounds a route's share of the cache (entries at the edge, zones of bytes in nginx) is tested on
 * each side (edge-routes.test.ts, nginx.test.ts).
 */

interface Scripted {
  status: number;
  headers: Record<string, string>;
  /** How long the storefront takes to answer: a page being rendered. */
  delayMs?: number;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Target {
  request(path: string, init?: { method?: string; headers?: Record<string, string> }): Promise<Answer>;
  /** Requests the scripted storefront has had for a path. */
  hits(path: string): number;
  script(path: string, answer: Scripted): void;
}

/** A storefront that answers each path as scripted, counting the requests it gets. */
async function scriptedStorefront() {
  const scripts = new Map<string, Scripted>();
  const hits = new Map<string, number>();
  let served = 0;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const scripted = scripts.get(path) ?? { status: 404, headers: {} };
    served += 1;
    const body = `answer ${served} for ${req.method} ${req.url}`;
    setTimeout(() => {
      res.writeHead(scripted.status, { 'content-type': 'text/plain', ...scripted.headers });
      res.end(body);
    }, scripted.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    hits: (path: string) => hits.get(path) ?? 0,
    script: (path: string, answer: Scripted) => scripts.set(path, answer),
  };
}

function read(
  send: (options: RequestOptions, callback: (res: IncomingMessage) => void) => ClientRequest,
  options: RequestOptions,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = send(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Polls until the condition holds, failing after the deadline. */
async function until<T>(attempt: () => Promise<T>, done: (value: T) => boolean, ms = 6000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await attempt();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const SHOP = { host: 'shop.example.com' };
const PUBLIC = 'public, s-maxage=60';

/** Stored (a second request is a HIT the storefront never sees) or not (MISS both times). */
const STORAGE_CASES: Array<{ name: string; answer: Scripted; stored: boolean }> = [
  {
    name: 'public with s-maxage',
    answer: { status: 200, headers: { 'cache-control': PUBLIC } },
    stored: true,
  },
  {
    name: 's-maxage alone',
    answer: { status: 200, headers: { 'cache-control': 's-maxage=60' } },
    stored: true,
  },
  {
    name: 'public with max-age',
    answer: { status: 200, headers: { 'cache-control': 'public, max-age=60' } },
    stored: true,
  },
  {
    name: 'max-age without public (the browser’s alone)',
    answer: { status: 200, headers: { 'cache-control': 'max-age=60' } },
    stored: false,
  },
  {
    name: 'public without a lifetime',
    answer: { status: 200, headers: { 'cache-control': 'public' } },
    stored: false,
  },
  {
    name: 's-maxage=0',
    answer: { status: 200, headers: { 'cache-control': 'public, max-age=60, s-maxage=0' } },
    stored: false,
  },
  { name: 'no Cache-Control', answer: { status: 200, headers: {} }, stored: false },
  ...['private', 'no-store', 'no-cache'].map((directive) => ({
    name: `${directive} beside s-maxage`,
    answer: { status: 200, headers: { 'cache-control': `${directive}, s-maxage=60` } },
    stored: false,
  })),
  {
    name: 'Set-Cookie',
    answer: { status: 200, headers: { 'cache-control': PUBLIC, 'set-cookie': 'session=1; Path=/' } },
    stored: false,
  },
  ...[404, 301, 500].map((status) => ({
    name: `status ${status}`,
    answer: { status, headers: { 'cache-control': PUBLIC, location: '/elsewhere' } },
    stored: false,
  })),
  {
    name: 'Vary: Accept-Encoding',
    answer: { status: 200, headers: { 'cache-control': PUBLIC, vary: 'Accept-Encoding' } },
    stored: true,
  },
  {
    name: "Vary on Next's router headers",
    answer: {
      status: 200,
      headers: {
        'cache-control': PUBLIC,
        vary: 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding',
      },
    },
    stored: true,
  },
  ...['cookie', 'accept-language', '*'].map((vary) => ({
    name: `Vary: ${vary}`,
    answer: { status: 200, headers: { 'cache-control': PUBLIC, vary: `Accept-Encoding, ${vary}` } },
    stored: false,
  })),
];

const BYPASSING: Array<{ name: string; method?: string; headers?: Record<string, string> }> = [
  ...BYPASS_HEADERS.map((header) => ({ name: header, headers: { [header]: '1' } })),
  { name: 'HEAD', method: 'HEAD' },
  { name: 'POST', method: 'POST' },
];

function cacheRules(name: string, target: () => Target) {
  describe(`${name}: the edge cache's rules`, () => {
    let n = 0;
    /** A path of the case's own, so the cases share no entry. */
    const fresh = (answer: Scripted) => {
      const path = `/case-${++n}`;
      target().script(path, answer);
      return path;
    };

    it.each(STORAGE_CASES)('stores $name: $stored', async ({ answer, stored }) => {
      const t = target();
      const path = fresh(answer);
      const first = await t.request(path, { headers: SHOP });
      expect(first.status).toBe(answer.status);
      expect(first.headers['x-edge-cache']).toBe('MISS');
      const second = await t.request(path, { headers: SHOP });
      expect(second.headers['x-edge-cache']).toBe(stored ? 'HIT' : 'MISS');
      expect(second.body === first.body).toBe(stored);
      expect(t.hits(path)).toBe(stored ? 1 : 2);
    });

    it.each(BYPASSING)('$name bypasses the cache: never served from it, never stored', async (bypass) => {
      const t = target();
      const init = { method: bypass.method, headers: { ...SHOP, ...bypass.headers } };
      const stored = fresh({ status: 200, headers: { 'cache-control': PUBLIC } });
      await t.request(stored, { headers: SHOP });
      const bypassed = await t.request(stored, init);
      expect(bypassed.headers['x-edge-cache']).toBeUndefined();
      expect(t.hits(stored)).toBe(2);

      const unseen = fresh({ status: 200, headers: { 'cache-control': PUBLIC } });
      await t.request(unseen, init);
      expect((await t.request(unseen, { headers: SHOP })).headers['x-edge-cache']).toBe('MISS');
      expect(t.hits(unseen)).toBe(2);
    });

    it('keys on host, address with its query, and gzip or identity', async () => {
      const t = target();
      const path = fresh({ status: 200, headers: { 'cache-control': PUBLIC, vary: 'Accept-Encoding' } });
      const variants = [
        { path, headers: { ...SHOP, 'accept-encoding': 'gzip, deflate, br' } },
        { path, headers: { ...SHOP } },
        { path, headers: { host: 'shop.example.ca', 'accept-encoding': 'gzip' } },
        { path: `${path}?page=2`, headers: { ...SHOP, 'accept-encoding': 'gzip' } },
      ];
      for (const variant of variants)
        expect((await t.request(variant.path, { headers: variant.headers })).headers['x-edge-cache']).toBe(
          'MISS',
        );
      expect(t.hits(path)).toBe(variants.length);
      // Another client accepting gzip, in other words, shares the first entry.
      const again = await t.request(path, { headers: { ...SHOP, 'accept-encoding': 'gzip' } });
      expect(again.headers['x-edge-cache']).toBe('HIT');
      expect(t.hits(path)).toBe(variants.length);
    });

    /** A locale segment of the case's own ("/ab-zz"), so the cases share no page. */
    const locale = () => {
      const i = ++n;
      const letter = (k: number) => String.fromCharCode(97 + (Math.floor(k) % 26));
      return `/${letter(i / 26)}${letter(i)}-zz`;
    };

    it.each([
      ['home', ''],
      ['product', '/p/K100'],
      ['category', '/category/kits/2'],
    ])('keys and forwards a %s page without its query', async (_kind, rest) => {
      const t = target();
      const path = `${locale()}${rest}`;
      t.script(path, { status: 200, headers: { 'cache-control': PUBLIC } });
      const first = await t.request(`${path}?bust=1`, { headers: SHOP });
      expect(first.headers['x-edge-cache']).toBe('MISS');
      expect(first.body).toMatch(new RegExp(`GET ${path}$`));
      for (const query of ['?utm_source=mail&gclid=x', '', '?bust=2'])
        expect((await t.request(`${path}${query}`, { headers: SHOP })).headers['x-edge-cache']).toBe('HIT');
      expect(t.hits(path)).toBe(1);
    });

    it.each([
      ['/robots.txt'],
      ['/sitemap.xml'],
      ['/sitemaps/en-us.xml'],
      ['/sitemaps/en-us-2.xml'],
      ['/images/products/A100123/abcdefghijklmnop-640.avif'],
    ])('keys and forwards %s without its query', async (path) => {
      const t = target();
      t.script(path, { status: 200, headers: { 'cache-control': PUBLIC } });
      const first = await t.request(`${path}?bust=1`, { headers: SHOP });
      expect(first.headers['x-edge-cache']).toBe('MISS');
      expect(first.body).toMatch(new RegExp(`GET ${path.replaceAll('.', '\\.')}$`));
      for (const query of ['', '?bust=2'])
        expect((await t.request(`${path}${query}`, { headers: SHOP })).headers['x-edge-cache']).toBe('HIT');
      expect(t.hits(path)).toBe(1);
    });

    it('keys and forwards the search page on its known parameters, trimmed, defaults left out, in order', async () => {
      const t = target();
      const path = `${locale()}/search.html`;
      t.script(path, { status: 200, headers: { 'cache-control': PUBLIC } });
      const first = await t.request(`${path}?sort=price-asc&q=kit&format=kit&utm_source=mail`, {
        headers: SHOP,
      });
      expect(first.headers['x-edge-cache']).toBe('MISS');
      expect(first.body).toMatch(new RegExp(`GET ${path}\\?q=kit&format=kit&sort=price-asc$`));
      for (const query of [
        '?q=kit&format=kit&sort=price-asc',
        '?q=%20kit%20&page=1&format=kit&sort=price-asc&bust=3',
        '?format=kit&category=made-up&sort=price-asc&fbclid=x&q=+kit',
      ])
        expect((await t.request(`${path}${query}`, { headers: SHOP })).headers['x-edge-cache']).toBe('HIT');
      expect(t.hits(path)).toBe(1);

      for (const query of ['?q=kit&format=kit&sort=price-asc&page=2', '?q=kits&format=kit&sort=price-asc'])
        expect((await t.request(`${path}${query}`, { headers: SHOP })).headers['x-edge-cache']).toBe('MISS');
      const plain = await t.request(`${path}?q=kit&sort=recommended&page=1`, { headers: SHOP });
      expect(plain.body).toMatch(new RegExp(`GET ${path}\\?q=kit$`));
      expect((await t.request(`${path}?q=kit`, { headers: SHOP })).headers['x-edge-cache']).toBe('HIT');
      expect(t.hits(path)).toBe(4);
    });

    it('keys the search page on the several values of a filter, in its own order, whatever order they came in', async () => {
      const t = target();
      const path = `${locale()}/search.html`;
      t.script(path, { status: 200, headers: { 'cache-control': PUBLIC } });
      const first = await t.request(`${path}?format=manual&age=adult&format=kit&q=kit`, { headers: SHOP });
      expect(first.headers['x-edge-cache']).toBe('MISS');
      expect(first.body).toMatch(new RegExp(`GET ${path}\\?q=kit&format=kit&format=manual&age=adult$`));
      for (const query of [
        '?q=kit&format=kit&format=manual&age=adult',
        '?age=adult&format=kit&format=manual&format=kit&q=kit',
        '?format=manual&format=poster&q=kit&format=kit&age=adult&utm_source=mail',
      ])
        expect((await t.request(`${path}${query}`, { headers: SHOP })).headers['x-edge-cache']).toBe('HIT');
      expect(t.hits(path)).toBe(1);
      for (const query of [
        '?q=kit&format=kit&age=adult',
        '?q=kit&format=kit&format=manual&age=adult&age=adolescent',
      ])
        expect((await t.request(`${path}${query}`, { headers: SHOP })).headers['x-edge-cache']).toBe('MISS');
      expect(t.hits(path)).toBe(3);
    });

    it('has the storefront render a missing page once for the requests that ask for it together', async () => {
      const t = target();
      const path = `${locale()}/p/K300`;
      t.script(path, { status: 200, headers: { 'cache-control': PUBLIC }, delayMs: 300 });
      const answers = await Promise.all(
        [1, 2, 3, 4].map((i) => t.request(`${path}?bust=${i}`, { headers: SHOP })),
      );
      expect(answers.map((a) => a.headers['x-edge-cache']).sort()).toEqual(['HIT', 'HIT', 'HIT', 'MISS']);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(t.hits(path)).toBe(1);
    });

    it('forwards a request that bypasses the cache with its whole query', async () => {
      const t = target();
      const path = `${locale()}/p/K200`;
      t.script(path, { status: 200, headers: { 'cache-control': PUBLIC } });
      const posted = await t.request(`${path}?bust=1`, { method: 'POST', headers: SHOP });
      expect(posted.body).toMatch(new RegExp(`POST ${path}\\?bust=1$`));
    });

    it('serves a stale entry once more while it fetches a fresh one, within stale-while-revalidate', async () => {
      const t = target();
      const path = fresh({
        status: 200,
        headers: { 'cache-control': 'public, s-maxage=1, stale-while-revalidate=30' },
      });
      const first = await t.request(path, { headers: SHOP });
      const stale = await until(
        () => t.request(path, { headers: SHOP }),
        (answer) => answer.headers['x-edge-cache'] !== 'HIT',
      );
      expect(stale.headers['x-edge-cache']).toBe('STALE');
      expect(stale.body).toBe(first.body);
      const refreshed = await until(
        () => t.request(path, { headers: SHOP }),
        (answer) => answer.headers['x-edge-cache'] === 'HIT' && answer.body !== first.body,
      );
      expect(refreshed.body).not.toBe(first.body);
      expect(t.hits(path)).toBe(2);
    });

    it('fetches an expired entry again before answering without stale-while-revalidate', async () => {
      const t = target();
      const path = fresh({ status: 200, headers: { 'cache-control': 'public, s-maxage=1' } });
      const first = await t.request(path, { headers: SHOP });
      const expired = await until(
        () => t.request(path, { headers: SHOP }),
        (answer) => answer.headers['x-edge-cache'] !== 'HIT',
      );
      expect(expired.headers['x-edge-cache']).toBe('MISS');
      expect(expired.body).not.toBe(first.body);
      expect(t.hits(path)).toBe(2);
    });
  });
}

describe('the embedded edge', () => {
  let storefront: Awaited<ReturnType<typeof scriptedStorefront>>;
  let edge: Server;
  let port = 0;
  beforeAll(async () => {
    storefront = await scriptedStorefront();
    edge = createEdge({
      upstream: new URL(`http://127.0.0.1:${storefront.port}`),
      trustedProxies: '127.0.0.1',
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    port = (edge.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => edge.close(resolve));
    await new Promise((resolve) => storefront.server.close(resolve));
  });
  cacheRules('embedded edge', () => ({
    request: (path, init = {}) =>
      read(httpRequest, {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: init.headers,
      }),
    hits: storefront.hits,
    script: storefront.script,
  }));
});

describe.skipIf(!existsSync(NGINX))('nginx in front of the cluster', () => {
  let storefront: Awaited<ReturnType<typeof scriptedStorefront>>;
  let nginx: RunningNginx;
  let dir = '';
  let port = 0;
  let ca = '';
  beforeAll(async () => {
    storefront = await scriptedStorefront();
    dir = mkdtempSync(join(tmpdir(), 'cache-rules-nginx-'));
    const certificate = ensureCertificate(join(dir, 'tls'));
    ca = readFileSync(certificate.certFile, 'utf8');
    port = await freePort();
    nginx = await startNginx({
      dir: join(dir, 'nginx'),
      httpsPort: port,
      httpPort: await freePort(),
      platformPort: await freePort(),
      certificate,
      storefronts: [`127.0.0.1:${storefront.port}`],
      platforms: [`127.0.0.1:${storefront.port}`],
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => storefront.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  cacheRules('nginx', () => ({
    request: (path, init = {}) =>
      read(httpsRequest, {
        host: '127.0.0.1',
        port,
        ca,
        path,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
      }),
    hits: storefront.hits,
    script: storefront.script,
  }));
});
