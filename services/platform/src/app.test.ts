import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadEnv } from '@store/config';
import { createPlatform } from './app.ts';
import { activeMounts, commerceWebhook } from './mounts.ts';

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

const platform = (e: ReturnType<typeof env>) => createPlatform(e, { databaseLocation: { kind: 'memory' } });

describe('createPlatform', () => {
  it('mounts every embedded service under its prefix', async () => {
    app = platform(env());
    const flags = await app.inject('/flags/health');
    expect(flags.statusCode).toBe(200);
    expect(flags.json()).toMatchObject({ status: 'ok' });

    const evaluation = await app.inject({
      method: 'POST',
      url: '/flags/ofrep/v1/evaluate/flags',
      payload: { context: { targetingKey: 'anonymous' } },
    });
    expect(evaluation.statusCode).toBe(200);
    expect(evaluation.json().eventStreams[0].endpoint.requestUri).toBe('/flags/stream');

    const footer = await app.inject('/content/us/footer-content.json');
    expect(footer.statusCode).toBe(200);
    expect(footer.headers['content-type']).toMatch(/^application\/json/);

    expect((await app.inject('/health')).json()).toEqual({
      status: 'ok',
      checks: { process: 'ok' },
      services: {
        commerce: '/headless/ecommerce/v2',
        identity: '/am',
        content: '/content',
        flags: '/flags',
        payments: '/payments',
      },
    });

    const customer = await app.inject({
      method: 'POST',
      url: '/v1/customers',
      headers: {
        authorization: 'Bearer sk_test_platform',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=avery%40example.com',
    });
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toMatchObject({ object: 'customer', email: 'avery@example.com' });
    expect((await app.inject('/payments/pay/cs_test_missing')).statusCode).toBe(404);
  });

  it('has the payment sandbox sign its events for the embedded commerce webhook with the secret commerce checks', async () => {
    const settings = env({ PLATFORM_PORT: '4123' });
    const [endpoint] = await commerceWebhook(settings);
    expect(endpoint?.url).toBe('http://127.0.0.1:4123/headless/ecommerce/v2/payments/webhook');
    expect(await commerceWebhook(env({ COMMERCE_BASE_URL: 'https://commerce.example.com' }))).toEqual([]);

    app = platform(settings);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const signed = (secret: string) => {
      const time = Math.floor(Date.now() / 1000);
      return `t=${time},v1=${createHmac('sha256', secret).update(`${time}.${payload}`).digest('hex')}`;
    };
    const post = (signature: string) =>
      app!.inject({
        method: 'POST',
        url: '/headless/ecommerce/v2/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    expect((await post(signed(endpoint?.secret ?? ''))).statusCode).toBe(200);
    expect((await post(signed('whsec_another_secret'))).statusCode).toBe(400);
  });

  it('leaves out a service whose external base URL is set', async () => {
    const external = env({ CONTENT_BASE_URL: 'https://content.example.com' });
    expect(activeMounts(external).map((m) => m.name)).toEqual(['commerce', 'identity', 'flags', 'payments']);
    app = platform(external);
    expect((await app.inject('/content/us/footer-content.json')).statusCode).toBe(404);
    expect((await app.inject('/flags/health')).statusCode).toBe(200);
  });

  it('echoes a valid x-request-id, replaces an invalid one and answers unknown paths with problem+json', async () => {
    app = platform(env());
    const id = '6f1c1f0e-2b7a-4c38-9a51-0d8f0b6f7c21';
    expect(
      (await app.inject({ url: '/flags/health', headers: { 'x-request-id': id } })).headers['x-request-id'],
    ).toBe(id);
    const replaced = await app.inject({ url: '/health', headers: { 'x-request-id': 'not-a-uuid' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(replaced.headers['x-request-id']).not.toBe('not-a-uuid');

    const missing = await app.inject('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(missing.headers['x-request-id']).toBeDefined();
  });

  it("answers Fastify's own refusals as problem+json, inside and outside the services", async () => {
    app = platform(env());
    const badPath = await app.inject('/content/uk/pages/%E0%A4%A.json');
    expect(badPath.statusCode).toBe(400);
    expect(badPath.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(badPath.json()).toMatchObject({ status: 400, instance: '/content/uk/pages/%E0%A4%A.json' });

    const badJson = await app.inject({
      method: 'POST',
      url: '/nowhere',
      headers: { 'content-type': 'application/json' },
      payload: '{"unclosed":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(badJson.json()).toMatchObject({ status: 400, requestId: badJson.headers['x-request-id'] });
  });
});
