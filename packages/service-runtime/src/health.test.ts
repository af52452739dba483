import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpCheck, reportStatus, runChecks } from './health.ts';
import { redisCheck } from './redis-check.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function serve(status: number): Promise<string> {
  server = createServer((_req, res) => res.writeHead(status).end());
  return new Promise((resolve) =>
    server?.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server?.address() as AddressInfo).port}`),
    ),
  );
}

describe('runChecks', () => {
  it('is ok, and 200, when every check is', async () => {
    const report = await runChecks({ database: async () => undefined, redis: async () => undefined });
    expect(report).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    expect(reportStatus(report)).toBe(200);
  });

  it('names the failing check with its reason, and is 503', async () => {
    const report = await runChecks({
      database: async () => undefined,
      redis: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    expect(report).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'connect ECONNREFUSED' },
    });
    expect(reportStatus(report)).toBe(503);
  });

  it('gives up on a check that does not answer within the timeout', async () => {
    const started = performance.now();
    const report = await runChecks({ slow: () => new Promise<void>(() => undefined) }, 50);
    expect(report.checks.slow).toBe('no answer within 50 ms');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('httpCheck', () => {
  it('passes on a 200 and names the status otherwise', async () => {
    const ok = await serve(200);
    await expect(httpCheck(`${ok}/ready`)()).resolves.toBeUndefined();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const down = await serve(503);
    await expect(httpCheck(`${down}/ready`)()).rejects.toThrow(`${down}/ready answered 503`);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    await expect(httpCheck(`${down}/ready`)()).rejects.toThrow(`${down}/ready did not answer (ECONNREFUSED)`);
  });
});

describe('redisCheck', () => {
  it('fails fast when nothing listens at the address', async () => {
    const closed = await serve(200);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const redis = redisCheck(closed.replace('http:', 'redis:'));
    const report = await runChecks({ redis: redis.check });
    await redis.close();
    expect(report.status).toBe('unavailable');
    expect(report.checks.redis).not.toBe('ok');
  });
});
