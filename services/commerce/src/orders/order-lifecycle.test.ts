import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programByCode } from '@store/catalog';
import {
  addressSchema,
  cartSchema,
  customerCartSchema,
  orderListSchema,
  orderSchema,
  placedOrderSchema,
  problemSchema,
  reorderResultSchema,
  type Order,
  type PlacedOrder,
} from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import {
  eventually,
  payWith,
  startSandbox,
  WEBHOOK_SECRET,
  type Delivery,
  type RunningSandbox,
} from '@store/payments-service/test-support';
import { orderLines, orders } from '../db/schema.ts';
import { catalogWriteToken } from '../http/site-context.ts';
import { OPERATOR_KEY_HEADER } from '../operator/operator-api.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

/**
 * What follows placement: searching the history, reordering, cancelling (refunded through the real
 * payment sandbox) and shipping through the operator API, against the real identity service.
 */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const gb = DEMO_CUSTOMERS.find((c) => c.username === 'demo.gb')!;
const lumen = programByCode('A100123')!;
const kit = lumen.items.find((i) => i.kind === 'KIT')!;
const rf25 = lumen.items.find((i) => i.kind === 'RF25')!;
const OPERATOR_KEY = 'operator-key-for-lifecycle-tests-0123';
const STORE = 'https://assessments.example.com';

let identity: TestIdentity;
let sandbox: RunningSandbox;
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  sandbox = await startSandbox();
  t = await startTestApp({
    IDENTITY_BASE_URL: `${identity.origin}/am`,
    STRIPE_API_URL: sandbox.origin,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    OPERATOR_API_KEY: OPERATOR_KEY,
  });
  for (const customer of [us, gb]) {
    const { cookie } = await signIn(identity, customer.username);
    tokens.set(customer.id, (await tokensFor(identity, cookie)).access_token);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  await identity?.close();
});

const as = (userId: string) => ({ authorization: `Bearer ${tokens.get(userId)}` });

async function cartOf(userId: string): Promise<string> {
  const res = await t.call({ method: 'POST', path: `/users/${userId}/carts/current`, headers: as(userId) });
  return customerCartSchema.parse(res.json()).cart.id;
}

