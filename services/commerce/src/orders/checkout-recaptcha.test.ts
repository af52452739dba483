import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '@store/catalog';
import { PUBLISHED_RECAPTCHA_TOKEN } from '@store/config';
import {
  addressSchema,
  customerCartSchema,
  paymentOptionsSchema,
  placedOrderSchema,
  problemSchema,
} from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { FixedFlags } from '../flags/flag-reader.ts';
import { SITES } from '../http/site-context.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { RECAPTCHA_REFUSAL } from './checkout-recaptcha.ts';

/** The checkout reCAPTCHA flag at placement (docs/checkout.md): off, on with no, a wrong and the right token, a repeat. */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const SITE = 'usassessments';
const STORE = 'https://assessments.example.com';
const kit = generateCatalog(1)
  .programs.filter((p) => p.qualificationLevel === 'A' && p.stores.includes(SITE))
  .flatMap((p) => p.items.filter((i) => !i.digital))[0]!;

let identity: TestIdentity;
let t: TestApp;
let auth: { authorization: string };
const flags = new FixedFlags();

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` }, undefined, flags);
  const { cookie } = await signIn(identity, us.username);
  const { identityClientId } = SITES.get(SITE)!;
  auth = { authorization: `Bearer ${(await tokensFor(identity, cookie, identityClientId)).access_token}` };
}, 120_000);

afterEach(() => flags.set({ 'checkout-recaptcha': false }));

afterAll(async () => {
  await t?.close();
  await identity?.close();
});

/** A fresh cart with one kit, an address, and the body that places it by purchase order. */
async function orderBody(extra: Record<string, unknown> = {}) {
  const current = await t.call({
    method: 'POST',
    path: `/users/${us.id}/carts/current`,
    site: SITE,
    headers: auth,
  });
  const { cart } = customerCartSchema.parse(current.json());
  for (const entry of cart.entries) {
    await t.call({
      method: 'DELETE',
      path: `/carts/${cart.id}/entries/${entry.entryNumber}`,
      site: SITE,
      headers: auth,
    });
  }
  await t.call({
    method: 'POST',
    path: `/carts/${cart.id}/entries`,
    site: SITE,
    headers: auth,
    payload: { itemCode: kit.code, quantity: kit.minOrderQuantity },
  });
  const address = await t.call({
    method: 'POST',
    path: `/users/${us.id}/addresses`,
    site: SITE,
    headers: auth,
    payload: {
      fullName: 'Avery Johnson',
      line1: '1 Main Street',
      city: 'Seattle',
      region: 'WA',
      postcode: '98101',
      country: 'US',
    },
  });
  return {
    cartId: cart.id,
    addressId: addressSchema.parse(address.json()).id,
    deliveryMethod: 'standard',
    paymentType: 'purchase-order',
    purchaseOrderNumber: 'PO-7788',
    successUrl: `${STORE}/checkout/complete`,
    cancelUrl: `${STORE}/checkout`,
    ...extra,
  };
}

const place = (key: string, payload: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    path: `/users/${us.id}/orders`,
    site: SITE,
    headers: { ...auth, 'idempotency-key': key },
    payload,
  });

function robotRefusal(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(422);
  const problem = problemSchema.parse(res.json());
  expect(problem.detail).toBe(RECAPTCHA_REFUSAL);
  expect(problem.errors?.map((e) => e.path)).toEqual(['body.recaptchaToken']);
}

describe('the checkout reCAPTCHA flag', () => {
  it('is off: an order is placed without a token, and payment options say none is needed', async () => {
    const options = await t.call({ path: `/users/${us.id}/payment-options`, site: SITE, headers: auth });
    expect(paymentOptionsSchema.parse(options.json()).recaptcha).toBe(false);
    const res = await place(randomUUID(), await orderBody());
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is on: payment options say so, and a missing or wrong token is a 422 at the token', async () => {
    flags.set({ 'checkout-recaptcha': true });
    const options = await t.call({ path: `/users/${us.id}/payment-options`, site: SITE, headers: auth });
    expect(paymentOptionsSchema.parse(options.json()).recaptcha).toBe(true);

    const body = await orderBody();
    const key = randomUUID();
    robotRefusal(await place(key, body));
    robotRefusal(await place(key, { ...body, recaptchaToken: 'not-the-pass' }));

    // The refusals left the key free: the same key with the pass places the order.
    const res = await place(key, { ...body, recaptchaToken: PUBLISHED_RECAPTCHA_TOKEN });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is on: a repeat of a placement that made its order needs no second token', async () => {
    flags.set({ 'checkout-recaptcha': true });
    const body = await orderBody();
    const key = randomUUID();
    const first = await place(key, { ...body, recaptchaToken: PUBLISHED_RECAPTCHA_TOKEN });
    expect(first.statusCode, first.body).toBe(201);
    const { order } = placedOrderSchema.parse(first.json());

    for (const repeat of [body, { ...body, recaptchaToken: 'a-used-response' }]) {
      const again = await place(key, repeat);
      expect(again.statusCode, again.body).toBe(201);
      expect(placedOrderSchema.parse(again.json()).order.number).toBe(order.number);
    }
    // Another key is another order: it needs its own check.
    robotRefusal(await place(randomUUID(), body));
  });

  it('is on: express checkout asks for the same check', async () => {
    flags.set({ 'checkout-recaptcha': true });
    const { cartId, purchaseOrderNumber, successUrl, cancelUrl } = await orderBody();
    const body = { cartId, paymentType: 'purchase-order', purchaseOrderNumber, successUrl, cancelUrl };
    const express = (key: string, payload: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        path: `/users/${us.id}/express-orders`,
        site: SITE,
        headers: { ...auth, 'idempotency-key': key },
        payload,
      });
    const key = randomUUID();
    robotRefusal(await express(key, body));
    const res = await express(key, { ...body, recaptchaToken: PUBLISHED_RECAPTCHA_TOKEN });
    expect(res.statusCode, res.body).toBe(201);
  });
});
