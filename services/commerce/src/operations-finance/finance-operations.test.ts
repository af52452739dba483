import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  operatorBankTransferSchema,
  operatorInvoiceDetailSchema,
  operatorInvoiceListSchema,
  operatorVatNumberListSchema,
} from '@store/contracts/operator-finance';
import { outbox } from '@store/mail';
import { auditLog, invoiceLines, invoicePayments, invoices, orders } from '../db/schema.ts';
import { invoicesFor } from '../invoices/payments/invoice-fixture.ts';
import { OPERATOR_KEY_HEADER } from '../operator/operator-api.ts';
import { demoCustomer, lumenItem, orderTestKit, STORE } from '../orders/order-test-kit.ts';

/**
 * Finance in the operator API (docs/operations.md), through the real identity service, payment
 * sandbox and database, with the operator key (the system, which holds every role).
 */

const us = demoCustomer('demo.us');
const digital = lumenItem((i) => i.digital);
const OPERATOR_KEY = 'operator-key-for-finance-operation-tests';
const RETURN = {
  successUrl: `${STORE}/en-us/checkout/confirmation`,
  cancelUrl: `${STORE}/en-us/checkout`,
};

const kit = orderTestKit({ customers: [us], env: { OPERATOR_API_KEY: OPERATOR_KEY } });
let cartId = '';
let addressId = '';

beforeAll(async () => {
  cartId = await kit.customerCart(us.id);
  addressId = (await kit.addAddress(us.id)).id;
});

const db = () => kit.app.database.db;

const operator = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  kit.call({
    method,
    path: `/operator${path}`,
    site: null,
    headers: { 'x-api-key': '', [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
    ...(payload === undefined ? {} : { payload }),
  });

/** A purchase-order order of one digital item with invoices of these totals (USD). */
async function invoiced(totals: number[]): Promise<{ orderNumber: string; ids: string[] }> {
  await kit.addLines(us.id, cartId, [[digital.code, 1]]);
  const { order } = await kit.placed(us.id, {
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

const rowsOf = (ids: string[]) => db().select().from(invoices).where(inArray(invoices.id, ids));
const auditOf = (ids: string[], action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.subjectId, ids), eq(auditLog.action, action)));

describe('bank transfers', () => {
  it('pays two invoices with one transfer, mails one receipt, audits each invoice', async () => {
    const { orderNumber, ids } = await invoiced([3_000, 2_000]);
    const [first = '', second = ''] = ids;
    const body = {
      reference: `Remittance ${orderNumber}`,
      receivedOn: '2026-11-20',
      currency: 'USD',
      allocations: [
        { invoiceId: first, amount: 3_000 },
        { invoiceId: second, amount: 2_000 },
      ],
    };
    const res = await operator('POST', '/bank-transfers', body);
    expect(res.statusCode, res.body).toBe(201);
    const transfer = operatorBankTransferSchema.parse(res.json());
    expect(transfer).toMatchObject({
      status: 'paid',
      method: 'bank-transfer',
      customerId: us.id,
      amount: { currency: 'USD', amount: 5_000 },
      receiptEmail: us.email,
    });
    expect(transfer.receiptNumber).toMatch(/^US-RC-\d{4}-\d{6}$/);
    expect(transfer.allocations.map((a) => a.balance.amount)).toEqual([0, 0]);
    expect((await rowsOf(ids)).map((row) => [row.paid, row.status])).toEqual([
      [expect.any(Number), 'paid'],
      [expect.any(Number), 'paid'],
    ]);
    const [order] = await db().select().from(orders).where(eq(orders.number, orderNumber));
    expect(order?.paymentStatus).toBe('paid');
    const receipts = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.template, 'invoicePaymentReceipt'),
          eq(outbox.subject, `Receipt ${transfer.receiptNumber} for your invoice payment`),
        ),
      );
    expect(receipts).toHaveLength(1);
    const entries = await auditOf(ids, 'recordBankTransfer');
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e.subjectId === first)).toMatchObject({
      actorKind: 'system',
      subjectType: 'invoice',
      before: { paid: 0, status: 'open' },
      after: { paid: 3_000, status: 'paid', reference: body.reference, receivedOn: '2026-11-20' },
    });

    const again = await operator('POST', '/bank-transfers', body);
    expect(again.statusCode).toBe(201);
    expect(operatorBankTransferSchema.parse(again.json()).receiptNumber).toBe(transfer.receiptNumber);
    expect(await auditOf(ids, 'recordBankTransfer')).toHaveLength(2);

    const detail = operatorInvoiceDetailSchema.parse((await operator('GET', `/invoices/${first}`)).json());
    expect(detail).toMatchObject({ status: 'paid', balance: { amount: 0 }, paid: { amount: 3_000 } });
    expect(detail.payments).toEqual([
      expect.objectContaining({
        receiptNumber: transfer.receiptNumber,
        method: 'bank-transfer',
        status: 'paid',
      }),
    ]);
    expect(detail.payments[0]?.allocations).toHaveLength(2);
  });

  it('refuses an amount over an invoice’s balance and writes nothing', async () => {
    const { ids } = await invoiced([1_000, 1_500]);
    const [first = '', second = ''] = ids;
    const before = await db().select().from(invoicePayments).where(eq(invoicePayments.userId, us.id));
    const res = await operator('POST', '/bank-transfers', {
      reference: 'too much',
      receivedOn: '2026-11-21',
      currency: 'USD',
      allocations: [
        { invoiceId: first, amount: 1_000 },
        { invoiceId: second, amount: 1_501 },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      errors: [{ path: 'body.allocations.1.amount', message: 'expects at most 1500' }],
    });
    expect((await rowsOf(ids)).map((row) => [row.paid, row.status])).toEqual([
      [0, 'open'],
      [0, 'open'],
    ]);
    expect(await db().select().from(invoicePayments).where(eq(invoicePayments.userId, us.id))).toHaveLength(
      before.length,
    );
    expect(await auditOf(ids, 'recordBankTransfer')).toHaveLength(0);
  });

  it('refuses another currency (422) and an unknown invoice (404)', async () => {
    const { ids } = await invoiced([1_000]);
    const [invoiceId = ''] = ids;
    const transfer = (currency: string, id: string) =>
      operator('POST', '/bank-transfers', {
        reference: 'r',
        receivedOn: '2026-11-21',
        currency,
        allocations: [{ invoiceId: id, amount: 100 }],
      });
    expect((await transfer('EUR', invoiceId)).statusCode).toBe(422);
    expect((await transfer('USD', randomUUID())).statusCode).toBe(404);
    expect((await rowsOf(ids))[0]?.paid).toBe(0);
  });
});

