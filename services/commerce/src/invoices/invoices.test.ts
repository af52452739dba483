import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerCartSchema,
  invoiceListSchema,
  invoiceSchema,
  orderSchema,
  placedOrderSchema,
  type InvoiceSummary,
  type PlacedOrder,
} from '@store/contracts/commerce';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { outbox } from '@store/mail';
import { startSandbox, WEBHOOK_SECRET, type RunningSandbox } from '@store/payments-service/test-support';
import { customers, invoicePaymentAllocations, invoicePayments, invoices } from '../db/schema.ts';
import { FixedFlags } from '../flags/flag-reader.ts';
import { OPERATOR_KEY_HEADER } from '../operator/operator-api.ts';
import { demoCustomer, lumenItem, STORE } from '../orders/order-test-kit.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

/**
 * Invoices as commerce issues and answers them (docs/invoices.md): on placement for a purchase
 * order's digital lines and a bank transfer's whole order, on each shipment of a purchase order, on
 * an accepted tax exemption; credit notes on cancel; the list, its totals and pages, and access.
 */

const us = demoCustomer('demo.us');
const gb = demoCustomer('demo.gb');
const kit = lumenItem((i) => i.kind === 'KIT');
const forms = lumenItem((i) => i.kind === 'RF25');
const digital = lumenItem((i) => i.kind === 'DIG1Y');
const OPERATOR_KEY = 'operator-key-for-invoice-tests-0123';
const RETURN = { successUrl: `${STORE}/en-us/checkout/complete`, cancelUrl: `${STORE}/en-us/checkout` };
const AUSTIN = { city: 'Austin', region: 'TX', postcode: '73301', country: 'US' };

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
  flags.set({ 'bank-transfer': true });
  for (const customer of [us, gb]) {
    const { cookie } = await signIn(identity, customer.username);
    tokens.set(customer.id, (await tokensFor(identity, cookie)).access_token);
    tokens.set(`${customer.id} uk`, (await tokensFor(identity, cookie, 'storefront-uk')).access_token);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  await identity?.close();
});

const as = (userId: string, site = 'usassessments') => ({
  authorization: `Bearer ${tokens.get(site === 'ukassessments' ? `${userId} uk` : userId)}`,
});

