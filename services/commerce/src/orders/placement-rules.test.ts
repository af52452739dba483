import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog, type CatalogProgram } from '@store/catalog';
import {
  addressListSchema,
  addressSchema,
  checkoutPriceSchema,
  customerCartSchema,
  orderSchema,
  paymentOptionsSchema,
  placedOrderSchema,
  problemSchema,
  type Address,
  type PlacedOrder,
} from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import {
  eventually,
  payWith,
  startSandbox,
  WEBHOOK_SECRET,
  type RunningSandbox,
} from '@store/payments-service/test-support';
import { FixedFlags } from '../flags/flag-reader.ts';
import { SITES } from '../http/site-context.ts';
import { OPERATOR_KEY_HEADER } from '../operator/operator-api.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

/**
 * The placement rules that follow the checkout flags (docs/checkout.md): payment types, VAT numbers,
 * tax exemption, sanctions screening and the third address line, each with its flag on and off, as
 * placement and the checkout review answer them, and the operator's reviews.
 */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const nl = DEMO_CUSTOMERS.find((c) => c.username === 'demo.nl')!;
const OPERATOR_KEY = 'operator-key-for-tests-0123456789';
const STORE = 'https://assessments.example.com';
const RETURN = { successUrl: `${STORE}/checkout/complete`, cancelUrl: `${STORE}/checkout` };

/** The cheapest physical item of a program anyone may buy (level A) that the stores used here sell. */
const STORES = ['usassessments', 'ukassessments', 'nlassessments', 'esassessments'] as const;
const physical = (p: CatalogProgram) => p.items.filter((i) => !i.digital);
const open = generateCatalog(1).programs.find(
  (p) =>
    p.qualificationLevel === 'A' &&
    STORES.every((store) => p.stores.includes(store)) &&
    physical(p).some((i) => i.prices.USD.price < 150),
)!;
const kit = physical(open).sort((a, b) => a.prices.USD.price - b.prices.USD.price)[0]!;
const lumenKit = generateCatalog(1)
  .programs.find((p) => p.code === 'A100123')!
  .items.find((i) => i.kind === 'KIT')!;

const PLACES: Record<string, Partial<Address>> = {
  usassessments: { city: 'Seattle', region: 'WA', postcode: '98101', country: 'US' },
  ukassessments: { city: 'London', region: undefined, postcode: 'SW1A 1AA', country: 'GB' },
  nlassessments: { city: 'Utrecht', region: undefined, postcode: '3511 AA', country: 'NL' },
  esassessments: { city: 'Madrid', region: 'M', postcode: '28001', country: 'ES' },
};

let identity: TestIdentity;
let sandbox: RunningSandbox;
let t: TestApp;
const flags = new FixedFlags();
const tokens = new Map<string, string>();

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  sandbox = await startSandbox();
  t = await startTestApp(
    {
      IDENTITY_BASE_URL: `${identity.origin}/am`,
      STRIPE_API_URL: sandbox.origin,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OPERATOR_API_KEY: OPERATOR_KEY,
    },
    undefined,
    flags,
  );
  for (const customer of [us, nl]) {
    const { cookie } = await signIn(identity, customer.username);
    for (const site of SITES.values()) {
      const token = (await tokensFor(identity, cookie, site.identityClientId)).access_token;
      tokens.set(`${customer.id} ${site.siteId}`, token);
    }
  }
}, 120_000);

afterEach(() => {
  flags.set({
    'po-threshold': false,
    'spanish-po': false,
    'bank-transfer': false,
    vat: false,
    ofac: false,
    'line3-address-field': false,
  });
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  await identity?.close();
});

const as = (userId: string, site: string) => ({ authorization: `Bearer ${tokens.get(`${userId} ${site}`)}` });

async function cartOf(site: string, quantity: number, userId = us.id, itemCode = kit.code): Promise<string> {
  const res = await t.call({
    method: 'POST',
    path: `/users/${userId}/carts/current`,
    site,
    headers: as(userId, site),
  });
  const { cart } = customerCartSchema.parse(res.json());
  for (const entry of cart.entries) {
    await t.call({
      method: 'DELETE',
      path: `/carts/${cart.id}/entries/${entry.entryNumber}`,
      site,
      headers: as(userId, site),
    });
  }
  const added = await t.call({
    method: 'POST',
    path: `/carts/${cart.id}/entries`,
    site,
    headers: as(userId, site),
    payload: { itemCode, quantity },
  });
  expect(added.statusCode, added.body).toBe(200);
  return cart.id;
}

