import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  orderSchema,
  paymentRetryResultSchema,
  type PlacedOrder,
} from '@store/contracts/commerce';
import { openPage, payWith } from '@store/payments-service/test-support';
import { orders } from '../db/schema.ts';
import { demoCustomer, lumenItem, orderTestKit, STORE, type Lines } from './order-test-kit.ts';

/**
 * A card payment not completed: paying again on a new page (the old one expired first), or giving
 * the order up, which cancels it and puts its lines back into the cart. Against the real identity
 * service, payment sandbox and database; the sandbox's signed webhooks are handed to commerce.
 */

const us = demoCustomer('demo.us');
const gb = demoCustomer('demo.gb');
const kit = lumenItem((i) => i.kind === 'KIT');
const rf25 = lumenItem((i) => i.kind === 'RF25');
const RETURN = {
  successUrl: `${STORE}/en-us/checkout/confirmation?order={ORDER_NUMBER}`,
  cancelUrl: `${STORE}/en-us/checkout?cancelled={ORDER_NUMBER}`,
};

const orderKit = orderTestKit({ customers: [us, gb] });
const { as, call, customerCart, addLines, addAddress, deliverEvents } = orderKit;
let cartId = '';
let addressId = '';

beforeAll(async () => {
  cartId = await customerCart(us.id);
  addressId = (await addAddress(us.id)).id;
});

async function cartEntries() {
  const res = await call({ path: `/carts/${cartId}`, headers: as(us.id) });
  return cartSchema.parse(res.json()).entries.map((e) => [e.itemCode, e.quantity]);
}

/** Fills the customer's cart with these lines and places a card order of it. */
async function placeOrder(lines: Lines): Promise<PlacedOrder> {
  await addLines(us.id, cartId, lines);
  return orderKit.placed(us.id, {
    cartId,
    addressId,
    deliveryMethod: 'standard',
    paymentType: 'card',
    ...RETURN,
  });
}

const retry = (number: string, key = randomUUID(), userId = us.id, body: object = RETURN) =>
  call({
    method: 'POST',
    path: `/users/${userId}/orders/${number}/payment`,
    headers: { ...as(userId), 'idempotency-key': key },
    payload: body,
  });

const abandon = (number: string, userId = us.id) =>
  call({ method: 'POST', path: `/users/${userId}/orders/${number}/abandon`, headers: as(userId) });

const readOrder = async (number: string) =>
  orderSchema.parse((await call({ path: `/users/${us.id}/orders/${number}`, headers: as(us.id) })).json());

