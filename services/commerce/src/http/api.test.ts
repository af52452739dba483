import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@store/config';
import { cartSchema, problemSchema, productSchema } from '@store/contracts/commerce';
import { openDatabase } from '@store/database';
import { createApp, MissingApiKeyError } from '../app.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { OPERATIONS } from './operations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
  const problem = problemSchema.parse(res.json());
  expect(problem.status).toBe(status);
  expect(problem.detail.length).toBeGreaterThan(10);
  return problem;
}

describe('headers (requirements §7)', () => {
  it('refuses a missing or wrong platform key with 401', async () => {
    const missing = await t.app.inject({
      url: '/headless/ecommerce/v2/catalog/version',
      headers: { 'x-site-id': 'usassessments' },
    });
    expect(expectProblem(missing, 401).detail).toContain('x-api-key');
    const wrong = await t.call({ path: '/catalog/version', headers: { 'x-api-key': `${TEST_API_KEY}x` } });
    expectProblem(wrong, 401);
  });

  it('refuses a missing or unknown site id with 400 naming the valid ones', async () => {
    expect(expectProblem(await t.call({ path: '/catalog/version', site: null }), 400).detail).toContain(
      'x-site-id',
    );
    const unknown = expectProblem(await t.call({ path: '/catalog/version', site: 'deassessments' }), 400);
    expect(unknown.detail).toContain('usassessments');
  });

  it('accepts each of the nine store ids', async () => {
    for (const site of [
      'usassessments',
      'caassessments',
      'ukassessments',
      'nlassessments',
      'esassessments',
      'auassessments',
      'nzassessments',
      'sgassessments',
      'asiaassessments',
    ]) {
      expect((await t.call({ path: '/catalog/version', site })).statusCode).toBe(200);
    }
  });

  it('checks the routing region against the site', async () => {
    expect(
      (
        await t.call({
          path: '/catalog/version',
          site: 'ukassessments',
          headers: { 'x-routing-region': 'EU' },
        })
      ).statusCode,
    ).toBe(200);
    const wrong = expectProblem(
      await t.call({
        path: '/catalog/version',
        site: 'ukassessments',
        headers: { 'x-routing-region': 'US' },
      }),
      400,
    );
    expect(wrong.detail).toContain('EU');
  });

  it("refuses a locale the site does not serve, and accepts each of the site's locales", async () => {
    expectProblem(await t.call({ path: '/categories?locale=fr-ca' }), 400);
    expect((await t.call({ path: '/categories?locale=fr-ca', site: 'caassessments' })).statusCode).toBe(200);
    expect((await t.call({ path: '/categories?locale=en-ca', site: 'caassessments' })).statusCode).toBe(200);
    expectProblem(await t.call({ path: '/categories?locale=xx-yy' }), 400);
  });

  it('echoes a UUID request id and replaces anything else', async () => {
    const id = '3f2c9a4e-8b1d-4c7e-9f00-1a2b3c4d5e6f';
    expect(
      (await t.call({ path: '/catalog/version', headers: { 'x-request-id': id } })).headers['x-request-id'],
    ).toBe(id);
    const replaced = await t.call({ path: '/catalog/version', headers: { 'x-request-id': 'evil\nline' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const problem = await t.call({ path: '/products/Z000000?locale=en-us', headers: { 'x-request-id': id } });
    expect(problemSchema.parse(problem.json()).requestId).toBe(id);
  });

  it('accepts a bearer token or a server token and refuses a malformed Authorization header', async () => {
    expect(
      (await t.call({ path: '/catalog/version', headers: { authorization: 'Bearer abc.def' } })).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ path: '/catalog/version', headers: { 'x-access-token': 'server' } })).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ path: '/catalog/version', headers: { 'x-entry-point': 'header-search' } })).statusCode,
    ).toBe(200);
    expectProblem(await t.call({ path: '/catalog/version', headers: { authorization: 'Basic abc' } }), 400);
  });

  it('refuses to start without COMMERCE_API_KEY', async () => {
    const database = await openDatabase({ kind: 'memory' });
    try {
      await expect(createApp({ env: loadEnv({}), database })).rejects.toThrow(MissingApiKeyError);
      await expect(createApp({ env: loadEnv({}), database })).rejects.toThrow(/COMMERCE_API_KEY/);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('bad input gets a problem, never a 5xx', () => {
  let cartId: string;
  beforeAll(async () => {
    cartId = cartSchema.parse((await t.call({ method: 'POST', path: '/carts' })).json()).id;
  });

  const post = (path: string, payload: string | object, headers: Record<string, string> = {}) =>
    t.call({
      method: 'POST',
      path,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('malformed JSON', async () => {
    expect(
      expectProblem(await post(`/carts/${cartId}/entries`, '{"itemCode": "A100123-KIT",'), 400).detail,
    ).toMatch(/not valid JSON/);
  });

  it('wrong types name the field', async () => {
    const problem = expectProblem(
      await post(`/carts/${cartId}/entries`, { itemCode: 'A100123-KIT', quantity: 'two' }),
      400,
    );
    expect(problem.errors?.[0]?.path).toBe('body.quantity');
  });

  it('unknown fields in bodies and queries', async () => {
    const body = expectProblem(
      await post(`/carts/${cartId}/entries`, { itemCode: 'A100123-KIT', quantity: 1, price: 0 }),
      400,
    );
    expect(body.detail).toContain('price');
    expectProblem(await t.call({ path: '/products?locale=en-us&colour=red' }), 400);
  });

  it('an oversized body gets 413', async () => {
    const rows = Array.from({ length: 25 }, () => ({
      code: 'A100123-KIT'.padEnd(40, 'X'),
      quantity: 'x'.repeat(3000),
    }));
    expectProblem(await post(`/carts/${cartId}/entries/batch`, { rows }), 413);
  });

  it('a body that is not JSON gets 415', async () => {
    expectProblem(
      await post(`/carts/${cartId}/entries`, 'itemCode=A100123-KIT', { 'content-type': 'text/plain' }),
      415,
    );
  });

  it('unknown product, item, cart and path', async () => {
    expectProblem(await t.call({ path: '/products/Z000000?locale=en-us' }), 404);
    expectProblem(await t.call({ path: '/products/not-a-code?locale=en-us' }), 400);
    const item = expectProblem(
      await post(`/carts/${cartId}/entries`, { itemCode: 'Z000000-KIT', quantity: 1 }),
      404,
    );
    expect(item.lineError).toBe('unknown-item');
    expectProblem(await t.call({ path: '/carts/00000000-0000-4000-8000-000000000000' }), 404);
    expectProblem(await t.call({ path: '/carts/not-a-uuid' }), 400);
    expectProblem(await t.call({ path: '/nothing-here' }), 404);
  });
});

describe('caching', () => {
  it('catalogue answers carry an ETag and answer 304 when it matches', async () => {
    const first = await t.call({ path: '/products/A100123?locale=en-us' });
    productSchema.parse(first.json());
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.call({
      path: '/products/A100123?locale=en-us',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('If-None-Match: * matches any current catalogue answer (RFC 9110)', async () => {
    const res = await t.call({ path: '/products/A100123?locale=en-us', headers: { 'if-none-match': '*' } });
    expect(res.statusCode).toBe(304);
    expect(res.headers['etag']).toMatch(/^".+"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toBe('');
  });

  it('cart answers are never stored', async () => {
    const res = await t.call({ method: 'POST', path: '/carts' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('OpenAPI document and reference page', () => {
  it('lists every route with its parameters and answers', async () => {
    const res = await t.app.inject({ url: '/headless/ecommerce/v2/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; parameters: { name: string }[] }>
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const op of OPERATIONS) {
      const path = `/headless/ecommerce/v2${op.path.replace(/:(\w+)/g, '{$1}')}`;
      const entry = doc.paths[path]?.[op.method.toLowerCase()];
      expect(entry, `${op.method} ${path}`).toBeDefined();
      expect(Object.keys(entry!.responses)).toContain(String(op.success.status));
      expect(entry!.parameters.map((p) => p.name)).toContain('x-site-id');
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        expect(entry!.parameters.map((p) => p.name)).toContain(name.slice(1, -1));
      }
    }
    const search = doc.paths['/headless/ecommerce/v2/products']!['get']!;
    expect(search.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['locale', 'q', 'sort', 'page', 'pageSize']),
    );
  });

  it('serves a self-contained HTML reference', async () => {
    const res = await t.app.inject({ url: '/headless/ecommerce/v2/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toMatch(/<script|<link|https?:\/\/(?!www\.w3)/);
    for (const op of OPERATIONS)
      expect(res.body).toContain(`/headless/ecommerce/v2${op.path.replace(/:(\w+)/g, '{$1}')}`);
  });
});
