import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadEnv } from '@store/config';
import { afterEach, describe, expect, it } from 'vitest';
import { healthResponse, readyResponse } from './health.ts';

const servers: Server[] = [];
afterEach(() =>
  Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve())))),
);

async function platform(status: number): Promise<number> {
  const server = createServer((req, res) => res.writeHead(req.url === '/health' ? status : 404).end('{}'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe("the console's probes", () => {
  it('answers /health alive, never cached', async () => {
    const response = healthResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', checks: { process: 'ok' } });
  });

  it('is ready when the platform answers, and names it with a 503 when it does not', async () => {
    const ready = await readyResponse(loadEnv({ PLATFORM_PORT: String(await platform(200)) }));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { platform: 'ok' } });

    const unready = await readyResponse(loadEnv({ PLATFORM_PORT: String(await platform(503)) }));
    expect(unready.status).toBe(503);
    expect(unready.headers.get('cache-control')).toBe('no-store');
    expect((await unready.json()).checks.platform).toMatch(/answered 503$/);
  });
});