async function fill(cartId: string, userId: string, lines: [string, number][]) {
  for (const [itemCode, quantity] of lines) {
    const added = await t.call({
      method: 'POST',
      path: `/carts/${cartId}/entries`,
      headers: as(userId),
      payload: { itemCode, quantity },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
}

let addressId: string | undefined;

async function place(lines: [string, number][] = [[kit.code, 1]]): Promise<PlacedOrder> {
  if (addressId === undefined) {
    const res = await t.call({
      method: 'POST',
      path: `/users/${us.id}/addresses`,
      headers: as(us.id),
      payload: {
        fullName: 'Avery Johnson',
        line1: '1 Main Street',
        city: 'Portland',
        region: 'OR',
        postcode: '97201',
        country: 'US',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    addressId = addressSchema.parse(res.json()).id;
  }
  const cartId = await cartOf(us.id);
  await fill(cartId, us.id, lines);
  const res = await t.call({
    method: 'POST',
    path: `/users/${us.id}/orders`,
    headers: { ...as(us.id), 'idempotency-key': randomUUID() },
    payload: {
      cartId,
      addressId,
      deliveryMethod: 'standard',
      paymentType: 'card',
      successUrl: `${STORE}/en-us/checkout/complete`,
      cancelUrl: `${STORE}/en-us/checkout`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return placedOrderSchema.parse(res.json());
}

const deliver = (delivery: Delivery) =>
  t.call({
    method: 'POST',
    path: '/payments/webhook',
    site: null,
    headers: { 'x-api-key': '', 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    payload: delivery.payload,
  });

/** Places an order and pays it with a good card, its webhooks delivered. */
async function paidOrder(lines?: [string, number][]): Promise<Order> {
  const placed = await place(lines);
  await payWith(placed.redirectUrl ?? '', '4242 4242 4242 4242');
  const deliveries = await eventually(() => {
    const found = sandbox.receiver.deliveries.filter((d) => d.payload.includes(placed.order.id));
    return found.length >= 2 ? found : undefined;
  });
  for (const delivery of deliveries) expect((await deliver(delivery)).statusCode).toBe(200);
  const order = await read(placed.order.number);
  expect(order.paymentStatus).toBe('paid');
  return order;
}

async function read(number: string): Promise<Order> {
  const res = await t.call({ path: `/users/${us.id}/orders/${number}`, headers: as(us.id) });
  expect(res.statusCode, res.body).toBe(200);
  return orderSchema.parse(res.json());
}

const list = async (query: string) => {
  const res = await t.call({ path: `/users/${us.id}/orders?${query}`, headers: as(us.id) });
  expect(res.statusCode, res.body).toBe(200);
  return orderListSchema.parse(res.json());
};

const cancel = (number: string, userId = us.id) =>
  t.call({ method: 'POST', path: `/users/${userId}/orders/${number}/cancel`, headers: as(userId) });

const operator = (path: string, payload?: Record<string, unknown>, key = OPERATOR_KEY) =>
  t.call({
    method: 'POST',
    path: `/operator${path}`,
    site: null,
    headers: { 'x-api-key': '', [OPERATOR_KEY_HEADER]: key },
    ...(payload === undefined ? {} : { payload }),
  });

describe('searching the order history', () => {
  it('finds orders by number, purchase order number, item code or name, a page at a time', async () => {
    const first = (await place([[kit.code, 1]])).order;
    const second = (await place([[rf25.code, 1]])).order;
    const third = (await place([[kit.code, 2]])).order;
    await t.database.db
      .update(orders)
      .set({ purchaseOrderNumber: 'PO-77_81' })
      .where(eq(orders.id, first.id));

    // demo.us also has the demo orders, placed weeks earlier: they come after these three.
    const placed = new Set([first.number, second.number, third.number]);
    const found = async (query: string) =>
      (await list(query)).orders.map((o) => o.number).filter((n) => placed.has(n));

    const page1 = await list('limit=2');
    expect(page1.orders.map((o) => o.number)).toEqual([third.number, second.number]);
    expect(page1.nextCursor).toBeDefined();
    const page2 = await list(`limit=2&cursor=${page1.nextCursor}`);
    expect(page2.orders[0]?.number).toBe(first.number);
    expect((await list(`q=${second.number}&limit=1`)).nextCursor).toBeUndefined();

    expect(await found(`q=${second.number}`)).toEqual([second.number]);
    expect(await found(`q=${second.number.slice(-6)}`)).toEqual([second.number]);
    expect(await found('q=po-77_8')).toEqual([first.number]);
    expect(await found(`q=${rf25.code.toLowerCase()}`)).toEqual([second.number]);
    expect(await found(`q=${encodeURIComponent(second.lines[0]!.name.slice(0, 12))}`)).toContain(
      second.number,
    );
    // The wildcards of SQL are searched for as they are.
    expect((await list('q=%25')).orders).toEqual([]);
    expect((await list('q=PO-77%2581')).orders).toEqual([]);

    const bad = await t.call({ path: `/users/${us.id}/orders?cursor=bm9wZQ`, headers: as(us.id) });
    expect(bad.statusCode).toBe(400);
    expect(problemSchema.parse(bad.json()).errors?.[0]?.path).toBe('query.cursor');
    expect((await t.call({ path: `/users/${us.id}/orders?limit=101`, headers: as(us.id) })).statusCode).toBe(
      400,
    );
  });
});

describe('reorder', () => {
  it('puts the lines in the cart at today’s prices, cuts to the maximum and reports a removed item', async () => {
    const { order } = await place([
      [kit.code, 2],
      [rf25.code, 1],
    ]);
    // The catalogue no longer has one of the order's items, and the kit costs more today.
    await t.database.db
      .update(orderLines)
      .set({ itemCode: 'Z999999-KIT' })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.itemCode, rf25.code)));
    const patched = await t.call({
      method: 'PATCH',
      path: `/catalog/products/${lumen.code}`,
      headers: { 'x-access-token': catalogWriteToken(TEST_API_KEY) },
      payload: { locale: 'en-us', prices: [{ itemCode: kit.code, price: 777.5 }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const cartId = await cartOf(us.id);
    await fill(cartId, us.id, [[kit.code, kit.maxOrderQuantity - 1]]);
    const res = await t.call({
      method: 'POST',
      path: `/users/${us.id}/orders/${order.number}/reorder`,
      headers: as(us.id),
      payload: { cartId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(reorderResultSchema.parse(res.json())).toEqual({
      cartId,
      added: [{ itemCode: kit.code, quantity: 1 }],
      adjustments: [
        {
          itemCode: kit.code,
          requested: kit.maxOrderQuantity + 1,
          kept: kit.maxOrderQuantity,
          reason: 'above-maximum',
        },
        { itemCode: 'Z999999-KIT', requested: 1, kept: 0, reason: 'unknown-item' },
      ],
    });
    const cart = cartSchema.parse((await t.call({ path: `/carts/${cartId}`, headers: as(us.id) })).json());
    expect(cart.entries.map((e) => [e.itemCode, e.quantity, e.basePrice.value])).toEqual([
      [kit.code, kit.maxOrderQuantity, 777.5],
    ]);
    for (const entry of cart.entries) {
      const removed = await t.call({
        method: 'DELETE',
        path: `/carts/${cartId}/entries/${entry.entryNumber}`,
        headers: as(us.id),
      });
      expect(removed.statusCode).toBe(200);
    }
  });

  it('answers 404 for another customer’s order or cart', async () => {
    const { order } = await place();
    const gbCart = await cartOf(gb.id);
    const theirs = await t.call({
      method: 'POST',
      path: `/users/${gb.id}/orders/${order.number}/reorder`,
      headers: as(gb.id),
      payload: { cartId: gbCart },
    });
    expect(theirs.statusCode).toBe(404);
    const intoTheirCart = await t.call({
      method: 'POST',
      path: `/users/${us.id}/orders/${order.number}/reorder`,
      headers: as(us.id),
      payload: { cartId: gbCart },
    });
    expect(intoTheirCart.statusCode).toBe(404);
    expect((await cancel(order.number, gb.id)).statusCode).toBe(404);
  });
});

describe('cancelling an order', () => {
  it('refunds a paid card order through the provider, once, and a refund event undoes nothing', async () => {
    const order = await paidOrder();
    const res = await cancel(order.number);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = orderSchema.parse(res.json());
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [cancelling, refunding] = cancelled.history.slice(-2);
    expect([cancelling, refunding].map((h) => [h?.actor, h?.state, h?.from, h?.to])).toEqual([
      ['customer', 'order', 'processing', 'cancelled'],
      ['customer', 'payment', 'paid', 'refunded'],
    ]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.refundId).toMatch(/^re_/);
    expect(refunding?.note).toBe(row?.refundId);
    const refund = await sandbox.stripe.refunds.retrieve(row?.refundId ?? '');
    expect(refund).toMatchObject({ status: 'succeeded', amount: order.totals.total });

    // A second cancel answers the cancelled order; nothing is refunded twice.
    const again = await cancel(order.number);
    expect(again.statusCode).toBe(200);
    expect(orderSchema.parse(again.json()).history).toEqual(cancelled.history);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.refundId).toBe(row?.refundId);

    const refundEvents = await eventually(() => {
      const found = sandbox.receiver.deliveries.filter(
        (d) => d.type === 'charge.refunded' && d.payload.includes(row?.paymentIntentId ?? 'none'),
      );
      return found.length > 0 ? found : undefined;
    });
    expect(refundEvents).toHaveLength(1);
    for (const event of refundEvents) expect((await deliver(event)).statusCode).toBe(200);
    expect((await read(order.number)).history).toEqual(cancelled.history);
  });

  it('closes the payment page of an unpaid card order, so it can no longer be paid', async () => {
    const { order, redirectUrl } = await place();
    const res = await cancel(order.number);
    expect(res.statusCode, res.body).toBe(200);
    expect(orderSchema.parse(res.json())).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    const session = await sandbox.stripe.checkout.sessions.retrieve(
      order.payments[0]?.checkoutSessionId ?? '',
    );
    expect(session.status).toBe('expired');
    // The hosted page no longer offers a form to pay with.
    await expect(payWith(redirectUrl ?? '', '4242 4242 4242 4242')).rejects.toThrow('no form token');
  });
});

describe('shipments (operator API)', () => {
  it('ships part, then the rest, then delivers; a shipped order cannot be cancelled', async () => {
    const unpaid = (await place()).order;
    const early = await operator(`/orders/${unpaid.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: '1Z999',
    });
    expect(early.statusCode).toBe(409);
    expect(
      (
        await operator(
          `/orders/${unpaid.number}/shipments`,
          { carrier: 'UPS', trackingNumber: '1Z999' },
          'wrong-key-0123456789',
        )
      ).statusCode,
    ).toBe(401);

    const order = await paidOrder([
      [kit.code, 2],
      [rf25.code, 1],
    ]);
    const tooMany = await operator(`/orders/${order.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      lines: [{ itemCode: kit.code, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(422);
    const missing = await operator(`/orders/${order.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      lines: [{ itemCode: 'Z999999-KIT', quantity: 1 }],
    });
    expect(missing.statusCode).toBe(422);
    expect((await operator(`/orders/${order.number}/shipments`, { carrier: 'UPS' })).statusCode).toBe(400);

    const first = await operator(`/orders/${order.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      lines: [{ itemCode: kit.code, quantity: 1 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(orderSchema.parse(first.json())).toMatchObject({
      status: 'partially-shipped',
      fulfilmentStatus: 'partially-fulfilled',
    });

    const refused = await cancel(order.number);
    expect(refused.statusCode).toBe(409);
    expect(problemSchema.parse(refused.json()).detail).toMatch(/ask the store for a return/);
    expect((await operator(`/orders/${order.number}/delivered`)).statusCode).toBe(409);

    const rest = await operator(`/orders/${order.number}/shipments`, {
      carrier: 'DHL',
      trackingNumber: 'JD0146 0000 1',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const shipped = await read(order.number);
    expect(shipped).toMatchObject({ status: 'shipped', fulfilmentStatus: 'fulfilled' });
    expect(shipped.shipments).toEqual([
      {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        shippedAt: expect.any(String),
        lines: [{ itemCode: kit.code, quantity: 1 }],
      },
      {
        carrier: 'DHL',
        trackingNumber: 'JD0146 0000 1',
        shippedAt: expect.any(String),
        lines: [
          { itemCode: kit.code, quantity: 1 },
          { itemCode: rf25.code, quantity: 1 },
        ],
      },
    ]);
    expect(
      (
        await operator(`/orders/${order.number}/shipments`, {
          carrier: 'DHL',
          trackingNumber: 'JD0146 0000 2',
        })
      ).statusCode,
    ).toBe(409);

    const delivered = await operator(`/orders/${order.number}/delivered`);
    expect(delivered.statusCode).toBe(200);
    expect(orderSchema.parse(delivered.json()).status).toBe('delivered');
    expect(shipped.history.filter((h) => h.actor === 'operator').map((h) => [h.state, h.to])).toEqual([
      ['fulfilment', 'partially-fulfilled'],
      ['order', 'partially-shipped'],
      ['fulfilment', 'fulfilled'],
      ['order', 'shipped'],
    ]);
    expect((await operator('/orders/US-2026-999999/delivered')).statusCode).toBe(404);
  });
});