describe('credit notes', () => {
  it('credits the balance, audits the reason, and refuses a second credit', async () => {
    const { ids } = await invoiced([4_000]);
    const [invoiceId = ''] = ids;
    // The fixture's invoices have no lines; a whole invoice's credit note copies them.
    await db().insert(invoiceLines).values({
      invoiceId,
      position: 1,
      kind: 'item',
      name: 'Kit',
      quantity: 1,
      unitPrice: 4_000,
      net: 4_000,
      tax: 0,
    });
    const res = await operator('POST', `/invoices/${invoiceId}/credit-notes`, {
      reason: 'Goodwill: late delivery',
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = operatorInvoiceDetailSchema.parse(res.json());
    expect(note).toMatchObject({
      kind: 'credit-note',
      status: 'credited',
      total: { currency: 'USD', amount: 4_000 },
      creditsInvoice: { id: invoiceId },
    });
    expect(note.number).toMatch(/^US-CN-/);
    expect(note.lines).toEqual([
      expect.objectContaining({ name: 'Kit', net: { currency: 'USD', amount: 4_000 } }),
    ]);
    const invoice = operatorInvoiceDetailSchema.parse(
      (await operator('GET', `/invoices/${invoiceId}`)).json(),
    );
    expect(invoice).toMatchObject({
      status: 'credited',
      credited: { amount: 4_000 },
      balance: { amount: 0 },
    });
    expect(invoice.creditNotes).toEqual([expect.objectContaining({ id: note.id, number: note.number })]);
    expect(await auditOf([invoiceId], 'issueCreditNote')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ status: 'open', credited: 0 }),
        after: expect.objectContaining({
          status: 'credited',
          creditNote: note.number,
          reason: 'Goodwill: late delivery',
        }),
      }),
    ]);
    const again = await operator('POST', `/invoices/${invoiceId}/credit-notes`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(
      (await operator('POST', `/invoices/${randomUUID()}/credit-notes`, { reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('the invoice list', () => {
  it('finds invoices by order number, filters by kind and status, and pages', async () => {
    const { orderNumber, ids } = await invoiced([700, 800, 900]);
    const list = operatorInvoiceListSchema.parse(
      (await operator('GET', `/invoices?q=${orderNumber}&sort=total&order=asc&perPage=2`)).json(),
    );
    expect(list.total).toBe(3);
    expect(list.data.map((row) => row.total.amount)).toEqual([700, 800]);
    expect(list.data[0]).toMatchObject({
      orderNumber,
      status: 'open',
      overdue: false,
      customer: { userId: us.id },
    });
    const second = operatorInvoiceListSchema.parse(
      (await operator('GET', `/invoices?q=${orderNumber}&sort=total&order=asc&perPage=2&page=2`)).json(),
    );
    expect(second.data.map((row) => row.id)).toEqual([ids[2]]);
    const notes = operatorInvoiceListSchema.parse(
      (await operator('GET', `/invoices?q=${orderNumber}&kind=credit-note`)).json(),
    );
    expect(notes.total).toBe(0);
    const overdue = operatorInvoiceListSchema.parse(
      (await operator('GET', `/invoices?q=${orderNumber}&status=overdue`)).json(),
    );
    expect(overdue.total).toBe(0);
    expect((await operator('GET', '/invoices?perPage=101')).statusCode).toBe(400);
  });
});

describe('VAT numbers', () => {
  it('lists orders placed with a VAT number, read-only', async () => {
    const res = await operator('GET', '/vat-numbers?siteId=nlassessments');
    expect(res.statusCode, res.body).toBe(200);
    const list = operatorVatNumberListSchema.parse(res.json());
    expect(list.data.every((row) => row.siteId === 'nlassessments' && row.check === 'valid')).toBe(true);
  });
});
