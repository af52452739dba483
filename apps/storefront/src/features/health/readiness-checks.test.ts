import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadEnv } from '@store/config';
import { runChecks } from '@store/service-runtime/health';
import { afterEach, describe, expect, it } from 'vitest';
import { readinessChecks } from './readiness-checks.ts';

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

async function refusingPort(): Promise<number> {
  const port = await platform(200);
  await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
  return port;
}

describe('readinessChecks', () => {
  it("is ready when the platform's /health answers 200", async () => {
    const env = loadEnv({ PLATFORM_PORT: String(await platform(200)) });
    expect(await runChecks(readinessChecks(env))).toEqual({ status: 'ok', checks: { platform: 'ok' } });
  });

  it('names the platform when it does not answer, and a system elsewhere that takes no connections', async () => {
    const port = await refusingPort();
    const env = loadEnv({ PLATFORM_PORT: String(port), COMMERCE_BASE_URL: `http://127.0.0.1:${port}` });
    const report = await runChecks(readinessChecks(env));
    expect(report.status).toBe('unavailable');
    expect(report.checks.platform).not.toBe('ok');
    expect(report.checks.commerce).toBe(`127.0.0.1:${port} takes no connections`);
    expect(Object.keys(report.checks).sort()).toEqual(['commerce', 'platform']);
  });

  it('asks no platform when every system is elsewhere and the payment sandbox is off', async () => {
    const port = await platform(200);
    const base = `http://127.0.0.1:${port}`;
    const env = loadEnv({
      NODE_ENV: 'production',
      COMMERCE_BASE_URL: base,
      IDENTITY_BASE_URL: `${base}/am`,
      CONTENT_BASE_URL: `${base}/content`,
      FLAGS_BASE_URL: `${base}/flags`,
    });
    expect(await runChecks(readinessChecks(env))).toEqual({
      status: 'ok',
      checks: { commerce: 'ok', identity: 'ok', content: 'ok', flags: 'ok' },
    });
  });
});
