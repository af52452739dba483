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
import { z } from 'zod';
import { STRICT_TRANSPORT_SECURITY } from '@store/contracts/transport-security';
import {
  CRAWLER_FILE,
  PRODUCT_IMAGE_FILE,
  QUERY_FREE_PAGE,
  SEARCH_PAGE,
} from '../../../services/edge-cache/src/cache-key.ts';
import { BYPASS_HEADERS } from '../../../services/edge-cache/src/cache-policy.ts';
import { CACHE_SHARES } from '../../../services/edge-cache/src/cache-shares.ts';
import { freePort } from '../ports.ts';
import { ensureCertificate } from './certificate.ts';
import type { NginxSite } from './contract.ts';
import { CACHE_ZONES, NGINX, nginxConfig, startNginx, type RunningNginx } from './nginx.ts';

const SITE: NginxSite = {
  dir: '/srv/cluster/nginx',
  httpsPort: 8443,
  httpPort: 8080,
  platformPort: 8400,
  certificate: { certFile: '/srv/cluster/tls/cert.pem', keyFile: '/srv/cluster/tls/key.pem' },
  storefronts: ['127.0.0.1:3001', '127.0.0.1:3002'],
  platforms: ['127.0.0.1:4001', '127.0.0.1:4002'],
};

const directives = (config: string, name: string) =>
  config
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith(`${name} `));

