import { createHash } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEdge } from './edge.ts';

let upstream: Server;
let edge: Server;
let base: string;
let hits: Record<string, number>;
let clock: number;
let upstreamUrl: URL;
let blocked: unknown[];

const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline' https://www.googletagmanager.com";
/** Scripts as Next.js and React write them: the payload's start and a chunk, React's shell time and a boundary. */
const SCRIPTS = [
  '(self.__next_f=self.__next_f||[]).push([0])',
  'self.__next_f.push([1,"a"])',
  'requestAnimationFrame(function(){$RT=performance.now()});',
  '$RC("B:0","S:0")',
];
/** Scripts injected into the storefront's HTML, one disguised as a payload chunk. */
const INJECTED = ['alert(1)', 'self.__next_f.push([1,"x"]);alert(1)'];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The policy the edge writes for the shop page: its framework scripts' hashes and no 'unsafe-inline'. */
const SHOP_POLICY = `default-src 'self'; script-src 'self' https://www.googletagmanager.com ${SCRIPTS.map(sha256).join(' ')}`;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeEach(async () => {
  hits = {};
  blocked = [];
  clock = 1_000_000;
  upstream = createServer((req, res) => {
    const path = req.url ?? '/';
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === '/page') {
      res.writeHead(200, {
        'content-type': 'text/html',
        'cache-control': 's-maxage=60, stale-while-revalidate=300',
      });
      res.end(`<p>page ${hits[path]} for ${req.headers.host}</p>`);
    } else if (path === '/shop') {
      // Compressed, as Next.js answers a client that accepts gzip.
      const headers = {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'content-security-policy': POLICY,
        'cache-control': 's-maxage=60',
        etag: '"v1"',
      };
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(200, headers);
      res.end(
        gzipSync(
          `<html><head><script src="/a.js" async=""></script><script>${SCRIPTS[0]}</script></head>` +
            `<body><p>shop ${hits[path]}</p><script>${INJECTED[0]}</script><script>${SCRIPTS[1]}</script>` +
            `<script type="application/ld+json">{"name":"Kit"}</script><script>${INJECTED[1]}</script>` +
            `<script id="_R_">${SCRIPTS[2]}</script><script>${SCRIPTS[3]}</script></body></html>`,
        ),
      );
    } else if (path === '/private') {
      res.writeHead(200, {
        'cache-control': 'private, no-store',
        'x-middleware-rewrite': 'http://10.0.0.7:4000/x',
      });
      res.end(`private ${hits[path]}`);
    } else if (path === '/stream') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        'content-security-policy': POLICY,
      });
      res.write('data: first\n\n');
    } else if (path === '/forwarded') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          proto: req.headers['x-forwarded-proto'],
          host: req.headers['x-forwarded-host'],
          for: req.headers['x-forwarded-for'],
          port: req.headers['x-forwarded-port'] ?? null,
          forwarded: req.headers.forwarded ?? null,
        }),
      );
    } else if (path === '/echo') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => res.end(`${req.method} ${body}`));
    } else {
      res.writeHead(404).end();
    }
  });
  upstreamUrl = new URL(`http://127.0.0.1:${await listen(upstream)}`);
  edge = createEdge({
    upstream: upstreamUrl,
    trustedProxies: '127.0.0.1,::1',
    now: () => clock,
    onBlockedScripts: (report) => blocked.push(report),
  });
  base = `http://127.0.0.1:${await listen(edge)}`;
});

afterEach(async () => {
  edge.closeAllConnections();
  upstream.closeAllConnections();
  await new Promise((r) => edge.close(r));
  await new Promise((r) => upstream.close(r));
});