async function addressOf(site: string, place: Partial<Address> = {}, userId = us.id): Promise<Address> {
  const res = await t.call({
    method: 'POST',
    path: `/users/${userId}/addresses`,
    site,
    headers: as(userId, site),
    payload: { fullName: 'Avery Johnson', line1: '1 Main Street', ...PLACES[site], ...place },
  });
  expect(res.statusCode, res.body).toBe(201);
  return addressSchema.parse(res.json());
}

interface Choice {
  site?: string;
  quantity?: number;
  userId?: string;
  place?: Partial<Address>;
  body?: Record<string, unknown>;
}

async function bodyFor({
  site = 'usassessments',
  quantity = kit.minOrderQuantity,
  userId = us.id,
  place = {},
  body = {},
}: Choice) {
  return {
    cartId: await cartOf(site, quantity, userId),
    addressId: (await addressOf(site, place, userId)).id,
    deliveryMethod: 'standard',
    paymentType: 'card',
    ...RETURN,
    ...body,
  };
}

async function place(choice: Choice) {
  const site = choice.site ?? 'usassessments';
  const userId = choice.userId ?? us.id;
  return t.call({
    method: 'POST',
    path: `/users/${userId}/orders`,
    site,
    headers: { ...as(userId, site), 'idempotency-key': randomUUID() },
    payload: await bodyFor(choice),
  });
}

async function placed(choice: Choice): Promise<PlacedOrder> {
  const res = await place(choice);
  expect(res.statusCode, res.body).toBe(201);
  return placedOrderSchema.parse(res.json());
}

async function price(choice: Choice) {
  const site = choice.site ?? 'usassessments';
  const userId = choice.userId ?? us.id;
  const { successUrl: _s, cancelUrl: _c, paymentType, ...body } = await bodyFor(choice);
  return t.call({
    method: 'POST',
    path: `/users/${userId}/checkout/price`,
    site,
    headers: as(userId, site),
    payload: { ...body, ...(choice.body?.['paymentType'] === undefined ? {} : { paymentType }) },
  });
}

function refusal(res: { statusCode: number; json(): unknown }, path: string) {
  expect(res.statusCode).toBe(422);
  const problem = problemSchema.parse(res.json());
  expect(problem.errors?.map((e) => e.path)).toContain(path);
  return problem;
}

const operator = (method: 'GET' | 'POST', path: string, key = OPERATOR_KEY) =>
  t.call({
    method,
    path: `/operator${path}`,
    site: null,
    headers: { 'x-api-key': '', [OPERATOR_KEY_HEADER]: key },
  });

