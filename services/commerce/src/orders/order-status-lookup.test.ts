import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusViewSchema, problemSchema, type PlacedOrder } from '@store/contracts/commerce';
import { orders, orderShipments } from '../db/schema.ts';
import { LOOKUP_LIMITS } from './lookup-limits.ts';
import { NO_MATCHING_ORDER } from './order-status-lookup.ts';
import { demoCustomer, lumenItem, orderTestKit, STORE } from './order-test-kit.ts';

/**
 * The anonymous order status lookup: a match by email or by postcode shows states, items and
 * tracking and nothing else; a missing order and a wrong detail answer alike; both limits hold.
 */

const us = demoCustomer('demo.us');
const kit = lumenItem((i) => i.kind === 'KIT');

const orderKit = orderTestKit({ customers: [us] });
let order: PlacedOrder['order'];
/** Each test looks up from an address of its own, so the per-address limit of one does not spill into another. */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  const cartId = await orderKit.customerCart(us.id, [[kit.code, 2]]);
  const address = await orderKit.addAddress(us.id);
  const placed = await orderKit.placed(us.id, {
    cartId,
    addressId: address.id,
    deliveryMethod: 'standard',
    paymentType: 'card',
    successUrl: `${STORE}/en-us/checkout/confirmation`,
    cancelUrl: `${STORE}/en-us/checkout`,
  });
  order = placed.order;
  // A postcode with letters and a space, as most of the stores' countries write theirs.
  await orderKit.app.database.db
    .update(orders)
    .set({ deliveryAddress: { ...order.deliveryAddress, postcode: 'SW1A 1AA' } })
    .where(eq(orders.id, order.id));
  await orderKit.app.database.db.insert(orderShipments).values({
    id: randomUUID(),
    orderId: order.id,
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    lines: [{ position: 0, quantity: 2 }],
  });
});

const lookUp = (payload: Record<string, unknown>, from = freshAddress(), site = 'usassessments') =>
  orderKit.call({
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
    const doc = (await orderKit.call({ path: '/openapi.json' })).json() as {
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
