import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CommerceProblem, CommerceUnavailable, createCommerceClient } from './commerce-client.ts';

/** A real HTTP server standing in for the commerce system: it records requests and answers what a test sets. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
type Answer = { status: number; type?: string; body?: unknown; delayMs?: number };
let answer: Answer = { status: 200 };
/** Answers for the next requests, in order; then `answer`. */
let queue: Answer[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const next = queue.shift() ?? answer;
      setTimeout(() => {
        res.writeHead(next.status, { 'Content-Type': next.type ?? 'application/json' });
        res.end(next.body === undefined ? '' : JSON.stringify(next.body));
      }, next.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  queue = [];
  answer = { status: 200 };
});

const client = () => createCommerceClient({ baseUrl, apiKey: 'test-key-0123456789', timeoutMs: 300 });

const money = (value: number, currency = 'CAD') => ({ value, currency });
const cart = {
  id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  siteId: 'caassessments',
  currency: 'CAD',
  entries: [
    {
      entryNumber: 0,
      productCode: 'A100123',
      itemCode: 'A100123-KIT',
      name: 'Lumen kit',
      program: 'LRFI',
      format: 'kit',
      digital: false,
      qualificationLevel: 'B',
      quantity: 2,
      basePrice: money(100),
      unitPrice: money(90),
      totalPrice: money(180),
      minOrderQuantity: 1,
      maxOrderQuantity: 10,
      images: [{ version: 'kitVersion123456', format: 'kit' }],
    },
  ],
  totalItems: 2,
  subtotal: money(180),
  total: money(180),
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('commerce client', () => {
  it('sends the requirements §7 headers, with site and region from the locale table and a fresh request id', async () => {
    answer = { status: 200, body: { version: 'v7' } };
    await client().catalogVersion('fr-ca');
    await client().catalogVersion('ja-jp');
    const [first, second] = seen;
    expect(first?.url).toBe('/headless/ecommerce/v2/catalog/version');
    expect(first?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-site-id': 'caassessments',
      'x-routing-region': 'CA',
      'x-api-key': 'test-key-0123456789',
      'cache-control': 'no-cache',
    });
    expect(second?.headers).toMatchObject({ 'x-site-id': 'asiaassessments', 'x-routing-region': 'AP' });
    expect(first?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.headers['x-request-id']).not.toBe(second?.headers['x-request-id']);
  });

  it('writes search queries into the address, leaving out what is unset', async () => {
    answer = {
      status: 200,
      body: {
        total: 0,
        page: 2,
        pageSize: 24,
        pageCount: 0,
        products: [],
        facets: { category: [], format: [], qualification: [], age: [], delivery: [] },
      },
    };
    const result = await client().searchProducts({
      locale: 'en-gb',
      q: 'reading',
      format: ['kit', 'manual'],
      delivery: [],
      sort: 'price-asc',
      page: 2,
    });
    expect(result.page).toBe(2);
    expect(seen[0]?.url).toBe(
      '/headless/ecommerce/v2/products?locale=en-gb&q=reading&format=kit&format=manual&sort=price-asc&page=2',
    );
    expect(seen[0]?.headers['x-site-id']).toBe('ukassessments');
  });

  it('posts JSON bodies and parses the cart, naming the locale the entries are named in', async () => {
    answer = { status: 201, body: cart };
    const result = await client().addEntry('fr-ca', { id: cart.id }, 'A100123-KIT', 2);
    expect(result.entries[0]?.unitPrice.value).toBe(90);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/headless/ecommerce/v2/carts/${cart.id}/entries?locale=fr-ca`,
    });
    // An anonymous cart's id is its only credential.
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(seen[0]!.body)).toEqual({ itemCode: 'A100123-KIT', quantity: 2 });
  });

  it('turns a problem answer into a typed CommerceProblem with the line error and limit', async () => {
    answer = {
      status: 422,
      type: 'application/problem+json',
      body: {
        title: 'Quantity refused',
        status: 422,
        detail: 'at most 10',
        lineError: 'above-maximum',
        limit: 10,
      },
    };
    const error = await client()
      .updateEntry('en-us', { id: cart.id }, 0, 50)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceProblem);
    expect((error as CommerceProblem).status).toBe(422);
    expect((error as CommerceProblem).problem).toMatchObject({ lineError: 'above-maximum', limit: 10 });
    expect(seen[0]?.method).toBe('PATCH');
  });

  it('answers undefined for a product or cart the service does not know', async () => {
    answer = {
      status: 404,
      type: 'application/problem+json',
      body: { title: 'Not found', status: 404, detail: 'no such product' },
    };
    await expect(client().product('en-us', 'Z999999')).resolves.toBeUndefined();
    await expect(client().cart('en-us', { id: cart.id })).resolves.toBeUndefined();
    expect(seen[0]?.url).toBe('/headless/ecommerce/v2/products/Z999999?locale=en-us');
  });

  it('reads the cart again when removing an entry answers 204 without a body', async () => {
    queue = [{ status: 204 }, { status: 200, body: cart }];
    await expect(
      client().removeEntry('en-us', { id: cart.id, accessToken: 'tok' }, 0),
    ).resolves.toMatchObject({ id: cart.id });
    expect(seen.map((r) => r.method)).toEqual(['DELETE', 'GET']);
    // A customer's cart is reached with the customer's token, on the second call too (ADR 16).
    expect(seen.map((r) => r.headers.authorization)).toEqual(['Bearer tok', 'Bearer tok']);
    expect(seen.map((r) => r.url)).toEqual([
      `/headless/ecommerce/v2/carts/${cart.id}/entries/0?locale=en-us`,
      `/headless/ecommerce/v2/carts/${cart.id}?locale=en-us`,
    ]);
  });

  it.each([
    ['a body that breaks the contract', { status: 200, body: { version: '' } }],
    ['an error without a problem body', { status: 502, type: 'text/plain', body: 'bad gateway' }],
    ['no answer within the timeout', { status: 200, body: { version: 'v1' }, delayMs: 1000 }],
  ])('reports %s as CommerceUnavailable', async (_what, next) => {
    answer = next;
    await expect(client().catalogVersion('en-us')).rejects.toBeInstanceOf(CommerceUnavailable);
  });

  it('sends the customer calls with the bearer token, and the locale and region to the profile', async () => {
    const profile = {
      id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000003',
      firstName: 'Oliver',
      lastName: 'Hughes',
      email: 'demo.gb@example.co.uk',
      registrationCountryIso: 'GB',
    };
    answer = { status: 200, body: profile };
    await expect(client().customerProfile('en-gb', profile.id, 'token-abc')).resolves.toEqual(profile);
    await client().currentCustomer('en-gb', 'token-abc');
    expect(seen[0]?.url).toBe(`/headless/ecommerce/v2/users/${profile.id}?locale=en-gb&routingRegion=EU`);
    expect(seen[1]?.url).toBe('/headless/ecommerce/v2/store/customer/current');
    expect(seen.map((r) => r.headers.authorization)).toEqual(['Bearer token-abc', 'Bearer token-abc']);
  });

  it('asks for the customer’s cart with the bearer token, naming the anonymous cart only when there is one', async () => {
    const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000002';
    answer = { status: 200, body: { cart, merged: true, adjustments: [] } };
    await expect(client().customerCart('fr-ca', userId, 'token-abc', cart.id)).resolves.toMatchObject({
      cart: { id: cart.id },
      merged: true,
    });
    await client().customerCart('fr-ca', userId, 'token-abc');
    expect(
      seen.map((r) => [r.method, r.url, r.headers.authorization, r.headers['x-site-id'], r.body]),
    ).toEqual([
      [
        'POST',
        `/headless/ecommerce/v2/users/${userId}/carts/current?locale=fr-ca`,
        'Bearer token-abc',
        'caassessments',
        JSON.stringify({ anonymousCartId: cart.id }),
      ],
      [
        'POST',
        `/headless/ecommerce/v2/users/${userId}/carts/current?locale=fr-ca`,
        'Bearer token-abc',
        'caassessments',
        '{}',
      ],
    ]);
  });

  it('reports a refused token as a 401 CommerceProblem', async () => {
    answer = {
      status: 401,
      type: 'application/problem+json',
      body: { title: 'Unauthorized', status: 401, detail: 'the token is not valid' },
    };
    const error = await client()
      .currentCustomer('en-gb', 'revoked')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceProblem);
    expect((error as CommerceProblem).status).toBe(401);
  });
});

describe('checkout calls', () => {
  const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000005';
  const addressId = '2c5f39cb-3fb2-42e3-994f-1127e4ddb538';

  it('places an order with its Idempotency-Key and the customer’s token, and reads the answer by the contract', async () => {
    answer = {
      status: 201,
      body: { order: {}, redirectUrl: 'http://127.0.0.1:4000/payments/pay/cs_test_1' },
    };
    const placing = client().placeOrder('en-us', userId, 'token-abc', 'key-1', {
      cartId: cart.id,
      addressId,
      deliveryMethod: 'standard',
      paymentType: 'card',
      successUrl: 'http://store.test/en-us/checkout/confirmation?order={ORDER_NUMBER}',
      cancelUrl: 'http://store.test/en-us/checkout',
    });
    await expect(placing).rejects.toBeInstanceOf(CommerceUnavailable);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/headless/ecommerce/v2/users/${userId}/orders`,
      headers: { 'idempotency-key': 'key-1', authorization: 'Bearer token-abc' },
    });
  });

  it('prices the checkout, and reads an order that is not the customer’s as none', async () => {
    answer = {
      status: 200,
      body: {
        currency: 'USD',
        lines: [],
        deliveryMethod: 'standard',
        totals: { subtotal: 0, delivery: 995, tax: 0, total: 995 },
        taxes: {
          treatment: 'charged',
          jurisdiction: 'Oregon, United States',
          deliveryTax: 0,
          components: [],
        },
      },
    };
    const price = await client().priceCheckout('en-us', userId, 'token-abc', {
      cartId: cart.id,
      addressId,
      deliveryMethod: 'standard',
    });
    expect(price.totals.total).toBe(995);
    expect(seen[0]?.url).toBe(`/headless/ecommerce/v2/users/${userId}/checkout/price`);

    answer = {
      status: 404,
      type: 'application/problem+json',
      body: { title: 'Not Found', status: 404, detail: 'You have no order US-2026-000001 on this store.' },
    };
    expect(await client().order('en-us', userId, 'token-abc', 'US-2026-000001')).toBeUndefined();
  });

  it('looks an order up without a token, passing on the visitor’s X-Forwarded-For; no match reads as none', async () => {
    const view = {
      number: 'US-2026-000001',
      placedAt: '2026-03-01T10:00:00.000Z',
      status: 'processing',
      paymentStatus: 'paid',
      fulfilmentStatus: 'unfulfilled',
      lines: [{ name: 'Lumen kit', itemCode: 'A100123-KIT', quantity: 1 }],
      shipments: [],
    };
    answer = { status: 200, body: view };
    const lookup = { orderNumber: 'US-2026-000001', postcode: '97201' };
    expect(await client().lookUpOrderStatus('en-us', lookup, '198.51.100.7')).toEqual(view);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/headless/ecommerce/v2/orders/status-lookups' });
    expect(seen[0]?.headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(lookup);

    answer = {
      status: 404,
      type: 'application/problem+json',
      body: { title: 'Not Found', status: 404, detail: 'We could not find an order with these details.' },
    };
    expect(await client().lookUpOrderStatus('en-us', lookup, undefined)).toBeUndefined();
    expect(seen[1]?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('pays an order again with its Idempotency-Key, and gives one up, with the customer’s token', async () => {
    answer = {
      status: 409,
      type: 'application/problem+json',
      body: {
        title: 'Conflict',
        status: 409,
        detail: 'Order US-2026-000001 is not waiting for a card payment.',
      },
    };
    const retried = client().retryOrderPayment('en-us', userId, 'token-abc', 'key-1', 'US-2026-000001', {
      successUrl: 'https://store.test/en-us/checkout/confirmation?order={ORDER_NUMBER}',
      cancelUrl: 'https://store.test/en-us/checkout?cancelled={ORDER_NUMBER}',
    });
    await expect(retried).rejects.toBeInstanceOf(CommerceProblem);
    expect(seen[0]).toMatchObject({
      url: `/headless/ecommerce/v2/users/${userId}/orders/US-2026-000001/payment`,
    });
    expect(seen[0]?.headers['idempotency-key']).toBe('key-1');
    expect(seen[0]?.headers.authorization).toBe('Bearer token-abc');

    await expect(
      client().abandonOrder('en-us', userId, 'token-abc', 'US-2026-000001'),
    ).rejects.toBeInstanceOf(CommerceProblem);
    expect(seen[1]).toMatchObject({
      method: 'POST',
      url: `/headless/ecommerce/v2/users/${userId}/orders/US-2026-000001/abandon`,
    });
  });
});

describe('order history calls', () => {
  const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000012';

  it('reads a page of orders with the search and cursor in the query', async () => {
    answer = { status: 200, body: { orders: [], nextCursor: 'c2' } };
    const page = await client().orderHistory('en-us', userId, 'token-abc', {
      q: 'US-2026',
      cursor: 'c1',
      limit: 20,
    });
    expect(page).toEqual({ orders: [], nextCursor: 'c2' });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: `/headless/ecommerce/v2/users/${userId}/orders?q=US-2026&cursor=c1&limit=20`,
    });
    expect(seen[0]?.headers.authorization).toBe('Bearer token-abc');
  });

  it('reorders into the named cart, and a refused cancellation is a CommerceProblem with its status', async () => {
    const result = {
      cartId: cart.id,
      added: [{ itemCode: 'A100123-KIT', quantity: 1 }],
      adjustments: [{ itemCode: 'B200456-ONL', requested: 1, kept: 0, reason: 'not-sold-here' }],
    };
    answer = { status: 200, body: result };
    expect(await client().reorder('en-us', userId, 'token-abc', 'US-2026-000001', cart.id)).toEqual(result);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/headless/ecommerce/v2/users/${userId}/orders/US-2026-000001/reorder`,
    });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ cartId: cart.id });

    answer = {
      status: 409,
      type: 'application/problem+json',
      body: { title: 'Conflict', status: 409, detail: 'Order US-2026-000001 has already shipped.' },
    };
    const cancelling = client().cancelOrder('en-us', userId, 'token-abc', 'US-2026-000001');
    await expect(cancelling).rejects.toMatchObject({ status: 409 });
    expect(seen[1]).toMatchObject({
      method: 'POST',
      url: `/headless/ecommerce/v2/users/${userId}/orders/US-2026-000001/cancel`,
    });
  });
});

describe('merchandising', () => {
  it('asks for the featured codes in one parameter and gives back the parsed answer', async () => {
    answer = { status: 200, body: { featured: [], newReleases: [], popularByCategory: [] } };
    const result = await client().merchandising({
      locale: 'fr-ca',
      featured: 'A100123,B200456',
      newReleases: 4,
      perCategory: 3,
    });
    expect(result).toEqual({ featured: [], newReleases: [], popularByCategory: [] });
    expect(seen[0]?.url).toBe(
      '/headless/ecommerce/v2/merchandising?locale=fr-ca&featured=A100123%2CB200456&newReleases=4&perCategory=3',
    );
  });
});
