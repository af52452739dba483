import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartSchema,
  checkoutDefaultsSchema,
  expressCheckoutSchema,
  orderSchema,
  placedOrderSchema,
  type PlacedOrder,
} from '@store/contracts/commerce';
import { formToken, openPage, payWith, postForm } from '@store/payments-service/test-support';
import { customers } from '../db/schema.ts';
import { demoCustomer, lumenItem, orderTestKit, STORE } from './order-test-kit.ts';

/**
 * Saved cards and express checkout against the real identity service, the real payment sandbox
 * (driven by commerce through the stripe SDK) and the real database: a card paid with on the hosted
 * page is saved to the customer's provider Customer, then express checkout charges it off-session.
 */

const us = demoCustomer('demo.us');
const ca = demoCustomer('demo.ca');
const kit = lumenItem((i) => i.kind === 'KIT');

const RETURN = {
  successUrl: `${STORE}/en-us/checkout/confirmation?order={ORDER_NUMBER}`,
  cancelUrl: `${STORE}/en-us/checkout?cancelled={ORDER_NUMBER}`,
};

const orderKit = orderTestKit({ customers: [us, ca] });
const { as, call, customerCart, addAddress, place, deliverEvents } = orderKit;

const filledCart = (userId: string) => customerCart(userId, [[kit.code, 1]]);

/** A card order of the customer's filled cart through the full checkout, not paid yet. */
const cardOrder = async (userId: string, addressId: string) =>
  place(userId, {
    cartId: await filledCart(userId),
    addressId,
    deliveryMethod: 'standard',
    paymentType: 'card',
    ...RETURN,
  });

const readOrder = async (number: string, userId = us.id) =>
  orderSchema.parse((await call({ path: `/users/${userId}/orders/${number}`, headers: as(userId) })).json());

const express = async (userId: string, cartId: string) => {
  const res = await call({
    path: `/users/${userId}/express-checkout?cartId=${cartId}`,
    headers: as(userId),
  });
  expect(res.statusCode).toBe(200);
  return expressCheckoutSchema.parse(res.json());
};

const placeExpress = (userId: string, body: Record<string, unknown>, key = randomUUID()) =>
  call({
    method: 'POST',
    path: `/users/${userId}/express-orders`,
    headers: { ...as(userId), 'idempotency-key': key },
    payload: { ...RETURN, ...body },
  });

/** A card order through the full checkout, paid on the hosted page with the card and its webhooks delivered. */
async function buyByCard(userId: string, addressId: string, number: string): Promise<PlacedOrder> {
  const res = await cardOrder(userId, addressId);
  expect(res.statusCode).toBe(201);
  const placed = placedOrderSchema.parse(res.json());
  expect((await payWith(placed.redirectUrl ?? '', number)).status).toBe(303);
  await deliverEvents(placed.order.id, 2);
  return placed;
}

const paymentCustomerOf = async (userId: string) =>
  (
    await orderKit.app.database.db
      .select({ id: customers.paymentCustomerId })
      .from(customers)
      .where(eq(customers.id, userId))
  )[0]?.id;

describe('saved cards', () => {
  it('are kept on one provider Customer, made once, after a paid session, showing brand, last four and expiry only', async () => {
    const address = await addAddress(us.id);
    const declined = await cardOrder(us.id, address.id);
    const declinedPage = placedOrderSchema.parse(declined.json()).redirectUrl ?? '';
    expect((await payWith(declinedPage, '4000 0000 0000 0002')).status).toBe(303);
    // A declined card is not saved.
    expect((await express(us.id, await filledCart(us.id))).cards).toEqual([]);

    const first = await buyByCard(us.id, address.id, '4242 4242 4242 4242');
    const customerId = await paymentCustomerOf(us.id);
    expect(customerId).toMatch(/^cus_/);
    const session = await orderKit.sandbox.stripe.checkout.sessions.retrieve(
      first.order.payments[0]?.checkoutSessionId ?? '',
      { expand: ['payment_intent'] },
    );
    expect(session.customer).toBe(customerId);
    expect(session.payment_intent).toMatchObject({ setup_future_usage: 'off_session' });

    // A second order with the same card: the same Customer, and the card listed once.
    const second = await buyByCard(us.id, address.id, '4242 4242 4242 4242');
    expect(await paymentCustomerOf(us.id)).toBe(customerId);
    const session2 = await orderKit.sandbox.stripe.checkout.sessions.retrieve(
      second.order.payments[0]?.checkoutSessionId ?? '',
    );
    expect(session2.customer).toBe(customerId);

    const { cards } = await express(us.id, await filledCart(us.id));
    expect(cards).toEqual([
      {
        id: expect.stringMatching(/^pm_/),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
        isDefault: false,
      },
    ]);
    expect(Object.keys(cards[0] ?? {}).toSorted()).toEqual([
      'brand',
      'expMonth',
      'expYear',
      'id',
      'isDefault',
      'last4',
    ]);
  });
});