describe('the edge cache', () => {
  it('serves a shareable page from memory until it expires', async () => {
    const first = await fetch(`${base}/page`);
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    expect(await first.text()).toBe('<p>page 1 for ' + new URL(base).host + '</p>');
    const second = await fetch(`${base}/page`);
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    expect(await second.text()).toContain('page 1');
    expect(hits['/page']).toBe(1);
  });

  it('serves a stale page once while it fetches a fresh one', async () => {
    await (await fetch(`${base}/page`)).text();
    clock += 61_000;
    const stale = await fetch(`${base}/page`);
    expect(stale.headers.get('x-edge-cache')).toBe('STALE');
    expect(await stale.text()).toContain('page 1');
    await expect.poll(() => hits['/page']).toBe(2);
    await expect.poll(async () => (await (await fetch(`${base}/page`)).text()).includes('page 2')).toBe(true);
  });

  it('keeps one entry per host', async () => {
    await (await fetch(`${base}/page`)).text();
    // fetch cannot set Host; a plain request can, as a browser on another domain would.
    const other = await new Promise<string>((resolve) => {
      request(`${base}/page`, { headers: { host: 'shop.example.ca' } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(body));
      }).end();
    });
    expect(other).toContain('for shop.example.ca');
  });

  it('never keeps a private answer, a router request or a POST', async () => {
    const first = await fetch(`${base}/private`);
    expect(first.headers.get('x-middleware-rewrite')).toBeNull();
    expect(await first.text()).toBe('private 1');
    expect(await (await fetch(`${base}/private`)).text()).toBe('private 2');
    await (await fetch(`${base}/page`)).text();
    await (await fetch(`${base}/page`, { headers: { rsc: '1' } })).text();
    expect(hits['/page']).toBe(2);
    expect(await (await fetch(`${base}/echo`, { method: 'POST', body: 'hello' })).text()).toBe('POST hello');
  });

  it('passes an event stream through as it arrives, its headers untouched', async () => {
    const response = await fetch(`${base}/stream`);
    expect(response.headers.get('content-security-policy')).toBe(POLICY);
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('data: first\n\n');
    await reader.cancel();
  });

  describe('the content security policy of a page', () => {
    it("allows the scripts Next.js and React wrote by their hashes, no injected one and no 'unsafe-inline'", async () => {
      const response = await fetch(`${base}/shop`);
      expect(response.headers.get('content-security-policy')).toBe(SHOP_POLICY);
      for (const script of INJECTED)
        expect(response.headers.get('content-security-policy')).not.toContain(sha256(script));
      expect(response.headers.get('x-edge-cache')).toBe('MISS');
      expect(await response.text()).toContain('<p>shop 1</p>');
    });

    it('reports the injected scripts it blocked, once per page read', async () => {
      await (await fetch(`${base}/shop`)).text();
      await (await fetch(`${base}/shop`)).text();
      expect(blocked).toEqual([{ path: '/shop', count: 2, first: 'alert(1)' }]);
      await (await fetch(`${base}/page`)).text();
      expect(blocked).toHaveLength(1);
    });

    it('serves a stored page again with the same policy', async () => {
      await (await fetch(`${base}/shop`)).text();
      const again = await fetch(`${base}/shop`);
      expect(again.headers.get('x-edge-cache')).toBe('HIT');
      expect(again.headers.get('content-security-policy')).toBe(SHOP_POLICY);
      expect(await again.text()).toContain('<p>shop 1</p>');
      expect(hits['/shop']).toBe(1);
    });

    it("writes a policy without 'unsafe-inline' for a HEAD request", async () => {
      const head = await fetch(`${base}/shop`, { method: 'HEAD' });
      expect(head.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self' https://www.googletagmanager.com",
      );
    });

    it('sends no policy with a 304, so the browser keeps the one it stored with the page', async () => {
      const notModified = await fetch(`${base}/shop`, { headers: { 'if-none-match': '"v1"' } });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('content-security-policy')).toBeNull();
    });
  });

  it.each(['TRACE', 'PROPFIND'])('answers %s with 405 and the methods the store accepts', async (method) => {
    const response = await new Promise<{ status: number; type: string; allow: string; body: string }>(
      (resolve, reject) => {
        const req = request(`${base}/echo`, { method }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              allow: String(res.headers.allow),
              body,
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(response.status).toBe(405);
    expect(response.type).toMatch(/^application\/problem\+json/);
    expect(response.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(JSON.parse(response.body)).toMatchObject({ status: 405, instance: '/echo' });
    expect(hits['/echo']).toBeUndefined();
  });

  describe('forwarded headers', () => {
    const FORGED = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-port': '443',
      forwarded: 'for=203.0.113.9;proto=https',
    };
    const seenUpstream = async (from: string) =>
      (await (await fetch(`${from}/forwarded`, { headers: FORGED })).json()) as Record<string, unknown>;

    it('drops a forged X-Forwarded-Proto, Host and For from an address that is not a trusted proxy', async () => {
      edge.closeAllConnections();
      await new Promise((r) => edge.close(r));
      edge = createEdge({ upstream: upstreamUrl, trustedProxies: '10.0.0.0/8' });
      base = `http://127.0.0.1:${await listen(edge)}`;
      expect(await seenUpstream(base)).toEqual({
        proto: 'http',
        host: new URL(base).host,
        for: '127.0.0.1',
        port: null,
        forwarded: null,
      });
    });

    it("keeps a trusted proxy's X-Forwarded-Proto and Host and appends its address", async () => {
      expect(await seenUpstream(base)).toEqual({
        proto: 'https',
        host: 'evil.example',
        for: '203.0.113.9, 127.0.0.1',
        port: '443',
        forwarded: 'for=203.0.113.9;proto=https',
      });
    });

    it('sets them itself when a trusted proxy sends none', async () => {
      expect(await (await fetch(`${base}/forwarded`)).json()).toEqual({
        proto: 'http',
        host: new URL(base).host,
        for: '127.0.0.1',
        port: null,
        forwarded: null,
      });
    });

    it('keeps HTTPS and HTTP answers of one address apart', async () => {
      await (await fetch(`${base}/page`, { headers: { 'x-forwarded-proto': 'https' } })).text();
      const plain = await fetch(`${base}/page`);
      expect(plain.headers.get('x-edge-cache')).toBe('MISS');
      await plain.text();
    });
  });

  it('keeps nothing with cache: false, and still writes the policy and refuses unknown methods', async () => {
    edge.closeAllConnections();
    await new Promise((r) => edge.close(r));
    edge = createEdge({ upstream: upstreamUrl, trustedProxies: '127.0.0.1,::1', cache: false });
    base = `http://127.0.0.1:${await listen(edge)}`;
    for (const round of [1, 2]) {
      const page = await fetch(`${base}/page`);
      expect(page.headers.get('x-edge-cache')).toBeNull();
      expect(await page.text()).toContain(`page ${round}`);
      const shop = await fetch(`${base}/shop`);
      expect(shop.headers.get('content-security-policy')).toBe(SHOP_POLICY);
      expect(await shop.text()).toContain(`<p>shop ${round}</p>`);
    }
    expect(hits).toMatchObject({ '/page': 2, '/shop': 2 });
    const trace = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}/echo`, { method: 'TRACE' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(trace).toBe(405);
  });

  it('answers 502 with a readable message when the storefront is down', async () => {
    upstream.closeAllConnections();
    await new Promise((r) => upstream.close(r));
    const response = await fetch(`${base}/private`);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({
      title: 'Bad Gateway',
      status: 502,
      detail: expect.stringMatching(/try again/),
      instance: '/private',
    });
  });
});