describe('payment options', () => {
  it('answers what placement takes, from the flags and the store', async () => {
    const read = async (site: string) =>
      paymentOptionsSchema.parse(
        (await t.call({ path: `/users/${us.id}/payment-options`, site, headers: as(us.id, site) })).json(),
      );
    expect(await read('usassessments')).toEqual({
      currency: 'USD',
      options: [
        { type: 'card', offered: true },
        { type: 'purchase-order', offered: true },
        { type: 'bank-transfer', offered: false },
      ],
      vatNumbers: false,
      taxExemption: true,
      line3: false,
      recaptcha: false,
    });
    expect((await read('esassessments')).options[1]).toEqual({ type: 'purchase-order', offered: false });

    flags.set({ 'po-threshold': true, 'bank-transfer': true, vat: true, 'line3-address-field': true });
    expect(await read('ukassessments')).toEqual({
      currency: 'GBP',
      options: [
        { type: 'card', offered: true },
        { type: 'purchase-order', offered: true, minimumTotal: 20_000 },
        { type: 'bank-transfer', offered: true },
      ],
      vatNumbers: true,
      taxExemption: false,
      line3: true,
      recaptcha: false,
    });
    const foreign = await t.call({
      path: `/users/${nl.id}/payment-options`,
      headers: as(us.id, 'usassessments'),
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('purchase orders', () => {
  const po = (number?: string) => ({
    paymentType: 'purchase-order',
    ...(number ? { purchaseOrderNumber: number } : {}),
  });

  it('are on account, with the number printed, and need the number', async () => {
    const { order, redirectUrl } = await placed({ body: po('PO-4711') });
    expect(redirectUrl).toBeUndefined();
    expect(order).toMatchObject({ status: 'processing', paymentStatus: 'on-account' });
    expect(order.payments[0]).toMatchObject({
      type: 'purchase-order',
      status: 'on-account',
      purchaseOrderNumber: 'PO-4711',
    });
    expect(order.payments[0]?.checkoutSessionId).toBeUndefined();

    refusal(await place({ body: po() }), 'body.purchaseOrderNumber');
    refusal(await place({ body: { purchaseOrderNumber: 'PO-1' } }), 'body.purchaseOrderNumber');
  });

  it('are taken from the threshold up only with the PO threshold flag', async () => {
    flags.set({ 'po-threshold': true });
    const small = await place({ body: po('PO-1') });
    expect(refusal(small, 'body.paymentType').detail).toMatch(/\$250\.00 or more/);
    refusal(await price({ body: po('PO-1') }), 'body.paymentType');

    const quantity = Math.min(kit.maxOrderQuantity, Math.ceil(250 / kit.prices.USD.price) + 1);
    const { order } = await placed({ quantity, body: po('PO-2') });
    expect(order.total).toBeGreaterThanOrEqual(25_000);
    expect(order.status).toBe('processing');
  });

  it('are taken in the Spanish store only with the Spanish PO flag', async () => {
    const refused = refusal(await place({ site: 'esassessments', body: po('PO-ES') }), 'body.paymentType');
    expect(refused.detail).toBe('This store does not take purchase-order payments; it offers card.');
    flags.set({ 'spanish-po': true });
    const { order } = await placed({ site: 'esassessments', body: po('PO-ES') });
    expect(order).toMatchObject({ status: 'processing', paymentStatus: 'on-account' });
  });
});

describe('bank transfer', () => {
  it('is offered only with its flag, and waits for payment with the reference and the region’s account', async () => {
    const refused = refusal(await place({ body: { paymentType: 'bank-transfer' } }), 'body.paymentType');
    expect(refused.detail).toBe(
      'This store does not take bank-transfer payments; it offers card, purchase-order.',
    );

    flags.set({ 'bank-transfer': true });
    const { order, redirectUrl } = await placed({ body: { paymentType: 'bank-transfer' } });
    expect(redirectUrl).toBeUndefined();
    expect(order).toMatchObject({ status: 'awaiting-payment', paymentStatus: 'awaiting-payment' });
    expect(order.payments[0]?.bankTransfer).toMatchObject({
      reference: order.number,
      accountName: 'Assessments Demo Inc.',
      account: [{ field: 'routingNumber' }, { field: 'accountNumber' }],
    });

    const uk = await placed({ site: 'ukassessments', body: { paymentType: 'bank-transfer' } });
    expect(uk.order.payments[0]?.bankTransfer?.account.map((a) => a.field)).toEqual([
      'sortCode',
      'accountNumber',
    ]);
    const read = await t.call({
      path: `/users/${us.id}/orders/${uk.order.number}`,
      site: 'ukassessments',
      headers: as(us.id, 'ukassessments'),
    });
    expect(orderSchema.parse(read.json()).payments[0]?.bankTransfer?.reference).toBe(uk.order.number);
  });
});

describe('VAT numbers', () => {
  it('are taken only with the VAT flag in the GB, NL and ES stores, checked and printed', async () => {
    const gbBody = { vatNumber: 'GB 980 7806 84' };
    refusal(await place({ site: 'ukassessments', body: gbBody }), 'body.vatNumber');

    flags.set({ vat: true });
    const invalid = refusal(
      await place({ site: 'ukassessments', body: { vatNumber: 'GB980780685' } }),
      'body.vatNumber',
    );
    expect(invalid.detail).toBe(
      'GB980780685 is not a valid VAT number for its country; check the country prefix and digits.',
    );
    refusal(await place({ body: gbBody }), 'body.vatNumber');

    const { order } = await placed({ site: 'ukassessments', body: gbBody });
    expect(order.vatNumber).toBe('GB980780684');
    expect(order.taxes.treatment).toBe('charged');
    expect(order.totals.tax).toBeGreaterThan(0);
  });

  it('reverse-charges a delivery to Germany from the Dutch store for a German VAT number', async () => {
    const germany = { city: 'Berlin', region: undefined, postcode: '10115', country: 'DE' };
    flags.set({ vat: true });
    const priced = await price({ site: 'nlassessments', place: germany, body: { vatNumber: 'DE136695976' } });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(checkoutPriceSchema.parse(priced.json()).taxes).toMatchObject({ treatment: 'reverse-charge' });

    const { order } = await placed({
      site: 'nlassessments',
      place: germany,
      body: { vatNumber: 'DE136695976' },
    });
    expect(order).toMatchObject({
      vatNumber: 'DE136695976',
      totals: { tax: 0 },
      taxes: { treatment: 'reverse-charge' },
    });

    const withoutNumber = await place({ site: 'nlassessments', place: germany });
    expect(withoutNumber.statusCode).toBe(422);
    const domestic = await placed({ site: 'nlassessments', body: { vatNumber: 'DE136695976' } });
    expect(domestic.order.taxes.treatment).toBe('charged');
  });
});

describe('tax exemption', () => {
  const exemption = (changes: Record<string, string> = {}) => ({
    taxExemption: { certificate: 'WA-EX-1001', jurisdiction: 'WA', expiresOn: '2099-12-31', ...changes },
  });

  it('charges no tax and waits in tax review until an operator accepts or rejects the certificate', async () => {
    const priced = checkoutPriceSchema.parse((await price({ body: exemption() })).json());
    expect(priced).toMatchObject({ totals: { tax: 0 }, taxes: { treatment: 'exempt' } });

    const { order } = await placed({
      body: { paymentType: 'purchase-order', purchaseOrderNumber: 'PO-EX', ...exemption() },
    });
    expect(order).toMatchObject({ status: 'tax-review', paymentStatus: 'on-account', totals: { tax: 0 } });
    expect(order.taxExemption).toEqual(exemption().taxExemption);

    expect(
      (await operator('POST', `/orders/${order.number}/tax-exemption/accept`, 'wrong-key-0123456789'))
        .statusCode,
    ).toBe(401);
    const listed = await operator('GET', '/orders/reviews?status=tax-review');
    expect(listed.json().data.map((o: { order: { number: string } }) => o.order.number)).toContain(
      order.number,
    );
    const accepted = await operator('POST', `/orders/${order.number}/tax-exemption/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order).toMatchObject({ status: 'processing' });
    expect(accepted.json().order.history.at(-1)).toMatchObject({
      actor: 'operator',
      from: 'tax-review',
      to: 'processing',
    });
    expect((await operator('POST', `/orders/${order.number}/tax-exemption/reject`)).statusCode).toBe(409);

    const second = await placed({
      body: { paymentType: 'purchase-order', purchaseOrderNumber: 'PO-EX2', ...exemption() },
    });
    const rejected = await operator('POST', `/orders/${second.order.number}/tax-exemption/reject`);
    expect(rejected.json().order).toMatchObject({ status: 'cancelled' });
  });

  it('refuses an expired certificate, one of another country, and one in a store without exemptions', async () => {
    refusal(await place({ body: exemption({ expiresOn: '2020-01-31' }) }), 'body.taxExemption.expiresOn');
    refusal(await place({ body: exemption({ jurisdiction: 'ON' }) }), 'body.taxExemption.jurisdiction');
    refusal(await place({ site: 'ukassessments', body: exemption() }), 'body.taxExemption');
  });

  it('sends a card order to the hosted page untaxed; rejected when paid, it is refunded', async () => {
    const { order, redirectUrl } = await placed({ body: exemption() });
    expect(redirectUrl).toMatch(/^http/);
    expect(order).toMatchObject({
      status: 'tax-review',
      paymentStatus: 'awaiting-payment',
      totals: { tax: 0 },
    });

    await payWith(redirectUrl ?? '', '4242 4242 4242 4242');
    const deliveries = await eventually(() => {
      const found = sandbox.receiver.deliveries.filter((d) => d.payload.includes(order.id));
      return found.length >= 2 ? found : undefined;
    });
    for (const delivery of deliveries) {
      await t.call({
        method: 'POST',
        path: '/payments/webhook',
        site: null,
        headers: {
          'x-api-key': '',
          'content-type': 'application/json',
          'stripe-signature': delivery.signature,
        },
        payload: delivery.payload,
      });
    }
    const paid = orderSchema.parse(
      (
        await t.call({ path: `/users/${us.id}/orders/${order.number}`, headers: as(us.id, 'usassessments') })
      ).json(),
    );
    expect(paid).toMatchObject({ status: 'tax-review', paymentStatus: 'paid' });

    const rejected = await operator('POST', `/orders/${order.number}/tax-exemption/reject`);
    expect(rejected.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(
      rejected
        .json()
        .order.history.slice(-2)
        .map((h: { actor: string }) => h.actor),
    ).toEqual(['operator', 'operator']);
  });
});

describe('sanctions screening', () => {
  it('holds a matching order for review without telling the customer why, only with the OFAC flag', async () => {
    const listed = { fullName: 'dána BLOCKED demo' };
    const unscreened = await placed({ place: listed });
    expect(unscreened.order.status).toBe('awaiting-payment');

    flags.set({ ofac: true });
    const res = await place({ place: listed });
    expect(res.statusCode).toBe(201);
    const { order, redirectUrl } = placedOrderSchema.parse(res.json());
    expect(redirectUrl).toBeUndefined();
    expect(order).toMatchObject({ status: 'held-for-review', paymentStatus: 'unpaid' });
    expect(res.body).not.toMatch(/screening|sanction|Blocked-Demo/i);
    expect(order.history.every((h) => h.note === undefined || h.note === order.number)).toBe(true);

    const reviews = await operator('GET', '/orders/reviews?status=held-for-review');
    const held = reviews
      .json()
      .data.find((o: { order: { number: string } }) => o.order.number === order.number);
    expect(held.screeningMatch).toEqual({
      field: 'delivery',
      name: 'dána BLOCKED demo',
      entry: 'Dana Blocked-Demo',
    });

    const released = await operator('POST', `/orders/${order.number}/screening/release`);
    expect(released.json().order).toMatchObject({ status: 'awaiting-payment', paymentStatus: 'unpaid' });
    const last = orderSchema.parse(released.json().order).history.at(-1);
    expect(last).toMatchObject({ actor: 'operator', to: 'awaiting-payment' });
    expect(last?.note).toBeUndefined();
    expect((await operator('POST', `/orders/${order.number}/screening/release`)).statusCode).toBe(409);
  });

  it('screens the buyer’s organisation; a held bank transfer shows no account until released or is cancelled', async () => {
    flags.set({ ofac: true, 'bank-transfer': true });
    const { order } = await placed({
      place: { organisation: 'PLACEHOLDER restricted trading co. demo' },
      body: { paymentType: 'bank-transfer' },
    });
    expect(order.status).toBe('held-for-review');
    expect(order.payments[0]?.bankTransfer).toBeUndefined();
    const cancelled = await operator('POST', `/orders/${order.number}/screening/cancel`);
    expect(cancelled.json().order).toMatchObject({ status: 'cancelled' });
  });
});

describe('the third address line', () => {
  it('is taken and shown only with the line3 address field flag', async () => {
    const refused = await t.call({
      method: 'POST',
      path: `/users/${us.id}/addresses`,
      headers: as(us.id, 'usassessments'),
      payload: { fullName: 'A B', line1: '1 Main Street', line3: 'Building 4', ...PLACES['usassessments'] },
    });
    refusal(refused, 'body.line3');

    flags.set({ 'line3-address-field': true });
    const { order } = await placed({ place: { line2: 'Suite 200', line3: 'Building 4' } });
    expect(order.deliveryAddress.line3).toBe('Building 4');
    const list = async () =>
      addressListSchema.parse(
        (await t.call({ path: `/users/${us.id}/addresses`, headers: as(us.id, 'usassessments') })).json(),
      ).addresses;
    expect((await list()).some((a) => a.line3 === 'Building 4')).toBe(true);
    flags.set({ 'line3-address-field': false });
    expect((await list()).some((a) => a.line3 !== undefined)).toBe(false);
  });
});

describe('the checkout review', () => {
  it('refuses lines above the customer’s qualification, as placing does', async () => {
    const site = 'usassessments';
    const res = await t.call({
      method: 'POST',
      path: `/users/${nl.id}/checkout/price`,
      site,
      headers: as(nl.id, site),
      payload: {
        cartId: await cartOf(site, 1, nl.id, lumenKit.code),
        addressId: (await addressOf(site, {}, nl.id)).id,
        deliveryMethod: 'standard',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ qualificationRequired: [{ itemCode: lumenKit.code }] });
  });
});
