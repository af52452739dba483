import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  invoicePaymentSchema,
  invoicePaymentStartedSchema,
  orderSchema,
  type InvoicePaymentStarted,
} from '@store/contracts/commerce';
import { outbox } from '@store/mail';
import { payWith } from '@store/payments-service/test-support';
import { invoicePayments, invoices } from '../../db/schema.ts';
import { OPERATOR_KEY_HEADER } from '../../operator/operator-api.ts';
import { demoCustomer, lumenItem, orderTestKit, STORE } from '../../orders/order-test-kit.ts';
import { invoicesFor } from './invoice-fixture.ts';

/**
 * Paying invoices (docs/invoice-payments.md), through the real identity service, payment sandbox and
 * database: the sandbox's signed webhooks are handed to commerce as the provider sends them.
 */

const us = demoCustomer('demo.us');
const gb = demoCustomer('demo.gb');
const digital = lumenItem((i) => i.digital);
const OPERATOR_KEY = 'operator-key-for-invoice-payment-tests-01';
const GOOD_CARD = '4242 4242 4242 4242';
const RETURN = {
  successUrl: `${STORE}/en-us/invoices/x/payment/confirmation?payment={PAYMENT_ID}`,
  cancelUrl: `${STORE}/en-us/invoices/x/payment`,
};

const orderKit = orderTestKit({ customers: [us, gb], env: { OPERATOR_API_KEY: OPERATOR_KEY } });
const { as, call, customerCart, addLines, addAddress } = orderKit;
let cartId = '';
let addressId = '';

beforeAll(async () => {
  cartId = await customerCart(us.id);
  addressId = (await addAddress(us.id)).id;
});

const db = () => orderKit.app.database.db;

/** A purchase-order order of one digital item (fulfilled, so fully invoiced) with invoices of these totals. */
async function invoiced(totals: number[]): Promise<{ orderNumber: string; ids: string[] }> {
  await addLines(us.id, cartId, [[digital.code, 1]]);
  const { order } = await orderKit.placed(us.id, {
    cartId,
    addressId,
    paymentType: 'purchase-order',
    purchaseOrderNumber: `PO-${randomUUID().slice(0, 8)}`,
    ...RETURN,
  });
  const ids = await invoicesFor(
    db(),
    { id: order.id, userId: us.id, siteId: 'usassessments', currency: 'USD' },
    totals,
  );
  return { orderNumber: order.number, ids };
}

const start = (
  allocations: { invoiceId: string; amount: number }[],
  {
    method = 'card',
    key = randomUUID(),
    userId = us.id,
  }: { method?: string; key?: string; userId?: string } = {},
) =>
  call({
    method: 'POST',
    path: `/users/${userId}/invoice-payments`,
    headers: { ...as(userId), 'idempotency-key': key },
    payload: { method, allocations, ...RETURN },
  });

async function started(
  allocations: { invoiceId: string; amount: number }[],
  options: { method?: string; key?: string } = {},
): Promise<InvoicePaymentStarted> {
  const res = await start(allocations, options);
  expect(res.statusCode, res.body).toBe(201);
  return invoicePaymentStartedSchema.parse(res.json());
}

const readPayment = async (id: string, userId = us.id) =>
  call({ path: `/users/${userId}/invoice-payments/${id}`, headers: as(userId) });

const payment = async (id: string) => invoicePaymentSchema.parse((await readPayment(id)).json());

const invoiceRow = async (id: string) => {
  const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new Error(`no invoice ${id}`);
  return row;
};

const receipts = (receiptNumber: string) =>
  db()
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.template, 'invoicePaymentReceipt'),
        eq(outbox.subject, `Receipt ${receiptNumber} for your invoice payment`),
      ),
    );

/** Every delivery the sandbox made about the payment so far, once there are at least `atLeast`. */
const deliveriesOf = (paymentId: string, atLeast: number) => orderKit.deliveriesAbout(paymentId, atLeast);

async function deliverAll(paymentId: string, atLeast: number): Promise<void> {
  for (const delivery of await deliveriesOf(paymentId, atLeast)) {
    expect((await orderKit.deliver(delivery)).statusCode).toBe(200);
  }
}

/** Pays the payment's page with a good card and hands commerce the provider's events. */
async function payByCard(started: InvoicePaymentStarted): Promise<void> {
  expect((await payWith(started.redirectUrl ?? '', GOOD_CARD)).status).toBe(303);
  await deliverAll(started.payment.id, 2);
}

