import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartSchema,
  orderListSchema,
  orderSchema,
  problemSchema,
  reorderResultSchema,
  type Order,
  type PlacedOrder,
} from '@store/contracts/commerce';
import { eventually, payWith } from '@store/payments-service/test-support';
import { orderLines, orders } from '../db/schema.ts';
import { catalogWriteToken } from '../http/site-context.ts';
import { OPERATOR_KEY_HEADER } from '../operator/operator-api.ts';
import { TEST_API_KEY } from '../test-app.ts';
import { demoCustomer, LUMEN_CODE, lumenItem, orderTestKit, STORE, type Lines } from './order-test-kit.ts';

/**
 * What follows placement: searching the history, reordering, cancelling (refunded through the real
 * payment sandbox) and shipping through the operator API, against the real identity service.
 */

const us = demoCustomer('demo.us');
const gb = demoCustomer('demo.gb');
const kit = lumenItem((i) => i.kind === 'KIT');
const rf25 = lumenItem((i) => i.kind === 'RF25');
const OPERATOR_KEY = 'operator-key-for-lifecycle-tests-0123';

const orderKit = orderTestKit({ customers: [us, gb], env: { OPERATOR_API_KEY: OPERATOR_KEY } });
const { as, call, customerCart, addLines, addAddress, deliver, deliverEvents } = orderKit;

let addressId: string | undefined;

async function place(lines: Lines = [[kit.code, 1]]): Promise<PlacedOrder> {
  addressId ??= (await addAddress(us.id)).id;
  return orderKit.placed(us.id, {
    cartId: await customerCart(us.id, lines),
    addressId,
    deliveryMethod: 'standard',
    paymentType: 'card',
    successUrl: `${STORE}/en-us/checkout/complete`,
    cancelUrl: `${STORE}/en-us/checkout`,
  });
}

/** Places an order and pays it with a good card, its webhooks delivered. */
async function paidOrder(lines?: Lines): Promise<Order> {
  const placed = await place(lines);
  await payWith(placed.redirectUrl ?? '', '4242 4242 4242 4242');
  await deliverEvents(placed.order.id, 2);
  const order = await read(placed.order.number);
  expect(order.paymentStatus).toBe('paid');
  return order;
}

async function read(number: string): Promise<Order> {
  const res = await call({ path: `/users/${us.id}/orders/${number}`, headers: as(us.id) });
  expect(res.statusCode, res.body).toBe(200);
  return orderSchema.parse(res.json());
}

const list = async (query: string) => {
  const res = await call({ path: `/users/${us.id}/orders?${query}`, headers: as(us.id) });
  expect(res.statusCode, res.body).toBe(200);
  return orderListSchema.parse(res.json());
};

const cancel = (number: string, userId = us.id) =>
  call({ method: 'POST', path: `/users/${userId}/orders/${number}/cancel`, headers: as(userId) });

const operator = (path: string, payload?: Record<string, unknown>, key = OPERATOR_KEY) =>
  call({
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
    await orderKit.app.database.db
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

    const bad = await call({ path: `/users/${us.id}/orders?cursor=bm9wZQ`, headers: as(us.id) });
    expect(bad.statusCode).toBe(400);
    expect(problemSchema.parse(bad.json()).errors?.[0]?.path).toBe('query.cursor');
    expect((await call({ path: `/users/${us.id}/orders?limit=101`, headers: as(us.id) })).statusCode).toBe(
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
    await orderKit.app.database.db
      .update(orderLines)
      .set({ itemCode: 'Z999999-KIT' })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.itemCode, rf25.code)));
    const patched = await call({
      method: 'PATCH',
      path: `/catalog/products/${LUMEN_CODE}`,
      headers: { 'x-access-token': catalogWriteToken(TEST_API_KEY) },
      payload: { locale: 'en-us', prices: [{ itemCode: kit.code, price: 777.5 }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const cartId = await customerCart(us.id);
    await addLines(us.id, cartId, [[kit.code, kit.maxOrderQuantity - 1]]);
    const res = await call({
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
    const cart = cartSchema.parse((await call({ path: `/carts/${cartId}`, headers: as(us.id) })).json());
    expect(cart.entries.map((e) => [e.itemCode, e.quantity, e.basePrice.value])).toEqual([
      [kit.code, kit.maxOrderQuantity, 777.5],
    ]);
    for (const entry of cart.entries) {
      const removed = await call({
        method: 'DELETE',
        path: `/carts/${cartId}/entries/${entry.entryNumber}`,
        headers: as(us.id),
      });
      expect(removed.statusCode).toBe(200);
    }
  });

  it('answers 404 for another customer’s order or cart', async () => {
    const { order } = await place();
    const gbCart = await customerCart(gb.id);
    const theirs = await call({
      method: 'POST',
      path: `/users/${gb.id}/orders/${order.number}/reorder`,
      headers: as(gb.id),
      payload: { cartId: gbCart },
    });
    expect(theirs.statusCode).toBe(404);
    const intoTheirCart = await call({
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
    const [row] = await orderKit.app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.refundId).toMatch(/^re_/);
    expect(refunding?.note).toBe(row?.refundId);
    const refund = await orderKit.sandbox.stripe.refunds.retrieve(row?.refundId ?? '');
    expect(refund).toMatchObject({ status: 'succeeded', amount: order.totals.total });

    // A second cancel answers the cancelled order; nothing is refunded twice.
    const again = await cancel(order.number);
    expect(again.statusCode).toBe(200);
    expect(orderSchema.parse(again.json()).history).toEqual(cancelled.history);
    const [after] = await orderKit.app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.refundId).toBe(row?.refundId);

    const refundEvents = await eventually(() => {
      const found = orderKit.sandbox.receiver.deliveries.filter(
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
    const session = await orderKit.sandbox.stripe.checkout.sessions.retrieve(
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
