import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '@store/config';
import { redisServerInstalled } from '@store/service-runtime/redis-testing';
import { startRedisServer } from '../../../scripts/lib/redis.ts';
import { createPlatform } from './app.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const env = (extra: Record<string, string> = {}) =>
  loadEnv({
    LOG_LEVEL: 'silent',
    FLAGS_FILE: '/nonexistent/flags.json',
    COMMERCE_API_KEY: 'platform-test-key-0123456789',
    ...extra,
  });

/** Only content and flags: no database (production turns the payment sandbox off). */
const WITHOUT_DATA = {
  COMMERCE_BASE_URL: 'https://commerce.example.com',
  IDENTITY_BASE_URL: 'https://identity.example.com',
  NODE_ENV: 'production',
};

/** `/ready`'s answer once it has the status wanted, or its last answer at the deadline. */
async function answerWithin(platform: FastifyInstance, status: number, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await platform.inject('/ready');
    if (answer.statusCode === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the platform's health, readiness and metrics", () => {
  it('is ready once the database answers and every service is up (commerce with its catalogue), and counts requests by route pattern', async () => {
    app = createPlatform(env(), { databaseLocation: { kind: 'memory' } });
    await app.ready();
    const ready = await answerWithin(app, 200, 60_000);
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', commerce: 'ok', identity: 'ok', content: 'ok', flags: 'ok', payments: 'ok' },
    });
    const health = await app.inject('/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');

    // One platform for both: the embedded commerce takes seconds to seed its catalogue.
    await app.inject('/content/us/pages/first-steps.json');
    await app.inject('/content/us/pages/another-page.json');
    await app.inject('/nowhere/at/all');

    const metrics = await app.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    expect(text).toMatch(
      /^http_requests_total\{service="content",method="GET",route="\/content\/[^"]*\/pages\/\*",status="404"\} 2$/m,
    );
    expect(text).not.toContain('first-steps');
    expect(text).toContain(
      'http_requests_total{service="platform",method="GET",route="unmatched",status="404"} 1',
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",service="content"/);
    expect(text).toMatch(/^mail_outbox_pending \d+$/m);
    expect(text).toMatch(/^payment_webhooks_pending \d+$/m);
    expect(text).toContain('# TYPE db_pool_connections gauge');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it.skipIf(!redisServerInstalled())(
    'answers 503 naming Redis while it is down, fast, and 200 again once it is back',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'platform-ready-'));
      let redis = await startRedisServer({ dir });
      try {
        app = createPlatform(env({ ...WITHOUT_DATA, REDIS_URL: redis.url }));
        await app.ready();
        expect((await answerWithin(app, 200, 10_000)).json()).toEqual({
          status: 'ok',
          checks: { redis: 'ok', content: 'ok', flags: 'ok' },
        });

        await redis.stop();
        const down = await answerWithin(app, 503, 10_000);
        expect(down.json()).toMatchObject({ status: 'unavailable', checks: { content: 'ok', flags: 'ok' } });
        expect(down.json().checks.redis).not.toBe('ok');
        const started = performance.now();
        await app.inject('/ready');
        expect(performance.now() - started).toBeLessThan(1500);
        expect((await app.inject('/health')).statusCode).toBe(200);

        redis = await startRedisServer({ dir, port: redis.port });
        expect((await answerWithin(app, 200, 15_000)).statusCode).toBe(200);
      } finally {
        await app?.close();
        app = undefined;
        await redis.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
