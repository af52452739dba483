import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cardSetupStartedSchema,
  expressCheckoutSchema,
  paymentCardListSchema,
  type PaymentCardList,
} from '@store/contracts/commerce';
import { payWith } from '@store/payments-service/test-support';
import { demoCustomer, lumenItem, orderTestKit, STORE } from '../orders/order-test-kit.ts';

/**
 * Payment cards against the real identity service, the real payment sandbox (driven by commerce
 * through the stripe SDK) and the real database: a card saved on the provider's hosted setup page,
 * listed, made the default, removed; another customer's card is none of theirs.
 */

const us = demoCustomer('demo.us');
const ca = demoCustomer('demo.ca');

const RETURN = {
  locale: 'en-us',
  successUrl: `${STORE}/en-us/my-account/payment-cards?added=1`,
  cancelUrl: `${STORE}/en-us/my-account/payment-cards`,
};

const kit = orderTestKit({ customers: [us, ca] });
const { as, call } = kit;

const cardsOf = async (userId: string): Promise<PaymentCardList> => {
  const res = await call({ path: `/users/${userId}/payment-cards`, headers: as(userId) });
  expect(res.statusCode, res.body).toBe(200);
  return paymentCardListSchema.parse(res.json());
};

const startSetup = (userId: string, key = randomUUID(), body: Record<string, unknown> = RETURN) =>
  call({
    method: 'POST',
    path: `/users/${userId}/payment-cards/setups`,
    headers: { ...as(userId), 'idempotency-key': key },
    payload: body,
  });

/** Saves the card on the hosted setup page, which sends the customer back to the store. */
async function saveCard(userId: string, number: string, exp = '12 / 34'): Promise<void> {
  const res = await startSetup(userId);
  expect(res.statusCode, res.body).toBe(201);
  const { redirectUrl } = cardSetupStartedSchema.parse(res.json());
  expect(await payWith(redirectUrl, number, { exp })).toMatchObject({
    status: 303,
    location: RETURN.successUrl,
  });
}

const cardCall = (userId: string, cardId: string, action: 'remove' | 'default', as_ = as(userId)) =>
  call({
    method: action === 'remove' ? 'DELETE' : 'POST',
    path: `/users/${userId}/payment-cards/${cardId}${action === 'default' ? '/default' : ''}`,
    headers: as_,
  });

describe('payment cards', () => {
  it('are none until a card is saved on the hosted setup page, which charges nothing', async () => {
    expect(await cardsOf(ca.id)).toEqual({ cards: [] });

    const key = randomUUID();
    const first = await startSetup(ca.id, key);
    expect(first.statusCode, first.body).toBe(201);
    const { redirectUrl } = cardSetupStartedSchema.parse(first.json());
    const sessionId = new URL(redirectUrl).pathname.split('/').at(-1) ?? '';
    const session = await kit.sandbox.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({ mode: 'setup', currency: 'usd', status: 'open', amount_total: null });
    expect(session.customer).toMatch(/^cus_/);
    // The same key and body: the same page; the same key with another body is refused.
    const again = await startSetup(ca.id, key);
    expect(again.json()).toEqual({ redirectUrl });
    const other = await startSetup(ca.id, key, { ...RETURN, successUrl: `${RETURN.successUrl}&again=1` });
    expect(other.statusCode).toBe(422);

    const back = await payWith(redirectUrl, '4242 4242 4242 4242', { exp: '04 / 31' });
    expect(back).toMatchObject({ status: 303, location: RETURN.successUrl });
    const done = await kit.sandbox.stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required' });
    // The session's completion is no order's payment: commerce takes its webhooks and changes nothing.
    await kit.deliverEvents(sessionId, 1);

    const { cards } = await cardsOf(ca.id);
    expect(cards).toEqual([
      {
        id: expect.stringMatching(/^pm_/),
        brand: 'visa',
        last4: '4242',
        expMonth: 4,
        expYear: 2031,
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

  it('are listed the default first; removing the default leaves none; express checkout pays with the default first', async () => {
    await saveCard(us.id, '4242 4242 4242 4242', '01 / 33');
    await saveCard(us.id, '5555 5555 5555 4444');
    // Saved twice, shown once: the provider keeps two PaymentMethods of this card.
    await saveCard(us.id, '5555 5555 5555 4444');
    const before = (await cardsOf(us.id)).cards;
    expect(before.map((card) => [card.brand, card.isDefault])).toEqual([
      ['mastercard', false],
      ['visa', false],
    ]);

    const visa = before.find((card) => card.brand === 'visa');
    if (!visa) throw new Error('the visa card is not listed');
    const made = await cardCall(us.id, visa.id, 'default');
    expect(made.statusCode, made.body).toBe(200);
    expect(
      paymentCardListSchema.parse(made.json()).cards.map((card) => [card.brand, card.isDefault]),
    ).toEqual([
      ['visa', true],
      ['mastercard', false],
    ]);
    const cartId = await kit.customerCart(us.id, [[lumenItem((i) => i.kind === 'KIT').code, 1]]);
    const express = await call({
      path: `/users/${us.id}/express-checkout?cartId=${cartId}`,
      headers: as(us.id),
    });
    expect(expressCheckoutSchema.parse(express.json()).cards[0]).toMatchObject({
      id: visa.id,
      isDefault: true,
    });

    const removed = await cardCall(us.id, visa.id, 'remove');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      paymentCardListSchema.parse(removed.json()).cards.map((card) => [card.brand, card.isDefault]),
    ).toEqual([['mastercard', false]]);
    // A card removed is gone for good: the provider detached it.
    expect((await cardCall(us.id, visa.id, 'remove')).statusCode).toBe(404);

    // Removing the card saved twice removes both copies.
    const [master] = (await cardsOf(us.id)).cards;
    expect((await cardCall(us.id, master?.id ?? '', 'remove')).statusCode).toBe(200);
    expect(await cardsOf(us.id)).toEqual({ cards: [] });
  });

  it('refuse another customer’s card, another customer’s path, return addresses off the store and a missing key', async () => {
    await saveCard(ca.id, '4242 4242 4242 4242');
    const [theirs] = (await cardsOf(ca.id)).cards;
    if (!theirs) throw new Error('no card saved');
    expect((await cardCall(us.id, theirs.id, 'remove')).statusCode).toBe(404);
    expect((await cardCall(us.id, theirs.id, 'default')).statusCode).toBe(404);
    expect((await cardCall(ca.id, theirs.id, 'remove', as(us.id))).statusCode).toBe(403);
    expect((await cardCall(us.id, 'not-a-card', 'remove')).statusCode).toBe(400);
    expect((await cardsOf(ca.id)).cards.map((card) => card.id)).toContain(theirs.id);

    const elsewhere = await startSetup(us.id, randomUUID(), {
      ...RETURN,
      successUrl: 'https://attacker.example/steal',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ errors: [{ path: 'body.successUrl' }] });
    const keyless = await call({
      method: 'POST',
      path: `/users/${us.id}/payment-cards/setups`,
      headers: as(us.id),
      payload: RETURN,
    });
    expect(keyless.statusCode).toBe(400);
  });
});