describe('checkout defaults', () => {
  it('are the latest address and standard until the customer sets them; another’s address is refused', async () => {
    const customer = ca;
    const cartId = await filledCart(customer.id);
    const older = await addAddress(customer.id, { line1: '2 Older Road' });
    const latest = await addAddress(customer.id, { line1: '3 Latest Road' });
    const before = await express(customer.id, cartId);
    expect(before.defaults).toMatchObject({
      address: { id: latest.id },
      deliveryMethod: 'standard',
      chosen: false,
    });
    expect(before.deliveryMethod).toBe('standard');

    const set = await call({
      method: 'PUT',
      path: `/users/${customer.id}/checkout-defaults`,
      headers: as(customer.id),
      payload: { addressId: older.id, deliveryMethod: 'express' },
    });
    expect(set.statusCode).toBe(200);
    expect(checkoutDefaultsSchema.parse(set.json())).toMatchObject({
      address: { id: older.id, isDefault: true },
      deliveryMethod: 'express',
      chosen: true,
    });
    await addAddress(customer.id, { line1: '4 Newer Road' });
    expect((await express(customer.id, cartId)).defaults.address?.id).toBe(older.id);

    const foreign = await call({
      method: 'PUT',
      path: `/users/${customer.id}/checkout-defaults`,
      headers: as(customer.id),
      payload: { addressId: (await addAddress(us.id)).id, deliveryMethod: 'standard' },
    });
    expect(foreign.statusCode).toBe(422);
    const other = await call({
      method: 'PUT',
      path: `/users/${us.id}/checkout-defaults`,
      headers: as(customer.id),
      payload: { addressId: older.id, deliveryMethod: 'standard' },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('POST /users/{userId}/express-orders', () => {
  it('charges the saved card off-session; the order is paid when the webhook says so, and a repeat is one order', async () => {
    const cartId = await filledCart(us.id);
    const [card] = (await express(us.id, cartId)).cards;
    const key = randomUUID();
    const res = await placeExpress(us.id, { cartId, paymentType: 'card', cardId: card?.id }, key);
    expect(res.statusCode).toBe(201);
    const { order, redirectUrl } = placedOrderSchema.parse(res.json());
    expect(redirectUrl).toBeUndefined();
    expect(order).toMatchObject({ status: 'awaiting-payment', paymentStatus: 'awaiting-payment' });
    const intentId = order.payments[0]?.paymentIntentId ?? '';
    const intent = await orderKit.sandbox.stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: order.totals.total,
      customer: await paymentCustomerOf(us.id),
      payment_method: card?.id,
      metadata: { orderId: order.id, orderNumber: order.number },
    });
    const cart = await call({ path: `/carts/${cartId}`, headers: as(us.id) });
    expect(cartSchema.parse(cart.json()).entries).toEqual([]);

    const again = await placeExpress(us.id, { cartId, paymentType: 'card', cardId: card?.id }, key);
    expect(placedOrderSchema.parse(again.json()).order.number).toBe(order.number);
    const otherCard = await placeExpress(us.id, { cartId, paymentType: 'card', cardId: 'pm_other' }, key);
    expect(otherCard.statusCode).toBe(422);

    await deliverEvents(order.id, 1);
    const paid = await readOrder(order.number);
    expect(paid).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(paid.history.filter((h) => h.state === 'payment').map((h) => h.to)).toEqual([
      'unpaid',
      'awaiting-payment',
      'paid',
    ]);
  });

  it('answers a declined saved card with the order’s payment failed and the reason, recorded once', async () => {
    const customerId = await paymentCustomerOf(us.id);
    // A card saved without a payment (setup mode) whose charges are all declined.
    const setup = await orderKit.sandbox.stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      customer: customerId ?? '',
      success_url: RETURN.successUrl,
      cancel_url: RETURN.cancelUrl,
    });
    expect((await payWith(setup.url ?? '', '4000 0000 0000 0341', { exp: '11 / 33' })).status).toBe(303);
    const cartId = await filledCart(us.id);
    const declining = (await express(us.id, cartId)).cards.find((c) => c.expYear === 2033);
    const res = await placeExpress(us.id, { cartId, paymentType: 'card', cardId: declining?.id });
    expect(res.statusCode).toBe(201);
    const { order } = placedOrderSchema.parse(res.json());
    expect(order).toMatchObject({ status: 'awaiting-payment', paymentStatus: 'failed' });
    expect(order.payments[0]?.failure).toBe('generic_decline');

    await deliverEvents(order.id, 1);
    const after = await readOrder(order.number);
    expect(after.history.filter((h) => h.to === 'failed')).toHaveLength(1);
  });

  it('refuses a card that asks for 3-D Secure: the order waits to be paid in the full checkout', async () => {
    const address = await addAddress(us.id);
    const res = await cardOrder(us.id, address.id);
    const placed = placedOrderSchema.parse(res.json());
    const challenge = await payWith(placed.redirectUrl ?? '', '4000 0027 6000 3184', { exp: '10 / 32' });
    expect(challenge.status).toBe(303);
    const challengeUrl = `${orderKit.sandbox.origin}${challenge.location}`;
    const page = await openPage(challengeUrl);
    const passed = await postForm(challengeUrl, { token: formToken(page.html), result: 'complete' });
    expect(passed.status).toBe(303);

    const cartId = await filledCart(us.id);
    const secure = (await express(us.id, cartId)).cards.find((c) => c.expYear === 2032);
    expect(secure).toMatchObject({ last4: '3184' });
    const refused = await placeExpress(us.id, { cartId, paymentType: 'card', cardId: secure?.id });
    const { order } = placedOrderSchema.parse(refused.json());
    expect(order).toMatchObject({ status: 'awaiting-payment', paymentStatus: 'failed' });
    expect(order.payments[0]?.failure).toBe('authentication_required');
  });

  it('offers the default card first, else the newest', async () => {
    const cartId = await filledCart(us.id);
    const newest = (await express(us.id, cartId)).cards;
    expect(newest.map((card) => [card.last4, card.isDefault])).toEqual([
      ['3184', false],
      ['0341', false],
      ['4242', false],
    ]);
    const visa = newest.find((card) => card.last4 === '4242');
    const made = await call({
      method: 'POST',
      path: `/users/${us.id}/payment-cards/${visa?.id}/default`,
      headers: as(us.id),
    });
    expect(made.statusCode, made.body).toBe(200);
    const cards = (await express(us.id, cartId)).cards;
    expect(cards.map((card) => [card.last4, card.isDefault])).toEqual([
      ['4242', true],
      ['3184', false],
      ['0341', false],
    ]);
  });

  it('places with a purchase order, and says what is missing', async () => {
    const cartId = await filledCart(us.id);
    const res = await placeExpress(us.id, {
      cartId,
      paymentType: 'purchase-order',
      purchaseOrderNumber: 'PO-77',
    });
    expect(res.statusCode).toBe(201);
    const { order } = placedOrderSchema.parse(res.json());
    expect(order).toMatchObject({ status: 'processing', paymentStatus: 'on-account' });
    expect(order.payments[0]?.purchaseOrderNumber).toBe('PO-77');

    const noCard = await placeExpress(us.id, { cartId: await filledCart(us.id), paymentType: 'card' });
    expect(noCard.statusCode).toBe(422);
    const nobody = demoCustomer('demo.gb');
    await orderKit.signIn(nobody);
    const noAddress = await placeExpress(nobody.id, {
      cartId: await filledCart(nobody.id),
      paymentType: 'purchase-order',
      purchaseOrderNumber: 'PO-1',
    });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json()).toMatchObject({ expressRefusal: 'no-address' });
  });
});
