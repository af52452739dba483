import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programByCode } from '@store/catalog';
import {
  addressSchema,
  customerCartSchema,
  orderStatusViewSchema,
  placedOrderSchema,
  problemSchema,
  type PlacedOrder,
} from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { startSandbox, WEBHOOK_SECRET, type RunningSandbox } from '@store/payments-service/test-support';
import { orders, orderShipments } from '../db/schema.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { LOOKUP_LIMITS } from './lookup-limits.ts';
import { NO_MATCHING_ORDER } from './order-status-lookup.ts';

/**
 * The anonymous order status lookup: a match by email or by postcode shows states, items and
 * tracking and nothing else; a missing order and a wrong detail answer alike; both limits hold.
 */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const kit = programByCode('A100123')!.items.find((i) => i.kind === 'KIT')!;
const STORE = 'https://assessments.example.com';

let identity: TestIdentity;
let sandbox: RunningSandbox;
let t: TestApp;
let token = '';
let order: PlacedOrder['order'];
/** Each test looks up from an address of its own, so the per-address limit of one does not spill into another. */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  sandbox = await startSandbox();
  t = await startTestApp({
    IDENTITY_BASE_URL: `${identity.origin}/am`,
    STRIPE_API_URL: sandbox.origin,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const { cookie } = await signIn(identity, us.username);
  token = (await tokensFor(identity, cookie)).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const current = await t.call({ method: 'POST', path: `/users/${us.id}/carts/current`, headers });
  const { cart } = customerCartSchema.parse(current.json());
  await t.call({
    method: 'POST',
    path: `/carts/${cart.id}/entries`,
    headers,
    payload: { itemCode: kit.code, quantity: 2 },
  });
  const added = await t.call({
    method: 'POST',
    path: `/users/${us.id}/addresses`,
    headers,
    payload: {
      fullName: 'Avery Johnson',
      line1: '1 Main Street',
      city: 'Portland',
      region: 'OR',
      postcode: '97201',
      country: 'US',
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  const address = addressSchema.parse(added.json());
  const placed = await t.call({
    method: 'POST',
    path: `/users/${us.id}/orders`,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      cartId: cart.id,
      addressId: address.id,
      deliveryMethod: 'standard',
      paymentType: 'card',
      successUrl: `${STORE}/en-us/checkout/confirmation`,
      cancelUrl: `${STORE}/en-us/checkout`,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placedOrderSchema.parse(placed.json()).order;
  // A postcode with letters and a space, as most of the stores' countries write theirs.
  await t.database.db
    .update(orders)
    .set({ deliveryAddress: { ...order.deliveryAddress, postcode: 'SW1A 1AA' } })
    .where(eq(orders.id, order.id));
  await t.database.db.insert(orderShipments).values({
    id: randomUUID(),
    orderId: order.id,
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    lines: [{ position: 0, quantity: 2 }],
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  await identity?.close();
});

const lookUp = (payload: Record<string, unknown>, from = freshAddress(), site = 'usassessments') =>
  t.call({
    method: 'POST',
    path: '/orders/status-lookups',
    site,
    headers: { 'x-forwarded-for': from },
    payload,
  });

describe('POST /orders/status-lookups', () => {
  it('shows the states, items and tracking of an order found by number and email, and nothing else', async () => {
    const res = await lookUp({ orderNumber: order.number, email: us.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = orderStatusViewSchema.strict().parse(res.json());
    expect(view).toEqual({
      number: order.number,
      placedAt: order.placedAt,
      status: 'awaiting-payment',
      paymentStatus: 'awaiting-payment',
      fulfilmentStatus: 'unfulfilled',
      lines: [{ name: order.lines[0]?.name, itemCode: kit.code, quantity: 2 }],
      shipments: [
        {
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
          trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          shippedAt: expect.any(String),
        },
      ],
    });
    const text = res.body;
    for (const hidden of [
      'Portland',
      '1 Main Street',
      'SW1A',
      String(order.totals.total),
      'cs_test_',
      us.email,
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('finds it by delivery postcode whatever its case and spaces, and by a lower-case number', async () => {
    for (const postcode of ['SW1A 1AA', 'sw1a1aa', ' Sw1A  1aA ']) {
      const res = await lookUp({ orderNumber: order.number.toLowerCase(), postcode });
      expect(res.statusCode, postcode).toBe(200);
    }
  });

  it('answers a wrong email, a wrong postcode, another site and a missing order with one and the same 404', async () => {
    const answers = await Promise.all([
      lookUp({ orderNumber: order.number, email: 'someone.else@example.com' }),
      lookUp({ orderNumber: order.number, postcode: '97201' }),
      lookUp({ orderNumber: order.number, email: us.email }, freshAddress(), 'ukassessments'),
      lookUp({ orderNumber: 'US-2026-999999', email: us.email }),
    ]);
    const bodies = answers.map((res) => {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const { detail, title, status } = problemSchema.parse(res.json());
      return { detail, title, status };
    });
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]?.detail).toBe(NO_MATCHING_ORDER);
  });

  it('takes exactly one of email and postcode', async () => {
    for (const payload of [
      { orderNumber: order.number },
      { orderNumber: order.number, email: us.email, postcode: 'SW1A 1AA' },
      { orderNumber: 'not-a-number', email: us.email },
    ]) {
      const res = await lookUp(payload);
      expect(res.statusCode).toBe(400);
    }
  });

  it('limits the lookups of one address, with Retry-After and a message a person can act on', async () => {
    const from = freshAddress();
    for (let i = 0; i < LOOKUP_LIMITS.perAddress.limit; i += 1) {
      expect((await lookUp({ orderNumber: order.number, email: us.email }, from)).statusCode).toBe(200);
    }
    const refused = await lookUp({ orderNumber: order.number, email: us.email }, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(problemSchema.parse(refused.json()).detail).toMatch(
      /^Too many order lookups from your connection\. Wait \d+ minutes?/,
    );
    // Another address is counted on its own.
    expect((await lookUp({ orderNumber: order.number, email: us.email })).statusCode).toBe(200);
  });

  it('limits failed lookups of one order number from any address, even in parallel', async () => {
    const target = 'US-2026-123456';
    const guesses = await Promise.all(
      Array.from({ length: LOOKUP_LIMITS.failedPerOrder.limit + 3 }, (_, i) =>
        lookUp({ orderNumber: target, postcode: `9720${i}` }),
      ),
    );
    const statuses = guesses.map((g) => g.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(LOOKUP_LIMITS.failedPerOrder.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = guesses.find((g) => g.statusCode === 429)!;
    expect(problemSchema.parse(refused.json()).detail).toMatch(/for this order number/);
    // Successful lookups of another order are not held back.
    expect((await lookUp({ orderNumber: order.number, email: us.email })).statusCode).toBe(200);
  });

  it('is in the OpenAPI document without a customer token, its 404 and 429 as problems and Retry-After', async () => {
    const doc = (await t.call({ path: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, object> }>>;
    };
    const base = '/headless/ecommerce/v2';
    const lookup = doc.paths[`${base}/orders/status-lookups`]?.['post'];
    expect(lookup?.security).toEqual([{ platformKey: [] }]);
    expect(lookup?.responses['404']).toHaveProperty(['content', 'application/problem+json']);
    expect(lookup?.responses['429']).toHaveProperty(['headers', 'Retry-After']);
    for (const action of ['payment', 'abandon']) {
      const operation = doc.paths[`${base}/users/{userId}/orders/{orderNumber}/${action}`]?.['post'];
      expect(operation?.responses['409'], action).toHaveProperty(['content', 'application/problem+json']);
    }
  });
});