const operator = (receiptNumber: string, payload?: Record<string, unknown>) =>
  call({
    method: 'POST',
    path: `/operator/invoice-payments/${receiptNumber}/received`,
    site: null,
    headers: { 'x-api-key': '', [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
    ...(payload === undefined ? {} : { payload }),
  });

describe('paying invoices by card', () => {
  it('pays part of an invoice, records a receipt, and a repeated webhook pays nothing twice', async () => {
    const { ids } = await invoiced([10_000]);
    const [invoiceId = ''] = ids;
    const begun = await started([{ invoiceId, amount: 4_000 }]);
    expect(begun.payment).toMatchObject({
      status: 'pending',
      method: 'card',
      amount: 4_000,
      currency: 'USD',
    });
    expect(begun.payment.receiptNumber).toMatch(/^US-RC-\d{4}-\d{6}$/);
    expect(begun.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const [stored] = await db()
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.id, begun.payment.id));
    const session = await orderKit.sandbox.stripe.checkout.sessions.retrieve(stored?.checkoutSessionId ?? '');
    expect(session.success_url).toBe(RETURN.successUrl.replace('{PAYMENT_ID}', begun.payment.id));
    expect(session.metadata).toEqual({ invoicePaymentId: begun.payment.id });

    await payByCard(begun);
    const paid = await payment(begun.payment.id);
    expect(paid).toMatchObject({ status: 'paid', receiptEmail: us.email });
    expect(paid.allocations).toEqual([expect.objectContaining({ invoiceId, amount: 4_000, balance: 6_000 })]);
    expect(await invoiceRow(invoiceId)).toMatchObject({ paid: 4_000, status: 'partially-paid' });
    expect(await receipts(paid.receiptNumber)).toHaveLength(1);

    await deliverAll(begun.payment.id, 2);
    expect(await invoiceRow(invoiceId)).toMatchObject({ paid: 4_000, status: 'partially-paid' });
    expect(await receipts(paid.receiptNumber)).toHaveLength(1);
  });

  it('pays two invoices with one payment, one of them in part', async () => {
    const { ids } = await invoiced([5_000, 7_000]);
    const [first = '', second = ''] = ids;
    const begun = await started([
      { invoiceId: first, amount: 5_000 },
      { invoiceId: second, amount: 2_500 },
    ]);
    expect(begun.payment.amount).toBe(7_500);
    await payByCard(begun);
    expect(await invoiceRow(first)).toMatchObject({ paid: 5_000, status: 'paid' });
    expect(await invoiceRow(second)).toMatchObject({ paid: 2_500, status: 'partially-paid' });
    const [mail] = await receipts(begun.payment.receiptNumber);
    expect(mail?.text).toContain('$25.00 paid, balance now $45.00');
  });

  it('refuses more than the balance (422) and an invoice paid in full (409), before any page opens', async () => {
    const { ids } = await invoiced([3_000]);
    const [invoiceId = ''] = ids;
    const over = await start([{ invoiceId, amount: 3_001 }]);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      detail: expect.stringContaining('at most 30.00 USD can be paid now'),
    });

    await payByCard(await started([{ invoiceId, amount: 3_000 }]));
    const key = randomUUID();
    const done = await start([{ invoiceId, amount: 100 }], { key });
    expect(done.statusCode).toBe(409);
    const { number } = await invoiceRow(invoiceId);
    expect(done.json()).toMatchObject({
      detail: `Invoice ${number} is already paid in full; nothing is left to pay.`,
    });
    // No payment was written, so no page could be opened for one.
    expect(await db().select().from(invoicePayments).where(eq(invoicePayments.idempotencyKey, key))).toEqual(
      [],
    );
  });

  it('lets one of two payments started at once for the whole balance win; the other is refused', async () => {
    const { ids } = await invoiced([8_000]);
    const [invoiceId = ''] = ids;
    const answers = await Promise.all([
      start([{ invoiceId, amount: 8_000 }]),
      start([{ invoiceId, amount: 8_000 }]),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 422]);
    const refused = answers.find((res) => res.statusCode === 422);
    expect(refused?.json()).toMatchObject({
      detail: expect.stringContaining('held by a payment in progress'),
    });
    const pending = await db()
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.userId, us.id), eq(invoicePayments.status, 'pending')));
    const winner = answers.find((res) => res.statusCode === 201);
    const won = invoicePaymentStartedSchema.parse(winner?.json());
    expect(pending.map((p) => p.id)).toContain(won.payment.id);
    await payByCard(won);
    expect(await invoiceRow(invoiceId)).toMatchObject({ paid: 8_000, status: 'paid' });
  });

  it('keeps a declined card’s code and the payment pending; another card on the same page pays it', async () => {
    const { ids } = await invoiced([2_000]);
    const [invoiceId = ''] = ids;
    const begun = await started([{ invoiceId, amount: 2_000 }]);
    await payWith(begun.redirectUrl ?? '', '4000 0000 0000 9995');
    await deliverAll(begun.payment.id, 1);
    expect(await payment(begun.payment.id)).toMatchObject({
      status: 'pending',
      failure: 'insufficient_funds',
    });
    const held = await start([{ invoiceId, amount: 1 }]);
    expect(held.statusCode).toBe(422);

    expect((await payWith(begun.redirectUrl ?? '', GOOD_CARD)).status).toBe(303);
    await deliverAll(begun.payment.id, 3);
    const paid = await payment(begun.payment.id);
    expect(paid.status).toBe('paid');
    expect(paid.failure).toBeUndefined();
    expect(await invoiceRow(invoiceId)).toMatchObject({ paid: 2_000, status: 'paid' });
  });

  it('releases what a payment held when its page expires', async () => {
    const { ids } = await invoiced([4_500]);
    const [invoiceId = ''] = ids;
    const begun = await started([{ invoiceId, amount: 4_500 }]);
    const [stored] = await db()
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.id, begun.payment.id));
    await orderKit.sandbox.stripe.checkout.sessions.expire(stored?.checkoutSessionId ?? '');
    await deliverAll(begun.payment.id, 1);
    expect(await payment(begun.payment.id)).toMatchObject({ status: 'failed', failure: 'expired' });
    await payByCard(await started([{ invoiceId, amount: 4_500 }]));
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid' });
  });

  it('cancels a pending payment: its page is closed and its hold released; cancelling again answers the same', async () => {
    const { ids } = await invoiced([1_500]);
    const [invoiceId = ''] = ids;
    const begun = await started([{ invoiceId, amount: 1_500 }]);
    const cancel = () =>
      call({
        method: 'POST',
        path: `/users/${us.id}/invoice-payments/${begun.payment.id}/cancel`,
        headers: as(us.id),
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await cancel()).json()).toMatchObject({ status: 'cancelled' });
    const [stored] = await db()
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.id, begun.payment.id));
    const session = await orderKit.sandbox.stripe.checkout.sessions.retrieve(stored?.checkoutSessionId ?? '');
    expect(session.status).toBe('expired');
    expect((await start([{ invoiceId, amount: 1_500 }])).statusCode).toBe(201);
  });
});