describe('POST /users/{userId}/orders/{orderNumber}/payment', () => {
  it('after a declined card, opens a new page for the same order (the old one expired) that a good card pays', async () => {
    const { order, redirectUrl } = await placeOrder([[kit.code, 1]]);
    await payWith(redirectUrl ?? '', '4000 0000 0000 9995');
    await deliverEvents(order.id, 1);
    const failed = await readOrder(order.number);
    expect(failed).toMatchObject({ status: 'awaiting-payment', paymentStatus: 'failed' });
    expect(failed.payments[0]?.failure).toBe('insufficient_funds');

    const key = randomUUID();
    const res = await retry(order.number, key);
    expect(res.statusCode, res.body).toBe(200);
    const again = paymentRetryResultSchema.parse(res.json());
    expect(again.redirectUrl).not.toBe(redirectUrl);
    expect(again.order).toMatchObject({ number: order.number, paymentStatus: 'awaiting-payment' });
    const oldSession = await orderKit.sandbox.stripe.checkout.sessions.retrieve(
      order.payments[0]?.checkoutSessionId ?? '',
    );
    expect(oldSession.status).toBe('expired');
    expect((await openPage(redirectUrl ?? '')).status).not.toBe(200);

    // The same key answers the same page; another body with it is refused.
    expect(paymentRetryResultSchema.parse((await retry(order.number, key)).json()).redirectUrl).toBe(
      again.redirectUrl,
    );
    const other = await retry(order.number, key, us.id, { ...RETURN, locale: 'en-us' });
    expect(other.statusCode).toBe(422);

    expect((await payWith(again.redirectUrl, '4242 4242 4242 4242')).status).toBe(303);
    await deliverEvents(order.id, 3);
    const paid = await readOrder(order.number);
    expect(paid).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(paid.history.filter((h) => h.actor === 'customer').at(-1)).toMatchObject({
      state: 'payment',
      from: 'failed',
      to: 'awaiting-payment',
    });

    // A paid order has nothing to pay again or give up.
    expect((await retry(order.number)).statusCode).toBe(409);
    expect((await abandon(order.number)).statusCode).toBe(409);
  });

  it('reads another customer’s order as none, and refuses an address off the store', async () => {
    const { order } = await placeOrder([[kit.code, 1]]);
    expect((await retry(order.number, randomUUID(), gb.id)).statusCode).toBe(404);
    const foreignToken = await call({
      method: 'POST',
      path: `/users/${us.id}/orders/${order.number}/abandon`,
      headers: as(gb.id),
    });
    expect(foreignToken.statusCode).toBe(403);
    const asOther = await call({
      method: 'POST',
      path: `/users/${gb.id}/orders/${order.number}/abandon`,
      headers: as(gb.id),
    });
    expect(asOther.statusCode).toBe(404);
    const offStore = await retry(order.number, randomUUID(), us.id, {
      ...RETURN,
      cancelUrl: 'https://evil.example/checkout',
    });
    expect(offStore.statusCode).toBe(400);
  });
});

describe('POST /users/{userId}/orders/{orderNumber}/abandon', () => {
  it('cancels the unpaid order, expires its page, and puts its lines back into the cart', async () => {
    const { order } = await placeOrder([
      [kit.code, 2],
      [rf25.code, 1],
    ]);
    expect(await cartEntries()).toEqual([]);
    const res = await abandon(order.number);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = orderSchema.parse(res.json());
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(cancelled.history.slice(-2).map((h) => [h.actor, h.state, h.from, h.to])).toEqual([
      ['customer', 'order', 'awaiting-payment', 'cancelled'],
      ['customer', 'payment', 'awaiting-payment', 'unpaid'],
    ]);
    expect(await cartEntries()).toEqual([
      [kit.code, 2],
      [rf25.code, 1],
    ]);
    const session = await orderKit.sandbox.stripe.checkout.sessions.retrieve(
      order.payments[0]?.checkoutSessionId ?? '',
    );
    expect(session.status).toBe('expired');

    // Repeating it changes nothing: the lines are not added twice.
    const repeated = await abandon(order.number);
    expect(repeated.statusCode).toBe(200);
    expect(orderSchema.parse(repeated.json()).history).toEqual(cancelled.history);
    expect(await cartEntries()).toEqual([
      [kit.code, 2],
      [rf25.code, 1],
    ]);
    expect((await retry(order.number)).statusCode).toBe(409);
    await deliverEvents(order.id, 1);
    expect((await readOrder(order.number)).status).toBe('cancelled');
  });

  it('refuses an order paid another way, and an order already paid on its page', async () => {
    await call({ method: 'DELETE', path: `/carts/${cartId}/entries/0`, headers: as(us.id) });
    await call({ method: 'DELETE', path: `/carts/${cartId}/entries/1`, headers: as(us.id) });
    const { order, redirectUrl } = await placeOrder([[kit.code, 1]]);
    // Paid on the page, its webhook not yet arrived: the page is not expired and the order not given up.
    await payWith(redirectUrl ?? '', '4242 4242 4242 4242');
    const res = await abandon(order.number);
    expect(res.statusCode).toBe(409);
    expect((await readOrder(order.number)).status).toBe('awaiting-payment');

    const other = await placeOrder([[kit.code, 1]]);
    await orderKit.app.database.db
      .update(orders)
      .set({ paymentType: 'purchase-order' })
      .where(eq(orders.id, other.order.id));
    expect((await abandon(other.order.number)).statusCode).toBe(409);
  });
});
