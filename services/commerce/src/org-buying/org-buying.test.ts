import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { programByCode } from '@store/catalog';
import {
  addressSchema,
  cartSchema,
  checkoutPriceSchema,
  customerCartSchema,
  placedOrderSchema,
  problemSchema,
} from '@store/contracts/commerce';
import { organisationDiscountSchema, qualifiedUsersSchema } from '@store/contracts/commerce-org-buying';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import {
  eventually,
  payWith,
  startSandbox,
  WEBHOOK_SECRET,
  type RunningSandbox,
} from '@store/payments-service/test-support';
import {
  cartEntries,
  customers,
  invoiceLines,
  invoices,
  orderLines,
  orders,
  organisationDiscounts,
  organisationMembers,
  organisations,
  qualifications,
  quoteLines,
  quotes,
  carts,
} from '../db/schema.ts';
import { FixedFlags } from '../flags/flag-reader.ts';
import { OPERATOR_KEY_HEADER } from '../operator/operator-api.ts';
import { seedDemoDiscounts } from '../organisations/demo-discounts.ts';
import { demoOrganisationOf } from '../organisations/demo-organisations.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { discountStanding } from './organisation-discount.ts';

/**
 * Buying for an organisation (docs/organisations.md): the qualified users a cart may be ordered
 * for, the purchaser rule, placement under a qualified user, and the organisation discount in each
 * of its states, its allocation, its tax and its spending limit under concurrent placements.
 */

const demo = (username: string) => DEMO_CUSTOMERS.find((c) => c.username === username)!;
/** Purchasers: us (no qualified-user role), sg. */
const us = demo('demo.us');
const sg = demo('demo.sg');
/** Qualified users: ca holds C, nl holds B on the US store. */
const ca = demo('demo.ca');
const nl = demo('demo.nl');
/** Finance only. */
const es = demo('demo.es');
const ALL = [us, sg, ca, nl, es];

/** Level B, and level C. */
const lumenKit = programByCode('A100123')!.items.find((i) => i.kind === 'KIT')!;
const cedarKit = programByCode('C300789')!.items.find((i) => i.kind === 'KIT')!;
const lumenDigital = programByCode('A100123')!.items.find((i) => i.digital)!;

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';
const STORE = 'https://assessments.example.com';
const RETURN = { successUrl: `${STORE}/checkout/complete`, cancelUrl: `${STORE}/checkout` };
const ORG = randomUUID();

let identity: TestIdentity;
let sandbox: RunningSandbox;
let t: TestApp;
const flags = new FixedFlags();
const tokens = new Map<string, string>();
const addresses = new Map<string, string>();

const as = (userId: string) => ({ authorization: `Bearer ${tokens.get(userId)}` });

async function currentCart(userId: string) {
  const res = await t.call({ method: 'POST', path: `/users/${userId}/carts/current`, headers: as(userId) });
  expect(res.statusCode, res.body).toBe(200);
  return customerCartSchema.parse(res.json()).cart;
}