describe('nginxConfig', () => {
  const config = nginxConfig(SITE);

  it('retries on another instance only what is safe to send twice, never a 503', () => {
    const retries = directives(config, 'proxy_next_upstream');
    // The storefront's locations (all, query-free pages, crawler files, product images, search, the flag stream) and the platform's.
    expect(retries.length).toBe(7);
    for (const retry of retries) expect(retry).toBe('proxy_next_upstream error timeout http_502 http_504;');
    expect(config).not.toContain('non_idempotent');
    expect(directives(config, 'proxy_next_upstream_tries')).toEqual(
      Array(7).fill('proxy_next_upstream_tries 2;'),
    );
  });

  it("bypasses nginx's cache on the embedded edge's own list of headers", () => {
    const source = config.match(/map "([^"]+)" \$edge_bypass_headers/)?.[1];
    expect(source?.split('$http_').filter(Boolean)).toEqual(
      BYPASS_HEADERS.map((h) => h.replaceAll('-', '_')),
    );
    const vary = config.match(/map \$upstream_http_vary \$edge_vary_other \{\s*"" "";\s*"([^"]+)"/)?.[1];
    expect(vary).toContain(`(${['accept-encoding', ...BYPASS_HEADERS].join('|')})`);
    expect(directives(config, 'proxy_cache_key')).toEqual([
      'proxy_cache_key "$scheme://$store_host$request_uri|$edge_encoding";',
      'proxy_cache_key "$scheme://$store_host$uri$is_args$args|$edge_encoding";',
      'proxy_cache_key "$scheme://$store_host$uri$is_args$args|$edge_encoding";',
      'proxy_cache_key "$scheme://$store_host$uri$is_args$args|$edge_encoding";',
      'proxy_cache_key "$scheme://$store_host$uri$is_args$args|$edge_encoding";',
    ]);
  });

  it("gives each route class a cache zone of its own, sized by the edge's shares", () => {
    const zones = directives(config, 'proxy_cache_path').map((line) => ({
      zone: line.match(/keys_zone=(\w+):/)?.[1],
      maxMb: Number(line.match(/max_size=(\d+)m/)?.[1]),
    }));
    expect(zones.map((z) => z.zone).sort()).toEqual(Object.keys(CACHE_ZONES).sort());
    const total = zones.reduce((sum, z) => sum + z.maxMb, 0);
    expect(total).toBeLessThanOrEqual(64);
    for (const { zone, maxMb } of zones) {
      const shares = CACHE_ZONES[zone as keyof typeof CACHE_ZONES];
      const fraction = shares.reduce((sum, share) => sum + CACHE_SHARES[share], 0);
      expect(maxMb).toBe(Math.round(64 * fraction));
    }
    const locationZone = (pattern: string) => {
      const start = config.indexOf(`location ~ "${pattern}" {`);
      return start < 0 ? undefined : config.slice(start).match(/proxy_cache (\w+);/)?.[1];
    };
    expect(locationZone(QUERY_FREE_PAGE)).toBe('edge_pages');
    expect(locationZone(SEARCH_PAGE)).toBe('edge_search');
    expect(locationZone(CRAWLER_FILE)).toBe('edge');
    expect(locationZone(PRODUCT_IMAGE_FILE)).toBe('edge_images');
    expect(directives(config, 'proxy_cache')).toEqual([
      'proxy_cache edge;',
      'proxy_cache edge_pages;',
      'proxy_cache edge;',
      'proxy_cache edge_images;',
      'proxy_cache edge_search;',
    ]);
  });

  it('marks the instances the health watch took out down, unless that would be all of them', () => {
    const oneDown = nginxConfig(SITE, { down: ['127.0.0.1:3002'] });
    expect(oneDown).toContain('server 127.0.0.1:3001 max_fails=0;');
    expect(oneDown).toContain('server 127.0.0.1:3002 max_fails=0 down;');
    expect(oneDown).toContain('server 127.0.0.1:4002 max_fails=0;');
    const allDown = nginxConfig(SITE, { down: SITE.storefronts });
    expect(allDown).not.toContain(' down;');
  });

  it('answers for the platform instances as the storefront does when a system is not answering', () => {
    const platform = config.slice(config.indexOf(`listen 127.0.0.1:${SITE.platformPort};`));
    expect(platform).toMatch(/location @unavailable \{[^}]*add_header Retry-After 5 always;\s*return 503 '/);
  });

  it('sends one Strict-Transport-Security, the storefront’s own value', () => {
    expect(config).toContain(`add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`);
    expect(directives(config, 'proxy_hide_header')).toContain('proxy_hide_header Strict-Transport-Security;');
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(
  request: (options: RequestOptions, callback: (res: IncomingMessage) => void) => ClientRequest,
  options: RequestOptions,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** An instance that echoes what it received, answers /flaky with a 502 when told to, and drops /drop. */
async function instance(name: string, flaky: boolean) {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    if (flaky && req.url === '/drop') {
      req.resume();
      req.on('end', () => req.socket.destroy());
      return;
    }
    if (flaky && req.url === '/flaky') {
      res.writeHead(502).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      'strict-transport-security': 'max-age=60',
    });
    res.end(JSON.stringify({ name, headers: req.headers }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, hits, hostPort: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.skipIf(!existsSync(NGINX))('nginx in front of two instances', () => {
  let dir = '';
  let ca = '';
  let site: NginxSite;
  let nginx: RunningNginx;
  let instances: Array<Awaited<ReturnType<typeof instance>>> = [];
  const servers = (): Server[] => instances.map((i) => i.server);
  const https = (
    path: string,
    init: { method?: string; headers?: Record<string, string> } = {},
    body?: string,
  ) => send(httpsRequest, { host: '127.0.0.1', port: site.httpsPort, ca, path, agent: false, ...init }, body);

  beforeAll(async () => {
    instances = [await instance('a', true), await instance('b', false)];
    dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    const certificate = ensureCertificate(join(dir, 'tls'));
    ca = readFileSync(certificate.certFile, 'utf8');
    site = {
      dir: join(dir, 'nginx'),
      httpsPort: await freePort(),
      httpPort: await freePort(),
      platformPort: await freePort(),
      certificate,
      storefronts: instances.map((i) => i.hostPort),
      platforms: instances.map((i) => i.hostPort),
    };
    nginx = await startNginx(site);
  });
  afterAll(async () => {
    await nginx?.stop();
    for (const server of servers()) await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('redirects plain HTTP to HTTPS on its port, keeping the address', async () => {
    const answer = await send(httpRequest, {
      host: '127.0.0.1',
      port: site.httpPort,
      path: '/en-ca/search?q=1',
      headers: { host: 'shop.example.ca' },
    });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`https://shop.example.ca:${site.httpsPort}/en-ca/search?q=1`);
  });

  it('tells the instance the client’s host, HTTPS, its address and a request id; one HSTS back', async () => {
    const answer = await https('/echo', {
      headers: { host: 'shop.example.nl:8443', 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'forged' },
    });
    const { headers } = z
      .object({ headers: z.record(z.string(), z.string()) })
      .parse(JSON.parse(answer.body));
    expect(headers).toMatchObject({
      host: 'shop.example.nl:8443',
      'x-forwarded-host': 'shop.example.nl:8443',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
    });
    expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('keeps /metrics private on both listeners', async () => {
    const outside = await https('/metrics');
    expect(outside.status).toBe(404);
    expect(outside.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const platform = await send(httpRequest, {
      host: '127.0.0.1',
      port: site.platformPort,
      path: '/metrics',
    });
    expect(platform.status).toBe(404);
    expect(instances.flatMap((i) => i.hits).filter((hit) => hit.includes('metrics'))).toEqual([]);
  });

  it('refuses a body larger than the store takes with a problem, before any instance sees it', async () => {
    const answer = await https('/api/customer/qualifications', {
      method: 'POST',
      headers: { 'content-length': String(64 * 1024 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 413, instance: '/api/customer/qualifications' });
  });

  it('never sends a POST that reached an instance to another one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await https('/drop', { method: 'POST' }, 'order=1')).status);
    const [a, b] = instances.map((i) => i.hits.filter((hit) => hit === 'POST /drop').length);
    expect(a).toBeGreaterThan(0);
    expect((a ?? 0) + (b ?? 0)).toBe(4);
    expect(statuses.filter((status) => status === 502)).toHaveLength(a ?? -1);
  });

  it('sends a GET on to the other instance when one answers 502 (the platform listener)', async () => {
    for (let i = 0; i < 4; i++) {
      const answer = await send(httpRequest, { host: '127.0.0.1', port: site.platformPort, path: '/flaky' });
      expect(answer.status).toBe(200);
    }
    const [a, b] = instances.map((i) => i.hits.filter((hit) => hit === 'GET /flaky').length);
    expect(a).toBeGreaterThan(0);
    expect(b).toBe(4);
  });
});
