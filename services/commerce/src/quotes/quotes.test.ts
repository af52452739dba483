import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinorUnits } from '@store/catalog';
import { addressSchema, cartSchema, customerCartSchema, orderSchema } from '@store/contracts/commerce';
import {
  operatorQuoteListSchema,
  operatorQuoteSchema,
  quoteAcceptanceSchema,
  quoteListSchema,
  quoteSchema,
  type Quote,
} from '@store/contracts/commerce-quotes';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { outbox } from '@store/mail';
import { extractText, getDocumentProxy } from 'unpdf';
import { startSandbox, WEBHOOK_SECRET, type RunningSandbox } from '@store/payments-service/test-support';
import { carts, customers, organisationMembers, organisations, quotes } from '../db/schema.ts';
import { FixedFlags } from '../flags/flag-reader.ts';
import { OPERATOR_KEY_HEADER } from '../operator/operator-api.ts';
import { demoCustomer, lumenItem, STORE } from '../orders/order-test-kit.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { todayOf } from './quote-view.ts';

/**
 * Quotes against the real identity service, the payment sandbox and the database: each transition
 * and its refusals, idempotent asking and accepting, expiry, checkout at the quote's prices and the
 * order that marks it ordered, the qualification gate, whose quotes a caller reaches (another
 * customer's, an organisation's purchasers'), and the operator's routes with their mails.
 */

const us = demoCustomer('demo.us');
const nl = demoCustomer('demo.nl');
const ca = demoCustomer('demo.ca');
const kit = lumenItem((i) => i.kind === 'KIT');
const forms = lumenItem((i) => i.kind === 'RF25');
const OPERATOR_KEY = 'operator-key-for-quote-tests-0123';
const RETURN = { successUrl: `${STORE}/en-us/checkout/complete`, cancelUrl: `${STORE}/en-us/checkout` };
const SEATTLE = { city: 'Seattle', region: 'WA', postcode: '98101', country: 'US' };