/** The customer's cart of the account they buy for, holding exactly these lines. */
async function cartWith(userId: string, lines: [string, number][]): Promise<string> {
  const cart = await currentCart(userId);
  await t.database.db.delete(cartEntries).where(eq(cartEntries.cartId, cart.id));
  for (const [itemCode, quantity] of lines) {
    const res = await t.call({
      method: 'POST',
      path: `/carts/${cart.id}/entries`,
      headers: as(userId),
      payload: { itemCode, quantity },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return cart.id;
}

const readCart = async (userId: string, cartId: string) => {
  const res = await t.call({ path: `/carts/${cartId}`, headers: as(userId) });
  expect(res.statusCode, res.body).toBe(200);
  return cartSchema.parse(res.json());
};

const orderBody = (cartId: string, userId: string, extra: Record<string, unknown> = {}) => ({
  cartId,
  addressId: addresses.get(userId),
  deliveryMethod: 'standard',
  paymentType: 'purchase-order',
  purchaseOrderNumber: 'PO-4471',
  ...RETURN,
  ...extra,
});

const place = (userId: string, body: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    path: `/users/${userId}/orders`,
    headers: { ...as(userId), 'idempotency-key': randomUUID() },
    payload: body,
  });

const operator = (method: 'PUT' | 'DELETE', path: string, payload?: unknown) =>
  t.call({
    method,
    path: `/operator${path}`,
    site: null,
    headers: {
      'x-api-key': '',
      [OPERATOR_KEY_HEADER]: OPERATOR_KEY,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

async function setDiscount(body: Record<string, unknown>) {
  const res = await operator('PUT', `/organisations/${ORG}/discount`, body);
  expect(res.statusCode, res.body).toBe(200);
  return organisationDiscountSchema.parse(res.json());
}

const year = new Date().getUTCFullYear();
const THIS_YEAR = { startsOn: `${year}-01-01`, endsOn: `${year}-12-31` };

async function grant(userId: string, level: string) {
  await t.database.db.insert(qualifications).values({
    id: randomUUID(),
    userId,
    siteId: 'usassessments',
    type: 'degree',
    level,
    status: 'approved',
    details: 'Granted for the test.',
    fileName: 'degree.pdf',
    contentType: 'application/pdf',
    size: 100,
    expiresOn: '2036-12-31',
  });
}

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
  for (const customer of ALL) {
    const { cookie } = await signIn(identity, customer.username);
    tokens.set(customer.id, (await tokensFor(identity, cookie)).access_token);
    await currentCart(customer.id);
  }
  const db = t.database.db;
  await db.insert(organisations).values({
    id: ORG,
    accountNumber: 'ORG-TEST-0001',
    siteId: 'usassessments',
    name: 'Riverside School District',
  });
  await db.insert(organisationMembers).values([
    { organisationId: ORG, userId: us.id, roles: ['purchaser', 'administrator'] },
    { organisationId: ORG, userId: sg.id, roles: ['purchaser'] },
    { organisationId: ORG, userId: ca.id, roles: ['qualified-user'] },
    { organisationId: ORG, userId: nl.id, roles: ['qualified-user'] },
    { organisationId: ORG, userId: es.id, roles: ['finance'] },
  ]);
  await grant(ca.id, 'C');
  await grant(nl.id, 'B');
  for (const customer of [us, sg, es, ca]) {
    const res = await t.call({
      method: 'POST',
      path: `/users/${customer.id}/addresses`,
      headers: as(customer.id),
      payload: {
        fullName: 'Avery Johnson',
        line1: '1 Pike Street',
        city: 'Seattle',
        region: 'WA',
        postcode: '98101',
        country: 'US',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    addresses.set(customer.id, addressSchema.parse(res.json()).id);
  }
  for (const customer of [us, sg, es]) {
    await db.update(customers).set({ activeOrganisationId: ORG }).where(eq(customers.id, customer.id));
  }
}, 120_000);

afterEach(async () => {
  flags.set({ 'org-level-discount': false });
  await t.database.db.delete(organisationDiscounts).where(eq(organisationDiscounts.organisationId, ORG));
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  await identity?.close();
});

describe('qualified users of a cart', () => {
  it('lists the organisation’s qualified users with whether each holds what the cart needs', async () => {
    const cartId = await cartWith(us.id, [
      [lumenKit.code, 1],
      [cedarKit.code, 1],
    ]);
    const res = await t.call({ path: `/users/${us.id}/carts/${cartId}/qualified-users`, headers: as(us.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = qualifiedUsersSchema.parse(res.json());
    expect(answer.organisation).toEqual({ id: ORG, name: 'Riverside School District' });
    expect(answer.requiredLevel).toBe('C');
    const byId = new Map(answer.candidates.map((c) => [c.id, c]));
    expect([...byId.keys()].sort()).toEqual([ca.id, nl.id].sort());
    expect(byId.get(ca.id)).toMatchObject({ eligible: true, heldLevels: ['C'] });
    expect(byId.get(nl.id)).toMatchObject({ eligible: false, heldLevels: ['B'] });

    const onlyB = await cartWith(us.id, [[lumenKit.code, 1]]);
    const lower = qualifiedUsersSchema.parse(
      (await t.call({ path: `/users/${us.id}/carts/${onlyB}/qualified-users`, headers: as(us.id) })).json(),
    );
    expect(lower.requiredLevel).toBe('B');
    expect(lower.candidates.every((c) => c.eligible)).toBe(true);
  });

  it('answers a personal cart with no organisation and no candidates', async () => {
    const res = await t.call({ method: 'POST', path: `/users/${ca.id}/carts/current`, headers: as(ca.id) });
    const cart = customerCartSchema.parse(res.json()).cart;
    const listed = await t.call({
      path: `/users/${ca.id}/carts/${cart.id}/qualified-users`,
      headers: as(ca.id),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(qualifiedUsersSchema.parse(listed.json())).toEqual({ candidates: [] });
  });
});

describe('placing an order for an organisation', () => {
  it('refuses a member without the purchaser role, naming it', async () => {
    const cartId = await cartWith(es.id, [[lumenKit.code, 1]]);
    const res = await place(es.id, orderBody(cartId, es.id, { qualifiedUserId: ca.id }));
    expect(res.statusCode, res.body).toBe(403);
    expect(problemSchema.parse(res.json()).detail).toContain('purchaser role');
    const listed = await t.call({
      path: `/users/${es.id}/carts/${cartId}/qualified-users`,
      headers: as(es.id),
    });
    expect(listed.statusCode).toBe(403);
  });

  it('places the order for the qualified user named, and records both', async () => {
    const cartId = await cartWith(us.id, [[cedarKit.code, 1]]);
    const res = await place(us.id, orderBody(cartId, us.id, { qualifiedUserId: ca.id }));
    expect(res.statusCode, res.body).toBe(201);
    const { order } = placedOrderSchema.parse(res.json());
    expect(order.organisation).toEqual({ id: ORG, name: 'Riverside School District' });
    expect(order.qualifiedUser?.id).toBe(ca.id);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      organisationId: ORG,
      qualifiedUserId: ca.id,
      userId: us.id,
      discountTotal: 0,
    });
    const read = await t.call({ path: `/users/${us.id}/orders/${order.number}`, headers: as(us.id) });
    expect(read.json()).toMatchObject({ organisation: { id: ORG }, qualifiedUser: { id: ca.id } });
  });

  it('leaves a personal cart’s order the buyer’s own, under their own qualifications', async () => {
    const cartId = await cartWith(ca.id, [[cedarKit.code, 1]]);
    const res = await place(ca.id, orderBody(cartId, ca.id));
    expect(res.statusCode, res.body).toBe(201);
    const { order } = placedOrderSchema.parse(res.json());
    expect(order.organisation).toBeUndefined();
    expect(order.qualifiedUser).toBeUndefined();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ organisationId: null, qualifiedUserId: ca.id, discount: null });
  });

  it('refuses a qualified user below the level the lines need, saying which', async () => {
    const cartId = await cartWith(us.id, [[cedarKit.code, 1]]);
    const res = await place(us.id, orderBody(cartId, us.id, { qualifiedUserId: nl.id }));
    expect(res.statusCode, res.body).toBe(422);
    const problem = res.json();
    expect(problem.detail).toContain('level C');
    expect(problem.qualificationRequired).toEqual([
      { itemCode: cedarKit.code, productCode: 'C300789', requiredLevel: 'C' },
    ]);
    expect(problem.heldLevels).toEqual(['B']);
  });

  it('refuses a member who is not a qualified user, and restricted lines with nobody named', async () => {
    const cartId = await cartWith(us.id, [[lumenKit.code, 1]]);
    const notQualified = await place(us.id, orderBody(cartId, us.id, { qualifiedUserId: sg.id }));
    expect(notQualified.statusCode, notQualified.body).toBe(422);
    expect(notQualified.json().errors[0].path).toBe('body.qualifiedUserId');
    const nobody = await place(us.id, orderBody(cartId, us.id));
    expect(nobody.statusCode, nobody.body).toBe(422);
    expect(problemSchema.parse(nobody.json()).detail).toBe('Choose the qualified user this order is for.');
  });

  it('places an express order for the qualified user named', async () => {
    const cartId = await cartWith(us.id, [[cedarKit.code, 1]]);
    const express = (qualifiedUserId: string) =>
      t.call({
        method: 'POST',
        path: `/users/${us.id}/express-orders`,
        headers: { ...as(us.id), 'idempotency-key': randomUUID() },
        payload: {
          cartId,
          paymentType: 'purchase-order',
          purchaseOrderNumber: 'PO-4472',
          ...RETURN,
          qualifiedUserId,
        },
      });
    expect((await express(nl.id)).statusCode).toBe(422);
    const res = await express(ca.id);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = placedOrderSchema.parse(res.json());
    expect(order).toMatchObject({ organisation: { id: ORG }, qualifiedUser: { id: ca.id } });
  });

  it('prices the checkout for the qualified user with the same refusals', async () => {
    const cartId = await cartWith(us.id, [[cedarKit.code, 1]]);
    const price = (extra: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        path: `/users/${us.id}/checkout/price`,
        headers: as(us.id),
        payload: { cartId, addressId: addresses.get(us.id), deliveryMethod: 'standard', ...extra },
      });
    const ok = await price({ qualifiedUserId: ca.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(checkoutPriceSchema.parse(ok.json()).qualifiedUser?.id).toBe(ca.id);
    expect((await price({ qualifiedUserId: nl.id })).statusCode).toBe(422);
  });
});

describe('the organisation discount', () => {
  it('is replaced and removed by the operator', async () => {
    const set = await setDiscount({ scheme: 'old', percent: 12.5, ...THIS_YEAR });
    expect(set).toMatchObject({ scheme: 'old', basisPoints: 1250, currency: 'USD' });
    const bad = await operator('PUT', `/organisations/${ORG}/discount`, {
      scheme: 'uap',
      percent: 5,
      ...THIS_YEAR,
    });
    expect(bad.statusCode).toBe(400);
    const tooLarge = await operator('PUT', `/organisations/${ORG}/discount`, {
      scheme: 'uap',
      percent: 5,
      ...THIS_YEAR,
      spendingLimit: 10_000_000_000,
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.body).toContain('at most 2147483647 minor units');
    expect((await operator('DELETE', `/organisations/${ORG}/discount`)).statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(organisationDiscounts)
      .where(eq(organisationDiscounts.organisationId, ORG));
    expect(rows).toEqual([]);
    expect((await operator('DELETE', `/organisations/${randomUUID()}/discount`)).statusCode).toBe(404);
  });

  it('reads in each of its six states', async () => {
    const db = t.database.db;
    const today = '2026-06-15';
    const state = async (row: Record<string, unknown>, subtotal = 10_000) => {
      await db.delete(organisationDiscounts).where(eq(organisationDiscounts.organisationId, ORG));
      await db.insert(organisationDiscounts).values({
        id: randomUUID(),
        organisationId: ORG,
        scheme: 'uap',
        basisPoints: 1000,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
        currency: 'USD',
        spendingLimit: null,
        ...row,
      });
      return (await discountStanding(db, ORG, subtotal, today))?.state;
    };
    expect(await state({ spendingLimit: 50_000 })).toBe('UAP_APPLIED');
    expect(await state({ spendingLimit: 5_000 })).toBe('UAP_LIMIT_REACHED');
    expect(await state({ spendingLimit: 50_000, endsOn: '2026-06-14' })).toBe('UAP_EXPIRED');
    expect(await state({ scheme: 'old' })).toBe('OLD_APPLIED');
    expect(await state({ scheme: 'old', endsOn: '2026-03-31' })).toBe('OLD_EXPIRED');
    expect(await state({ scheme: 'old', startsOn: '2026-07-01' })).toBe('OLD_NOT_STARTED');
  });

  it('is applied to the cart and the order: shared over the lines exactly, tax on the discounted nets', async () => {
    flags.set({ 'org-level-discount': true });
    await setDiscount({ scheme: 'old', percent: 7.5, ...THIS_YEAR });
    const cartId = await cartWith(us.id, [
      [lumenKit.code, 3],
      [cedarKit.code, 1],
    ]);
    const cart = await readCart(us.id, cartId);
    expect(cart.discount).toMatchObject({ state: 'OLD_APPLIED', basisPoints: 750 });
    expect(cart.discount!.amount.value).toBeGreaterThan(0);

    const res = await place(us.id, orderBody(cartId, us.id, { qualifiedUserId: ca.id }));
    expect(res.statusCode, res.body).toBe(201);
    const { order } = placedOrderSchema.parse(res.json());
    const amount = Math.round((order.totals.subtotal * 750) / 10_000);
    expect(order.totals.discount).toBe(amount);
    expect(order.discount).toEqual({ scheme: 'old', basisPoints: 750, state: 'OLD_APPLIED' });
    expect(order.lines.reduce((sum, line) => sum + (line.discount ?? 0), 0)).toBe(amount);
    for (const line of order.lines) {
      expect(line.net).toBe(line.quantity * line.unitPrice - (line.discount ?? 0));
      const rate = line.taxComponents.reduce((sum, c) => sum + c.rate, 0);
      expect(rate).toBeGreaterThan(0);
      expect(Math.abs(line.tax - (line.net * rate) / 100)).toBeLessThanOrEqual(line.taxComponents.length);
    }
    expect(order.total).toBe(order.totals.subtotal - amount + order.totals.delivery + order.totals.tax);
    const stored = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(stored.reduce((sum, line) => sum + line.discount, 0)).toBe(amount);
  });

  it('is invoiced at the discounted nets, each such line saying so', async () => {
    flags.set({ 'org-level-discount': true });
    await setDiscount({ scheme: 'old', percent: 7.5, ...THIS_YEAR });
    const cartId = await cartWith(us.id, [[lumenDigital.code, 2]]);
    const res = await place(
      us.id,
      orderBody(cartId, us.id, { qualifiedUserId: ca.id, deliveryMethod: undefined }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order } = placedOrderSchema.parse(res.json());
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({ organisationId: ORG, total: order.total });
    const [line] = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(line!.net).toBe(order.lines[0]!.net);
    expect(line!.name).toContain('(organization discount −7.5%)');
  });

  it('is charged as discounted when the order is paid by card', async () => {
    flags.set({ 'org-level-discount': true });
    await setDiscount({ scheme: 'old', percent: 15, ...THIS_YEAR });
    const cartId = await cartWith(us.id, [[lumenKit.code, 3]]);
    const res = await place(
      us.id,
      orderBody(cartId, us.id, {
        qualifiedUserId: ca.id,
        paymentType: 'card',
        purchaseOrderNumber: undefined,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = placedOrderSchema.parse(res.json());
    expect(order.totals.discount).toBeGreaterThan(0);
    await payWith(redirectUrl ?? '', '4242 4242 4242 4242');
    const deliveries = await eventually(() => {
      const found = sandbox.receiver.deliveries.filter((d) => d.payload.includes(order.id));
      return found.length >= 2 ? found : undefined;
    });
    for (const delivery of deliveries) {
      const delivered = await t.call({
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
      expect(delivered.statusCode).toBe(200);
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'processing' });
  });

  it('lets only one of two orders placed at once within the spending limit', async () => {
    flags.set({ 'org-level-discount': true });
    const first = await cartWith(us.id, [[lumenKit.code, 2]]);
    const second = await cartWith(sg.id, [[lumenKit.code, 2]]);
    const subtotal = Math.round((await readCart(us.id, first)).subtotal.value * 100);
    const spendingLimit = (await spentSoFar()) + Math.floor(subtotal * 1.5);
    await setDiscount({ scheme: 'uap', percent: 10, ...THIS_YEAR, spendingLimit });
    expect((await readCart(sg.id, second)).discount?.state).toBe('UAP_APPLIED');

    const placed = await Promise.all([
      place(us.id, orderBody(first, us.id, { qualifiedUserId: ca.id })),
      place(sg.id, orderBody(second, sg.id, { qualifiedUserId: ca.id })),
    ]);
    const states = placed.map((res) => {
      expect(res.statusCode, res.body).toBe(201);
      const { order } = placedOrderSchema.parse(res.json());
      return [order.discount?.state, order.totals.discount] as const;
    });
    expect(states.map(([state]) => state).sort()).toEqual(['UAP_APPLIED', 'UAP_LIMIT_REACHED']);
    expect(states.find(([state]) => state === 'UAP_LIMIT_REACHED')?.[1]).toBe(0);

    const again = await cartWith(us.id, [[lumenKit.code, 2]]);
    expect((await readCart(us.id, again)).discount).toMatchObject({
      state: 'UAP_LIMIT_REACHED',
      amount: { value: 0 },
    });
  });

  it('is seeded for the demo organisations of demo.us, demo.ca and demo.sg only, once', async () => {
    const db = t.database.db;
    await seedDemoDiscounts(db);
    const stateOf = async (username: string) =>
      (await discountStanding(db, demoOrganisationOf(username).id, 0))?.state;
    expect(await stateOf('demo.us')).toBe('UAP_APPLIED');
    expect(await stateOf('demo.ca')).toBe('OLD_APPLIED');
    expect(await stateOf('demo.sg')).toBe('UAP_APPLIED');
    expect(await stateOf('demo.gb')).toBeUndefined();
    const usRows = await db
      .select()
      .from(organisationDiscounts)
      .where(eq(organisationDiscounts.organisationId, demoOrganisationOf('demo.us').id));
    expect(usRows).toHaveLength(1);
    expect(usRows[0]).toMatchObject({ scheme: 'uap', basisPoints: 1000, spendingLimit: 250_000 });
  });

  it('takes nothing off an accepted quote’s prices, which were negotiated already', async () => {
    flags.set({ 'org-level-discount': true });
    await setDiscount({ scheme: 'old', percent: 10, ...THIS_YEAR });
    const cartId = await cartWith(us.id, [[lumenKit.code, 2]]);
    const quoteId = randomUUID();
    const db = t.database.db;
    await db.insert(quotes).values({
      id: quoteId,
      number: `US-QT-TEST-${quoteId.slice(0, 8)}`,
      userId: us.id,
      organisationId: ORG,
      siteId: 'usassessments',
      locale: 'en-us',
      currency: 'USD',
      status: 'accepted',
    });
    await db.insert(quoteLines).values({
      quoteId,
      position: 1,
      itemCode: lumenKit.code,
      name: 'Lumen kit',
      quantity: 2,
      listUnitPrice: 20_000,
      offeredUnitPrice: 15_000,
    });
    await db.update(carts).set({ quoteId }).where(eq(carts.id, cartId));

    const cart = await readCart(us.id, cartId);
    expect(cart.quote?.id).toBe(quoteId);
    expect(cart.discount).toBeUndefined();
    const res = await place(us.id, orderBody(cartId, us.id, { qualifiedUserId: ca.id }));
    expect(res.statusCode, res.body).toBe(201);
    const { order } = placedOrderSchema.parse(res.json());
    expect(order.lines[0]?.unitPrice).toBe(15_000);
    expect(order.totals.discount).toBe(0);
    expect(order.discount).toBeUndefined();
  });

  it('takes nothing with the flag off', async () => {
    await setDiscount({ scheme: 'old', percent: 10, ...THIS_YEAR });
    const cartId = await cartWith(us.id, [[lumenKit.code, 1]]);
    expect((await readCart(us.id, cartId)).discount).toBeUndefined();
    const res = await place(us.id, orderBody(cartId, us.id, { qualifiedUserId: ca.id }));
    expect(res.statusCode, res.body).toBe(201);
    const { order } = placedOrderSchema.parse(res.json());
    expect(order.totals.discount).toBe(0);
    expect(order.discount).toBeUndefined();
  });
});

/** What the organisation's uap-discounted orders already total. */
async function spentSoFar(): Promise<number> {
  const rows = await t.database.db.select().from(orders).where(eq(orders.organisationId, ORG));
  return rows
    .filter((row) => row.discount?.scheme === 'uap' && row.discount.state === 'UAP_APPLIED')
    .reduce((sum, row) => sum + row.subtotal, 0);
}
