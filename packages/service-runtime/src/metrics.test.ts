import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installHttpMetrics, processRegistry, serviceByPrefix } from './metrics.ts';

describe('installHttpMetrics', () => {
  it('counts requests by route pattern, never the raw path, and answers the exposition format', async () => {
    const app = Fastify();
    const registry = processRegistry();
    installHttpMetrics(app, {
      registry,
      serviceOf: serviceByPrefix([{ name: 'commerce', prefix: '/shop' }], 'platform'),
    });
    app.get('/shop/products/:code', async () => ({ ok: true }));
    app.get('/shop/broken', async (_request, reply) => reply.code(500).send({ broken: true }));
    await app.inject({ method: 'GET', url: '/shop/products/A100123' });
    await app.inject({ method: 'GET', url: '/shop/products/B200456' });
    await app.inject({ method: 'GET', url: '/shop/broken' });
    await app.inject({ method: 'GET', url: '/nowhere/42' });

    const response = await app.inject({ method: 'GET', url: '/metrics' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toContain(
      'http_requests_total{service="commerce",method="GET",route="/shop/products/:code",status="200"} 2',
    );
    expect(text).toContain(
      'http_requests_total{service="commerce",method="GET",route="/shop/broken",status="500"} 1',
    );
    expect(text).toContain(
      'http_requests_total{service="platform",method="GET",route="unmatched",status="404"} 1',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{service="commerce",method="GET",route="\/shop\/products\/:code"\} 2/,
    );
    expect(text).not.toContain('A100123');
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