let identity: TestIdentity;
let sandbox: RunningSandbox;
let t: TestApp;
const tokens = new Map<string, string>();
const flags = new FixedFlags({ 'po-threshold': false });

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
  for (const customer of [us, nl, ca]) {
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

const customerCall = (
  userId: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
  by = userId,
) =>
  t.call({
    method,
    path: `/users/${userId}${path}`,
    headers: as(by),
    ...(payload === undefined ? {} : { payload }),
  });

const operator = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  t.call({
    method,
    path: `/operator${path}`,
    site: null,
    headers: { 'x-api-key': '', [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
    ...(payload === undefined ? {} : { payload }),
  });

/** The customer's current cart, emptied, then holding these lines. */
async function cartWith(userId: string, lines: [string, number][]): Promise<string> {
  const res = await t.call({ method: 'POST', path: `/users/${userId}/carts/current`, headers: as(userId) });
  const { cart } = customerCartSchema.parse(res.json());
  for (const entry of cart.entries) {
    await t.call({
      method: 'DELETE',
      path: `/carts/${cart.id}/entries/${entry.entryNumber}`,
      headers: as(userId),
    });
  }
  for (const [itemCode, quantity] of lines) {
    const added = await t.call({
      method: 'POST',
      path: `/carts/${cart.id}/entries`,
      headers: as(userId),
      payload: { itemCode, quantity },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return cart.id;
}

async function readCart(userId: string, cartId: string) {
  return cartSchema.parse((await t.call({ path: `/carts/${cartId}`, headers: as(userId) })).json());
}

function ask(
  userId: string,
  cartId: string,
  key: string | undefined,
  message = 'Forty kits for our district, please.',
) {
  return t.call({
    method: 'POST',
    path: `/users/${userId}/quotes`,
    headers: { ...as(userId), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { cartId, message },
  });
}

async function asked(userId: string, lines: [string, number][] = [[kit.code, 2]]): Promise<Quote> {
  const res = await ask(userId, await cartWith(userId, lines), randomUUID());
  expect(res.statusCode, res.body).toBe(201);
  return quoteSchema.parse(res.json());
}

const inDays = (days: number) => todayOf(new Date(Date.now() + days * 86_400_000));

/** An offer pricing every line at `price` (major units). */
async function offered(quote: Quote, price = 100, extra: Record<string, unknown> = {}) {
  const res = await operator('POST', `/quotes/${quote.id}/offer`, {
    lines: quote.lines.map((line) => ({ position: line.position, unitPrice: price })),
    expiresOn: inDays(21),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return operatorQuoteSchema.parse(res.json());
}

async function addressOf(userId: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    path: `/users/${userId}/addresses`,
    headers: as(userId),
    payload: { fullName: 'Avery Johnson', organisation: 'Seattle Schools', line1: '1 Pine St', ...SEATTLE },
  });
  expect(res.statusCode, res.body).toBe(201);
  return addressSchema.parse(res.json()).id;
}

describe('asking for a quote', () => {
  it('makes a submitted quote of the cart at list prices, leaves the cart as it was, once per key', async () => {
    const cartId = await cartWith(us.id, [
      [kit.code, 2],
      [forms.code, 3],
    ]);
    const before = await readCart(us.id, cartId);
    const key = randomUUID();
    const res = await ask(us.id, cartId, key);
    expect(res.statusCode, res.body).toBe(201);
    const quote = quoteSchema.parse(res.json());
    expect(quote).toMatchObject({
      status: 'submitted',
      currency: 'USD',
      lineCount: 2,
      actions: ['message', 'cancel'],
      messages: [{ author: 'customer', body: 'Forty kits for our district, please.' }],
    });
    expect(quote.number).toMatch(/^US-QT-\d{4}-\d{6}$/);
    expect(quote.lines.map((l) => [l.itemCode, l.quantity, l.listUnitPrice.value])).toEqual(
      before.entries.map((e) => [e.itemCode, e.quantity, e.unitPrice.value]),
    );
    expect(quote.listSubtotal).toEqual(before.subtotal);
    expect(quote.offeredTotal).toBeUndefined();
    expect((await readCart(us.id, cartId)).entries).toEqual(before.entries);

    const again = await ask(us.id, cartId, key);
    expect(again.statusCode).toBe(201);
    expect(quoteSchema.parse(again.json()).id).toBe(quote.id);
    const rows = await t.database.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.userId, us.id), eq(quotes.creationKey, key)));
    expect(rows).toHaveLength(1);

    const otherBody = await ask(us.id, cartId, key, 'Something else');
    expect(otherBody.statusCode).toBe(422);
  });

  it('needs an Idempotency-Key and a cart with lines', async () => {
    const cartId = await cartWith(us.id, []);
    expect((await ask(us.id, cartId, undefined)).statusCode).toBe(400);
    const empty = await ask(us.id, cartId, randomUUID());
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toContain('empty');
    expect((await ask(us.id, randomUUID(), randomUUID())).statusCode).toBe(404);
  });

  it('lists the customer’s quotes newest first, and another customer’s quote is unknown', async () => {
    const first = await asked(us.id);
    const second = await asked(us.id);
    const list = quoteListSchema.parse((await customerCall(us.id, 'GET', '/quotes')).json());
    const ids = list.quotes.map((q) => q.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    expect((await customerCall(nl.id, 'GET', `/quotes/${first.id}`)).statusCode).toBe(404);
    expect((await customerCall(nl.id, 'POST', `/quotes/${first.id}/cancellation`)).statusCode).toBe(404);
    expect((await customerCall(us.id, 'GET', `/quotes/${first.id}`, undefined, nl.id)).statusCode).toBe(403);
    const theirs = quoteListSchema.parse((await customerCall(nl.id, 'GET', '/quotes')).json());
    expect(theirs.quotes.map((q) => q.id)).not.toContain(first.id);
  });
});

describe('the operator', () => {
  it('lists submitted quotes, offers prices with a message, and the customer is mailed', async () => {
    const quote = await asked(us.id, [
      [kit.code, 2],
      [forms.code, 1],
    ]);
    const queue = operatorQuoteListSchema.parse((await operator('GET', '/quotes?status=submitted')).json());
    expect(queue.data.find((q) => q.id === quote.id)).toMatchObject({
      userId: us.id,
      siteId: 'usassessments',
    });

    const missing = await operator('POST', `/quotes/${quote.id}/offer`, {
      lines: [{ position: 1, unitPrice: 90 }],
      expiresOn: inDays(7),
    });
    expect(missing.statusCode).toBe(422);
    const past = await operator('POST', `/quotes/${quote.id}/offer`, {
      lines: quote.lines.map((l) => ({ position: l.position, unitPrice: 90 })),
      expiresOn: inDays(-1),
    });
    expect(past.statusCode).toBe(422);
    const cents = await operator('POST', `/quotes/${quote.id}/offer`, {
      lines: quote.lines.map((l) => ({ position: l.position, unitPrice: 90.125 })),
      expiresOn: inDays(7),
    });
    expect(cents.statusCode).toBe(422);

    const offer = await offered(quote, 90.5, { terms: 'Net 30.', message: 'Our best price for 2 kits.' });
    expect(offer).toMatchObject({
      status: 'offered',
      expiresOn: inDays(21),
      terms: 'Net 30.',
      offeredTotal: { currency: 'USD', value: 271.5 },
      actions: ['message', 'accept', 'reject', 'cancel'],
    });
    expect(offer.lines[0]).toMatchObject({ offeredUnitPrice: { value: 90.5 }, offeredTotal: { value: 181 } });
    expect(offer.messages.at(-1)).toMatchObject({ author: 'operator', body: 'Our best price for 2 kits.' });

    const replaced = await offered(quote, 80);
    expect(replaced.offeredTotal?.value).toBe(240);

    const written = await operator('POST', `/quotes/${quote.id}/messages`, {
      body: 'Delivery in two weeks.',
    });
    expect(written.statusCode, written.body).toBe(200);

    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${quote.number}%`));
    expect(mails.map((m) => m.template).toSorted()).toEqual(['quoteMessage', 'quoteOffered', 'quoteOffered']);
    expect(mails.every((m) => m.recipient === us.email && m.locale === 'en-us')).toBe(true);
    expect(mails[0]?.text).toContain(`/en-us/my-account/quotes/${quote.id}`);
    expect(mails.find((m) => m.template === 'quoteMessage')?.text).toContain('Delivery in two weeks.');
  });

  it('rejects, reads one quote, refuses what a state does not allow, and needs its key', async () => {
    const quote = await asked(us.id);
    const read = operatorQuoteSchema.parse((await operator('GET', `/quotes/${quote.id}`)).json());
    expect(read).toMatchObject({ id: quote.id, locale: 'en-us', userId: us.id });
    const rejected = await operator('POST', `/quotes/${quote.id}/rejection`, {
      message: 'We cannot supply these.',
    });
    expect(operatorQuoteSchema.parse(rejected.json()).status).toBe('rejected');
    const late = await operator('POST', `/quotes/${quote.id}/offer`, {
      lines: [{ position: 1, unitPrice: 1 }],
      expiresOn: inDays(3),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('is rejected');
    expect((await operator('GET', `/quotes/${randomUUID()}`)).statusCode).toBe(404);
    const keyless = await t.call({ path: '/operator/quotes', site: null, headers: { 'x-api-key': '' } });
    expect(keyless.statusCode).toBe(401);
  });
});

describe('the customer’s transitions', () => {
  it('writes messages, cancels a submitted quote, and then refuses with the state and what to do', async () => {
    const quote = await asked(us.id);
    const written = await customerCall(us.id, 'POST', `/quotes/${quote.id}/messages`, {
      body: 'Any discount?',
    });
    expect(written.statusCode, written.body).toBe(201);
    expect(quoteSchema.parse(written.json()).messages.map((m) => m.author)).toEqual(['customer', 'customer']);

    const accept = await customerCall(us.id, 'POST', `/quotes/${quote.id}/acceptance`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().detail).toMatch(
      /is submitted, so you cannot accept it: it waits for the store’s offer/,
    );

    const cancelled = await customerCall(us.id, 'POST', `/quotes/${quote.id}/cancellation`);
    expect(quoteSchema.parse(cancelled.json())).toMatchObject({ status: 'cancelled', actions: [] });
    for (const path of ['cancellation', 'rejection', 'acceptance', 'requote', 'messages']) {
      const res = await customerCall(
        us.id,
        'POST',
        `/quotes/${quote.id}/${path}`,
        path === 'messages' ? { body: 'Hi' } : undefined,
      );
      expect(res.statusCode, path).toBe(409);
      expect(res.json().detail, path).toContain('is cancelled');
    }
  });

  it('rejects an offer and asks again once: a new submitted quote with the same lines', async () => {
    const quote = await asked(us.id, [[forms.code, 4]]);
    await offered(quote);
    const rejected = quoteSchema.parse(
      (await customerCall(us.id, 'POST', `/quotes/${quote.id}/rejection`)).json(),
    );
    expect(rejected).toMatchObject({ status: 'rejected', actions: ['requote'] });

    const res = await customerCall(us.id, 'POST', `/quotes/${quote.id}/requote`);
    expect(res.statusCode, res.body).toBe(201);
    const again = quoteSchema.parse(res.json());
    expect(again).toMatchObject({ status: 'submitted', requoteOf: { id: quote.id, number: quote.number } });
    expect(again.id).not.toBe(quote.id);
    expect(again.lines.map((l) => [l.itemCode, l.quantity])).toEqual([[forms.code, 4]]);
    const twice = quoteSchema.parse(
      (await customerCall(us.id, 'POST', `/quotes/${quote.id}/requote`)).json(),
    );
    expect(twice.id).toBe(again.id);

    const notYet = await customerCall(us.id, 'POST', `/quotes/${again.id}/requote`);
    expect(notYet.statusCode).toBe(409);
  });

  it('reads an offer past its last day as expired, refuses accepting it, and stores the expiry', async () => {
    const quote = await asked(us.id);
    await offered(quote);
    await t.database.db
      .update(quotes)
      .set({ expiresOn: inDays(-1) })
      .where(eq(quotes.id, quote.id));
    const read = quoteSchema.parse((await customerCall(us.id, 'GET', `/quotes/${quote.id}`)).json());
    expect(read).toMatchObject({ status: 'expired', actions: ['requote'] });

    const accept = await customerCall(us.id, 'POST', `/quotes/${quote.id}/acceptance`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().detail).toContain('is expired');
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.status).toBe('expired');
    const requoted = await customerCall(us.id, 'POST', `/quotes/${quote.id}/requote`);
    expect(requoted.statusCode).toBe(201);
  });
});

describe('accepting and ordering', () => {
  it('puts the quote’s lines in the cart at the offered prices once, and the order marks it ordered', async () => {
    const quote = await asked(us.id, [
      [kit.code, 2],
      [forms.code, 3],
    ]);
    await offered(quote, 50);
    const cartId = await cartWith(us.id, [[forms.code, 1]]);

    const res = await customerCall(us.id, 'POST', `/quotes/${quote.id}/acceptance`);
    expect(res.statusCode, res.body).toBe(200);
    const accepted = quoteAcceptanceSchema.parse(res.json());
    expect(accepted).toMatchObject({ cartId, quote: { status: 'accepted', actions: ['message'] } });
    const cart = await readCart(us.id, cartId);
    expect(cart.quote).toEqual({ id: quote.id, number: quote.number });
    expect(cart.entries.map((e) => [e.itemCode, e.quantity, e.unitPrice.value, e.totalPrice.value])).toEqual([
      [kit.code, 2, 50, 100],
      [forms.code, 3, 50, 150],
    ]);
    expect(cart.subtotal.value).toBe(250);

    const again = quoteAcceptanceSchema.parse(
      (await customerCall(us.id, 'POST', `/quotes/${quote.id}/acceptance`)).json(),
    );
    expect(again.cartId).toBe(cartId);
    expect((await readCart(us.id, cartId)).updatedAt).toBe(cart.updatedAt);

    const addressId = await addressOf(us.id);
    const price = await t.call({
      method: 'POST',
      path: `/users/${us.id}/checkout/price`,
      headers: as(us.id),
      payload: { cartId, addressId, deliveryMethod: 'standard' },
    });
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json().totals.subtotal).toBe(toMinorUnits(250, 'USD'));

    const placed = await t.call({
      method: 'POST',
      path: `/users/${us.id}/orders`,
      headers: { ...as(us.id), 'idempotency-key': randomUUID() },
      payload: {
        cartId,
        addressId,
        deliveryMethod: 'standard',
        paymentType: 'purchase-order',
        purchaseOrderNumber: 'PO-QT-1',
        ...RETURN,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderSchema.parse(placed.json().order);
    expect(order.lines.map((l) => l.unitPrice)).toEqual([5000, 5000]);

    const ordered = quoteSchema.parse((await customerCall(us.id, 'GET', `/quotes/${quote.id}`)).json());
    expect(ordered).toMatchObject({ status: 'ordered', orderNumber: order.number, actions: [] });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.orderId).toBe(order.id);
    const after = await readCart(us.id, cartId);
    expect(after.entries).toEqual([]);
    expect(after.quote).toBeUndefined();
  });

  it('goes back to catalogue prices once the cart’s lines change', async () => {
    const quote = await asked(us.id, [[kit.code, 2]]);
    await offered(quote, 10);
    const { cartId } = quoteAcceptanceSchema.parse(
      (await customerCall(us.id, 'POST', `/quotes/${quote.id}/acceptance`)).json(),
    );
    expect((await readCart(us.id, cartId)).entries[0]?.unitPrice.value).toBe(10);
    const changed = await t.call({
      method: 'POST',
      path: `/carts/${cartId}/entries`,
      headers: as(us.id),
      payload: { itemCode: forms.code, quantity: 1 },
    });
    const cart = cartSchema.parse(changed.json());
    expect(cart.quote).toBeUndefined();
    expect(cart.entries.find((e) => e.itemCode === kit.code)?.unitPrice.value).toBeGreaterThan(10);
  });

  it('loses the link when a saved cart is restored into the cart', async () => {
    const quote = await asked(us.id, [[forms.code, 2]]);
    await offered(quote, 5);
    const { cartId } = quoteAcceptanceSchema.parse(
      (await customerCall(us.id, 'POST', `/quotes/${quote.id}/acceptance`)).json(),
    );
    const saved = await customerCall(us.id, 'POST', '/saved-carts', { cartId, name: 'Quoted forms' });
    expect(saved.statusCode, saved.body).toBe(201);
    const restored = await customerCall(us.id, 'POST', `/saved-carts/${saved.json().id}/restorations`, {
      cartId,
      mode: 'replace',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const [row] = await t.database.db.select().from(carts).where(eq(carts.id, cartId));
    expect(row?.quoteId).toBeNull();
    expect((await readCart(us.id, cartId)).quote).toBeUndefined();
  });

  it('still refuses checkout for lines above the customer’s qualification', async () => {
    const quote = await asked(nl.id, [[kit.code, 1]]);
    await offered(quote, 20);
    const { cartId } = quoteAcceptanceSchema.parse(
      (await customerCall(nl.id, 'POST', `/quotes/${quote.id}/acceptance`)).json(),
    );
    const price = await t.call({
      method: 'POST',
      path: `/users/${nl.id}/checkout/price`,
      headers: as(nl.id),
      payload: { cartId, addressId: await addressOf(nl.id), deliveryMethod: 'standard' },
    });
    expect(price.statusCode).toBe(422);
    expect(price.json()).toMatchObject({ qualificationRequired: [{ itemCode: kit.code }] });
  });
});

describe('an organisation’s quotes', () => {
  it('are its purchasers’ only, and accepted on the organisation’s account', async () => {
    const organisationId = randomUUID();
    await t.database.db.insert(organisations).values({
      id: organisationId,
      accountNumber: `ORG-QT-${organisationId.slice(0, 8)}`,
      siteId: 'usassessments',
      name: 'Lakeside School District',
    });
    await t.database.db.insert(organisationMembers).values([
      { organisationId, userId: us.id, roles: ['purchaser'] },
      { organisationId, userId: ca.id, roles: ['finance'] },
    ]);
    await t.database.db
      .update(customers)
      .set({ activeOrganisationId: organisationId })
      .where(eq(customers.id, us.id));

    const quote = await asked(us.id);
    expect(quote.organisation).toEqual({ id: organisationId, name: 'Lakeside School District' });
    expect((await customerCall(ca.id, 'GET', `/quotes/${quote.id}`)).statusCode).toBe(404);
    const financeList = quoteListSchema.parse((await customerCall(ca.id, 'GET', '/quotes')).json());
    expect(financeList.quotes.map((q) => q.id)).not.toContain(quote.id);
    expect((await customerCall(nl.id, 'GET', `/quotes/${quote.id}`)).statusCode).toBe(404);

    await t.database.db
      .update(organisationMembers)
      .set({ roles: ['finance', 'purchaser'] })
      .where(
        and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, ca.id)),
      );
    expect((await customerCall(ca.id, 'GET', `/quotes/${quote.id}`)).statusCode).toBe(200);
    const purchaserList = quoteListSchema.parse((await customerCall(ca.id, 'GET', '/quotes')).json());
    expect(purchaserList.quotes.map((q) => q.id)).toContain(quote.id);

    await offered(quote, 30);
    // ca buys on the personal account: accepting asks them to switch to the organisation first.
    const personal = await customerCall(ca.id, 'POST', `/quotes/${quote.id}/acceptance`);
    expect(personal.statusCode).toBe(409);
    expect(personal.json().detail).toContain('switch to that account');

    const accepted = quoteAcceptanceSchema.parse(
      (await customerCall(us.id, 'POST', `/quotes/${quote.id}/acceptance`)).json(),
    );
    const cart = await readCart(us.id, accepted.cartId);
    expect(cart.quote?.id).toBe(quote.id);
    await t.database.db.update(customers).set({ activeOrganisationId: null }).where(eq(customers.id, us.id));
  });
});

describe('the quote’s PDF', () => {
  const pdfText = async (pdf: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

  it('is printed for an offer, in the full layout unless the flag is off, and not before', async () => {
    const quote = await asked(us.id, [[kit.code, 2]]);
    const early = await customerCall(us.id, 'GET', `/quotes/${quote.id}/pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('is submitted');

    await offered(quote, 45, { terms: 'Valid for schools only.' });
    const full = await customerCall(us.id, 'GET', `/quotes/${quote.id}/pdf`);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.headers['content-type']).toBe('application/pdf');
    expect(full.headers['content-disposition']).toContain(`${quote.number}.pdf`);
    const fullText = await pdfText(full.rawPayload);
    expect(fullText).toContain(kit.code);
    expect(fullText).toContain('Valid for schools only.');

    flags.set({ 'quote-pdf-download-upgrade': false });
    try {
      const plain = await customerCall(us.id, 'GET', `/quotes/${quote.id}/pdf`);
      expect(plain.statusCode).toBe(200);
      const plainText = await pdfText(plain.rawPayload);
      expect(plainText).toContain(quote.number);
      expect(plainText).toContain('$90.00');
      expect(plainText).not.toContain(kit.code);
      expect(plainText).not.toContain('Valid for schools only.');
    } finally {
      flags.set({ 'quote-pdf-download-upgrade': true });
    }
    expect((await customerCall(nl.id, 'GET', `/quotes/${quote.id}/pdf`)).statusCode).toBe(404);
  });
});
