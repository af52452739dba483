import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEdge } from './edge.ts';

let upstream: Server;
let edge: Server;
let base: string;
let hits: Record<string, number>;
let clock: number;
let upstreamUrl: URL;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeEach(async () => {
  hits = {};
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
    } else if (path === '/private') {
      res.writeHead(200, {
        'cache-control': 'private, no-store',
        'x-middleware-rewrite': 'http://10.0.0.7:4000/x',
      });
      res.end(`private ${hits[path]}`);
    } else if (path === '/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
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
  edge = createEdge({ upstream: upstreamUrl, trustedProxies: '127.0.0.1,::1', now: () => clock });
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

  it('passes an event stream through as it arrives', async () => {
    const response = await fetch(`${base}/stream`);
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('data: first\n\n');
    await reader.cancel();
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
