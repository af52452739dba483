import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptsConnections, forwardToSystem, REACHABILITY_MS } from './forward-to-system.ts';

const servers: Server[] = [];

async function listening(): Promise<{ base: string; server: Server }> {
  const server = createServer((_req, res) => res.end('ok'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const closed = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** An address where nothing listens any more: connections to it are refused. */
async function refusingAddress(): Promise<string> {
  const { base, server } = await listening();
  await closed(server);
  return base;
}

const storeRequest = (path: string, init: RequestInit = {}) =>
  new Request(`http://shop.example.com${path}`, init);
const log = () => ({ warn: vi.fn<(fields: object, message: string) => void>() });

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => (server.listening ? closed(server) : undefined)));
});

describe('forwarding a request to a backing system', () => {
  it('answers 503 problem+json with Retry-After, naming the system, when the system refuses connections', async () => {
    const logger = log();
    const response = await forwardToSystem(
      storeRequest('/flags/ofrep/v1/evaluate/flags', { method: 'POST', body: '{}' }),
      { system: 'flags', target: new URL(`${await refusingAddress()}/ofrep/v1/evaluate/flags`) },
      { logger },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const problem = (await response.json()) as { status: number; title: string; detail: string };
    expect(problem).toMatchObject({ status: 503, title: 'Service Unavailable' });
    expect(problem.detail).toMatch(/flag service.*try again/i);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ system: 'flags', status: 503, path: '/ofrep/v1/evaluate/flags' }),
      expect.any(String),
    );
  });

  it('hands a reachable system’s request to Next.js’s rewrite, query included', async () => {
    const { base } = await listening();
    const logger = log();
    const target = new URL(`${base}/en-us/nav.json?v=2`);
    const response = await forwardToSystem(
      storeRequest('/content/en-us/nav.json?v=2'),
      { system: 'content', target },
      { logger },
    );
    expect(response.headers.get('x-middleware-rewrite')).toBe(target.href);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('asks an address once for a burst of requests, and again once the answer is old', async () => {
    const { base, server } = await listening();
    let now = 1_000_000;
    const forward = () =>
      forwardToSystem(
        storeRequest('/flags/stream'),
        { system: 'flags', target: new URL(`${base}/stream`) },
        { logger: log(), now: () => now },
      );
    expect((await forward()).status).not.toBe(503);
    await closed(server);
    // Within the moment the earlier answer is believed; after it, the system is asked again.
    expect((await forward()).status).not.toBe(503);
    now += REACHABILITY_MS;
    expect((await forward()).status).toBe(503);
  });
});

describe('the request id on a forwarded request', () => {
  const forwarded = async (headers: Record<string, string>) => {
    const { base } = await listening();
    const response = await forwardToSystem(
      storeRequest('/content/en-us/nav.json', { headers }),
      { system: 'content', target: new URL(`${base}/en-us/nav.json`) },
      { logger: log() },
    );
    return response.headers.get('x-middleware-request-x-request-id');
  };

  it("passes the edge's id on to the system", async () => {
    expect(await forwarded({ 'x-request-id': '7c2a9e0b5d4f41e3a8b6c1d2e3f40516' })).toBe(
      '7c2a9e0b5d4f41e3a8b6c1d2e3f40516',
    );
  });

  it('passes an id of its own when the request came without one, or with a malformed one', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(await forwarded({})).toMatch(uuid);
    expect(await forwarded({ 'x-request-id': 'level=fatal msg=forged' })).toMatch(uuid);
  });

  it('logs the id with the 503 of a system that does not answer', async () => {
    const logger = log();
    await forwardToSystem(
      storeRequest('/flags/stream', { headers: { 'x-request-id': '7c2a9e0b5d4f41e3a8b6c1d2e3f40516' } }),
      { system: 'flags', target: new URL(`${await refusingAddress()}/stream`) },
      { logger },
    );
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: '7c2a9e0b5d4f41e3a8b6c1d2e3f40516' }),
      expect.any(String),
    );
  });
});

describe('acceptsConnections', () => {
  it('tells a listening address from a refusing one', async () => {
    const { base } = await listening();
    await expect(acceptsConnections(new URL(base))).resolves.toBe(true);
    await expect(acceptsConnections(new URL(await refusingAddress()))).resolves.toBe(false);
  });
});