describe('idempotency and access', () => {
  it('answers the same payment and page to the same key and body, and 422 to the key with another body', async () => {
    const { ids } = await invoiced([6_000]);
    const [invoiceId = ''] = ids;
    const key = randomUUID();
    const first = await started([{ invoiceId, amount: 1_000 }], { key });
    const again = await started([{ invoiceId, amount: 1_000 }], { key });
    expect(again.payment.id).toBe(first.payment.id);
    expect(again.redirectUrl).toBe(first.redirectUrl);
    const misuse = await start([{ invoiceId, amount: 2_000 }], { key });
    expect(misuse.statusCode).toBe(422);
    expect(misuse.json()).toMatchObject({ detail: expect.stringContaining('Idempotency-Key') });
    const missing = await call({
      method: 'POST',
      path: `/users/${us.id}/invoice-payments`,
      headers: as(us.id),
      payload: { method: 'card', allocations: [{ invoiceId, amount: 1 }], ...RETURN },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('reads another customer’s payment, and pays another customer’s invoice, as unknown (404)', async () => {
    const { ids } = await invoiced([900]);
    const [invoiceId = ''] = ids;
    const begun = await started([{ invoiceId, amount: 900 }], { method: 'bank-transfer' });
    expect((await readPayment(begun.payment.id, gb.id)).statusCode).toBe(404);
    expect((await readPayment(randomUUID())).statusCode).toBe(404);
    const foreign = await start([{ invoiceId, amount: 100 }], { userId: gb.id });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('bank transfers', () => {
  it('gives the account and reference; the operator records the transfer, and the order is paid', async () => {
    const { ids, orderNumber } = await invoiced([3_300, 1_700]);
    const allocations = ids.map((invoiceId, index) => ({ invoiceId, amount: index === 0 ? 3_300 : 1_700 }));
    const begun = await started(allocations, { method: 'bank-transfer' });
    expect(begun.redirectUrl).toBeUndefined();
    expect(begun.payment.bankTransfer).toMatchObject({
      reference: begun.payment.receiptNumber,
      accountName: 'Assessments Demo Inc.',
    });

    const wrong = await operator(begun.payment.receiptNumber, { amount: 4_000 });
    expect(wrong.statusCode).toBe(422);
    const received = await operator(begun.payment.receiptNumber, { amount: 5_000 });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'paid', receiptEmail: us.email });
    const again = await operator(begun.payment.receiptNumber);
    expect(again.json()).toMatchObject({
      status: 'paid',
      paidAt: received.json<{ paidAt: string }>().paidAt,
    });
    expect(await receipts(begun.payment.receiptNumber)).toHaveLength(1);

    const order = orderSchema.parse(
      (await call({ path: `/users/${us.id}/orders/${orderNumber}`, headers: as(us.id) })).json(),
    );
    expect(order.paymentStatus).toBe('paid');
    expect(order.history.find((h) => h.state === 'payment' && h.to === 'paid')).toMatchObject({
      actor: 'operator',
      from: 'on-account',
    });
  });
});