const operator = (path: string, payload: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    path: `/operator${path}`,
    site: null,
    headers: { 'x-api-key': '', [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
    payload,
  });

async function place(
  lines: [string, number][],
  body: Record<string, unknown>,
  userId = us.id,
): Promise<PlacedOrder> {
  const cartRes = await t.call({
    method: 'POST',
    path: `/users/${userId}/carts/current`,
    headers: as(userId),
  });
  const { cart } = customerCartSchema.parse(cartRes.json());
  for (const [itemCode, quantity] of lines) {
    const added = await t.call({
      method: 'POST',
      path: `/carts/${cart.id}/entries`,
      headers: as(userId),
      payload: { itemCode, quantity },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const address = await t.call({
    method: 'POST',
    path: `/users/${userId}/addresses`,
    headers: as(userId),
    payload: {
      fullName: 'Avery Johnson',
      organisation: 'Austin Learning Center',
      line1: '1 Congress Ave',
      ...AUSTIN,
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  const res = await t.call({
    method: 'POST',
    path: `/users/${userId}/orders`,
    headers: { ...as(userId), 'idempotency-key': randomUUID() },
    payload: { cartId: cart.id, addressId: address.json().id, deliveryMethod: 'express', ...RETURN, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return placedOrderSchema.parse(res.json());
}

/** Express delivery is never free, so every order here has a delivery charge to invoice. */
const onAccount = (po: string) => ({ paymentType: 'purchase-order', purchaseOrderNumber: po });

async function list(query = '', userId = us.id, site = 'usassessments') {
  const res = await t.call({ path: `/users/${userId}/invoices${query}`, site, headers: as(userId, site) });
  expect(res.statusCode, res.body).toBe(200);
  return invoiceListSchema.parse(res.json());
}

const invoicesOf = async (orderNumber: string) =>
  (await list(`?order=${orderNumber}&sort=issued-asc`)).invoices;

async function read(id: string, userId = us.id, site = 'usassessments') {
  return t.call({ path: `/users/${userId}/invoices/${id}`, site, headers: as(userId, site) });
}

const detail = async (id: string) => invoiceSchema.parse((await read(id)).json());

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('issuing', () => {
  it('invoices a purchase order’s digital lines at placement and each shipment’s quantities, adding up to the order', async () => {
    const { order } = await place(
      [
        [kit.code, 1],
        [forms.code, 3],
        [digital.code, 1],
      ],
      onAccount('PO-INV-1'),
    );
    const atPlacement = await invoicesOf(order.number);
    expect(atPlacement).toHaveLength(1);
    const first = await detail(atPlacement[0]!.id);
    expect(first.lines.map((l) => [l.kind, l.itemCode, l.quantity])).toEqual([['item', digital.code, 1]]);
    expect(first).toMatchObject({
      kind: 'invoice',
      status: 'open',
      orderNumber: order.number,
      purchaseOrderNumber: 'PO-INV-1',
      currency: 'USD',
      locale: 'en-us',
      paymentTermsDays: 30,
      seller: { name: 'Assessments Demo Inc.', registration: expect.stringMatching(/^EIN /) },
      buyer: {
        name: 'Avery Johnson',
        organisation: 'Austin Learning Center',
        email: us.email,
        country: 'US',
      },
      bankTransfer: { reference: first.number },
      paid: 0,
      credited: 0,
    });
    expect(first.number).toMatch(/^US-INV-\d{4}-\d{6}$/);
    expect(Date.parse(first.dueOn) - Date.parse(first.issuedOn)).toBe(30 * 86_400_000);
    expect(first.balance).toBe(first.total);

    const shipped = await operator(`/orders/${order.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: '1Z0001',
      lines: [{ itemCode: forms.code, quantity: 1 }],
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const rest = await operator(`/orders/${order.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: '1Z0002',
    });
    expect(rest.statusCode, rest.body).toBe(201);

    const all = await invoicesOf(order.number);
    expect(all).toHaveLength(3);
    const [, second, third] = await Promise.all(all.map((i) => detail(i.id)));
    expect(second!.lines.map((l) => [l.kind, l.quantity])).toEqual([
      ['item', 1],
      ['delivery', 1],
    ]);
    expect(third!.lines.map((l) => [l.itemCode, l.quantity])).toEqual([
      [kit.code, 1],
      [forms.code, 2],
    ]);
    const placed = orderSchema.parse(
      (await t.call({ path: `/users/${us.id}/orders/${order.number}`, headers: as(us.id) })).json(),
    );
    expect(placed.totals.tax).toBeGreaterThan(0);
    const details = [first, second!, third!];
    expect(sum(details.map((i) => i.total))).toBe(placed.totals.total);
    expect(sum(details.map((i) => i.totals.tax))).toBe(placed.totals.tax);
    expect(sum(details.flatMap((i) => i.lines.filter((l) => l.kind === 'delivery').map((l) => l.net)))).toBe(
      placed.totals.delivery,
    );
    for (const invoice of details) {
      expect(invoice.total).toBe(invoice.totals.net + invoice.totals.tax);
      expect(sum(invoice.taxes.components.map((c) => c.amount))).toBe(invoice.totals.tax);
    }
    const formsLine = placed.lines.find((l) => l.itemCode === forms.code)!;
    const formsTax = details.flatMap((i) =>
      i.lines.filter((l) => l.itemCode === forms.code).map((l) => l.tax),
    );
    expect(sum(formsTax)).toBe(formsLine.tax);

    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'invoiceIssued'), like(outbox.subject, `%${order.number}%`)));
    expect(mails.map((m) => m.subject).toSorted()).toEqual(
      details.map((i) => `Invoice ${i.number} for your order ${order.number}`).toSorted(),
    );
    expect(mails[0]?.text).toContain(`${STORE}/en-us/invoices/`);
  });

  it('mails the invoice to the customer’s invoice email when they chose one (docs/preferences.md)', async () => {
    await t.database.db
      .update(customers)
      .set({ invoiceEmail: 'accounts@clinic.example' })
      .where(eq(customers.id, us.id));
    try {
      const { order } = await place([[kit.code, 1]], { paymentType: 'bank-transfer' });
      const [mail] = await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'invoiceIssued'), like(outbox.subject, `%${order.number}%`)));
      expect(mail?.recipient).toBe('accounts@clinic.example');
    } finally {
      await t.database.db.update(customers).set({ invoiceEmail: null }).where(eq(customers.id, us.id));
    }
  });

  it('invoices a bank transfer order whole at placement, and a card order not at all', async () => {
    const { order } = await place([[kit.code, 1]], { paymentType: 'bank-transfer' });
    const [only, ...none] = await invoicesOf(order.number);
    expect(none).toEqual([]);
    expect(only).toMatchObject({ total: order.totals.total, status: 'open' });
    const invoice = await detail(only!.id);
    expect(invoice.lines.map((l) => l.kind)).toEqual(['item', 'delivery']);

    const card = await place([[kit.code, 1]], { paymentType: 'card' });
    expect(await invoicesOf(card.order.number)).toEqual([]);
  });

  it('invoices an order held for its tax exemption once the operator accepts it', async () => {
    const { order } = await place([[digital.code, 1]], {
      ...onAccount('PO-EXEMPT'),
      deliveryMethod: undefined,
      taxExemption: { certificate: 'TX-EX-1001', jurisdiction: 'TX', expiresOn: '2099-12-31' },
    });
    expect(order.status).toBe('tax-review');
    expect(await invoicesOf(order.number)).toEqual([]);
    expect((await operator(`/orders/${order.number}/tax-exemption/accept`)).statusCode).toBe(200);
    const [invoice] = await invoicesOf(order.number);
    expect(invoice).toMatchObject({ total: order.totals.total });
    expect((await detail(invoice!.id)).taxes).toMatchObject({ treatment: 'exempt', components: [] });
  });
});

describe('credit notes', () => {
  it('credit each open invoice of a cancelled order, in the cancelling call', async () => {
    const { order } = await place([[forms.code, 2]], { paymentType: 'bank-transfer' });
    const [invoice] = await invoicesOf(order.number);
    const cancelled = await t.call({
      method: 'POST',
      path: `/users/${us.id}/orders/${order.number}/cancel`,
      headers: as(us.id),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await invoicesOf(order.number);
    expect(after.map((i) => [i.kind, i.status, i.balance])).toEqual([
      ['invoice', 'credited', 0],
      ['credit-note', 'credited', 0],
    ]);
    const credited = await detail(invoice!.id);
    const note = await detail(after[1]!.id);
    expect(note.number).toMatch(/^US-CN-\d{4}-\d{6}$/);
    expect(credited).toMatchObject({
      credited: invoice!.total,
      creditNotes: [{ id: note.id, total: invoice!.total }],
    });
    expect(note).toMatchObject({
      total: invoice!.total,
      creditsInvoice: { id: invoice!.id, number: invoice!.number },
    });
    expect(note.lines).toEqual(credited.lines);
  });
});

describe('reading invoices', () => {
  it('computes overdue and payable on the server, and totals what is open whatever the filters', async () => {
    const { order } = await place([[kit.code, 1]], onAccount('PO-LATE'));
    await operator(`/orders/${order.number}/shipments`, { carrier: 'UPS', trackingNumber: '1Z0003' });
    const [invoice] = await invoicesOf(order.number);
    await t.database.db.update(invoices).set({ dueOn: '2020-01-31' }).where(eq(invoices.id, invoice!.id));
    const paymentId = randomUUID();
    await t.database.db.insert(invoicePayments).values({
      id: paymentId,
      receiptNumber: `US-RC-2026-${paymentId.slice(0, 6)}`,
      userId: us.id,
      siteId: 'usassessments',
      locale: 'en-us',
      currency: 'USD',
      method: 'bank-transfer',
      status: 'pending',
      amount: 1_000,
      idempotencyKey: paymentId,
      requestHash: 'test',
    });
    await t.database.db
      .insert(invoicePaymentAllocations)
      .values({ paymentId, invoiceId: invoice!.id, amount: 1_000 });

    const overdue = await list('?status=overdue');
    expect(overdue.invoices.every((i) => i.status === 'overdue')).toBe(true);
    expect(overdue.invoices.find((i) => i.id === invoice!.id)).toMatchObject({
      status: 'overdue',
      balance: invoice!.total,
      payable: invoice!.total - 1_000,
    });
    expect((await list('?status=open')).invoices.map((i) => i.id)).not.toContain(invoice!.id);
    const read = await detail(invoice!.id);
    expect(read.payments).toEqual([
      expect.objectContaining({ paymentId, status: 'pending', amount: 1_000, method: 'bank-transfer' }),
    ]);

    const everything = await list();
    const owing = everything.invoices.filter((i) => ['open', 'partially-paid', 'overdue'].includes(i.status));
    expect(overdue.totals).toEqual(everything.totals);
    const late = owing.filter((i) => i.status === 'overdue');
    expect(late.map((i) => i.id)).toContain(invoice!.id);
    expect(everything.totals).toMatchObject({
      currency: 'USD',
      open: sum(owing.map((i) => i.balance)),
      openCount: owing.length,
      overdue: sum(late.map((i) => i.balance)),
      overdueCount: late.length,
    });
  });

  it('filters, sorts and pages the list', async () => {
    const all = (await list('?sort=total-asc')).invoices;
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((i) => i.total)).toEqual(all.map((i) => i.total).toSorted((a, b) => a - b));

    const paged: InvoiceSummary[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(`?sort=total-asc&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.invoices.length).toBeLessThanOrEqual(2);
      paged.push(...page.invoices);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged.map((i) => i.id)).toEqual(all.map((i) => i.id));

    const byBalance = (await list('?sort=balance-desc')).invoices.map((i) => i.balance);
    expect(byBalance).toEqual(byBalance.toSorted((a, b) => b - a));
    const newest = (await list()).invoices.map((i) => i.issuedOn);
    expect(newest).toEqual(newest.toSorted().toReversed());

    const middle = all[Math.floor(all.length / 2)]!.total;
    const cheap = (await list(`?maxTotal=${middle}`)).invoices;
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((i) => i.total <= middle)).toBe(true);
    expect((await list(`?minTotal=${middle + 1}`)).invoices.every((i) => i.total > middle)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).invoices.map((i) => i.id).toSorted()).toEqual(
      all
        .filter((i) => i.issuedOn === today)
        .map((i) => i.id)
        .toSorted(),
    );
    expect((await list('?to=2020-01-01')).invoices).toEqual([]);
    expect((await list('?status=credited')).invoices.every((i) => i.status === 'credited')).toBe(true);

    const bad = await t.call({ path: `/users/${us.id}/invoices?cursor=nonsense`, headers: as(us.id) });
    expect(bad.statusCode).toBe(400);
    const wrongSort = await t.call({ path: `/users/${us.id}/invoices?sort=sideways`, headers: as(us.id) });
    expect(wrongSort.statusCode).toBe(400);
  });

  it('answers another customer’s invoice, another site’s, or an unknown id as 404, and another user id as 403', async () => {
    const [mine] = (await list()).invoices;
    expect((await read(mine!.id)).statusCode).toBe(200);
    const other = await read(mine!.id, gb.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe(`You have no invoice ${mine!.id} on this store.`);
    expect((await read(mine!.id, us.id, 'ukassessments')).statusCode).toBe(404);
    expect((await read(randomUUID())).statusCode).toBe(404);
    expect((await list('', gb.id)).invoices).toEqual([]);
    const foreign = await t.call({ path: `/users/${us.id}/invoices`, headers: as(gb.id) });
    expect(foreign.statusCode).toBe(403);
  });
});
