import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OperatorBankTransfer, OperatorBankTransferRequest } from '@store/contracts/operator-finance';
import { ProblemError } from '@store/service-runtime';
import { recordAudit } from '../audit/audit-log.ts';
import type { Tx } from '../carts/carts.ts';
import { invoicePaymentAllocations, invoicePayments, invoices, orders } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import { nextDocumentNumber } from '../invoices/document-numbers.ts';
import { amountText, balanceOf, type InvoiceRow } from '../invoices/payments/invoice-payment-records.ts';
import { settleInvoicePayment, type SettleScope } from '../invoices/payments/settle-invoice-payment.ts';
import { requestHash } from '../orders/idempotency.ts';
import type { StaffActor } from '../staff/staff-actor.ts';
import { historyActor } from './history-actor.ts';

/**
 * A bank transfer finance received against one or several invoices (docs/invoice-payments.md): in
 * one transaction it becomes a bank-transfer payment with a receipt number of the store's series and
 * its allocations, settled at once as a card payment is by its webhook (settle-invoice-payment.ts:
 * each invoice's paid and status, the orders paid, the customer's receipt mailed), and audited per
 * invoice. Sending the same transfer again answers the payment recorded the first time.
 */

export interface Recorder {
  actor: StaffActor;
  requestId: string;
}

/** The invoice's paid amount and status, as the audit log keeps them before and after. */
const standing = (invoice: Pick<InvoiceRow, 'number' | 'paid' | 'status'>) => ({
  number: invoice.number,
  paid: invoice.paid,
  status: invoice.status,
});

/** Orders, then invoices, in id order: the order every path that holds both locks them in. */
async function lockInvoices(tx: Tx, invoiceIds: readonly string[]): Promise<InvoiceRow[]> {
  const owners = await tx
    .selectDistinct({ orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.id, [...invoiceIds]));
  if (owners.length > 0) {
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.id,
          owners.map((o) => o.orderId),
        ),
      )
      .orderBy(asc(orders.id))
      .for('update');
  }
  return tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, [...invoiceIds]))
    .orderBy(asc(invoices.id))
    .for('update');
}

const refuse = (index: number, field: string, detail: string, message: string) =>
  new ProblemError(422, detail, { errors: [{ path: `body.allocations.${index}.${field}`, message }] });

const unknownInvoice = (index: number, invoiceId: string) =>
  new ProblemError(404, `There is no invoice ${invoiceId}.`, {
    errors: [{ path: `body.allocations.${index}.invoiceId`, message: 'expects an invoice’s id' }],
  });

/** The invoices in the request's order; each known, of the currency, owing at least its amount, one payer's. */
function checkInvoices(body: OperatorBankTransferRequest, locked: readonly InvoiceRow[]): InvoiceRow[] {
  const rows = body.allocations.map((allocation, index) => {
    const invoice = locked.find((row) => row.id === allocation.invoiceId);
    if (!invoice) throw unknownInvoice(index, allocation.invoiceId);
    return invoice;
  });
  const first = rows[0];
  if (!first) throw new Error('a bank transfer names at least one invoice');
  rows.forEach((invoice, index) => {
    const amount = body.allocations[index]?.amount ?? 0;
    if (invoice.kind !== 'invoice') {
      throw refuse(
        index,
        'invoiceId',
        `${invoice.number} is a credit note; nothing is owed on it.`,
        'expects an invoice',
      );
    }
    if (invoice.currency !== body.currency) {
      throw refuse(
        index,
        'invoiceId',
        `${invoice.number} is in ${invoice.currency}, the transfer in ${body.currency}: record one transfer per currency.`,
        `expects an invoice in ${body.currency}`,
      );
    }
    const samePayer =
      invoice.siteId === first.siteId &&
      (first.organisationId === null
        ? invoice.organisationId === null && invoice.userId === first.userId
        : invoice.organisationId === first.organisationId);
    if (!samePayer) {
      throw refuse(
        index,
        'invoiceId',
        `${invoice.number} is not ${first.number}’s customer’s (or organisation’s) on the same store: a transfer pays one payer’s invoices.`,
        `expects an invoice of the payer of ${first.number}`,
      );
    }
    const balance = balanceOf(invoice);
    if (invoice.status === 'cancelled' || invoice.status === 'credited' || amount > balance) {
      throw refuse(
        index,
        'amount',
        `${invoice.number} owes ${amountText(invoice.status === 'open' || invoice.status === 'partially-paid' ? balance : 0, invoice.currency)}; ${amountText(amount, invoice.currency)} cannot be recorded against it.`,
        `expects at most ${balance}`,
      );
    }
  });
  return rows;
}

async function answer(
  tx: Tx,
  paymentId: string,
  body: OperatorBankTransferRequest,
): Promise<OperatorBankTransfer> {
  const [payment] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, paymentId));
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  const allocations = await tx
    .select({ allocation: invoicePaymentAllocations, invoice: invoices })
    .from(invoicePaymentAllocations)
    .innerJoin(invoices, eq(invoices.id, invoicePaymentAllocations.invoiceId))
    .where(eq(invoicePaymentAllocations.paymentId, paymentId))
    .orderBy(asc(invoices.number));
  const money = (amount: number) => ({ currency: payment.currency, amount });
  return {
    id: payment.id,
    receiptNumber: payment.receiptNumber,
    reference: body.reference,
    receivedOn: body.receivedOn,
    method: 'bank-transfer',
    status: payment.status === 'paid' ? 'paid' : 'pending',
    customerId: payment.userId,
    amount: money(payment.amount),
    allocations: allocations.map(({ allocation, invoice }) => ({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      amount: money(allocation.amount),
      balance: money(balanceOf(invoice)),
    })),
    receiptEmail: payment.receiptEmail,
    paidAt: payment.paidAt === null ? null : new Date(payment.paidAt).toISOString(),
  };
}

export async function recordBankTransfer(
  scope: SettleScope,
  body: OperatorBankTransferRequest,
  recorder: Recorder,
): Promise<OperatorBankTransfer> {
  return scope.db.transaction(async (tx) => {
    const locked = await lockInvoices(
      tx,
      body.allocations.map((a) => a.invoiceId),
    );
    const payer = locked.find((row) => row.id === body.allocations[0]?.invoiceId);
    if (!payer) throw unknownInvoice(0, body.allocations[0]?.invoiceId ?? '');
    const site = SITES.get(payer.siteId);
    if (!site) throw new Error(`invoice ${payer.number} is of unknown store ${payer.siteId}`);
    // The key is the whole request: sending it again (a retry) finds the payment it made.
    const hash = requestHash(site.siteId, body);
    const key = `bank-transfer:${hash}`;
    const [earlier] = await tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(and(eq(invoicePayments.userId, payer.userId), eq(invoicePayments.idempotencyKey, key)));
    if (earlier) return answer(tx, earlier.id, body);
    const rows = checkInvoices(body, locked);
    const now = new Date();
    const paymentId = randomUUID();
    await tx.insert(invoicePayments).values({
      id: paymentId,
      receiptNumber: await nextDocumentNumber(tx, site.siteId, 'RC', now),
      userId: payer.userId,
      siteId: payer.siteId,
      locale: payer.locale,
      currency: body.currency,
      method: 'bank-transfer',
      status: 'pending',
      amount: body.allocations.reduce((sum, a) => sum + a.amount, 0),
      idempotencyKey: key,
      requestHash: hash,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    await tx
      .insert(invoicePaymentAllocations)
      .values(body.allocations.map((a) => ({ paymentId, invoiceId: a.invoiceId, amount: a.amount })));
    const settlement = await settleInvoicePayment({ ...scope, db: tx }, paymentId, {
      amount: body.allocations.reduce((sum, a) => sum + a.amount, 0),
      currency: body.currency,
      actor: historyActor(recorder.actor),
    });
    if (settlement !== 'settled')
      throw new Error(`bank transfer ${paymentId} was not settled: ${settlement}`);
    const after = await tx
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          rows.map((row) => row.id),
        ),
      );
    for (const before of rows) {
      const settled = after.find((row) => row.id === before.id) ?? before;
      await recordAudit(tx, recorder.actor, {
        action: 'recordBankTransfer',
        subjectType: 'invoice',
        subjectId: before.id,
        before: standing(before),
        after: { ...standing(settled), paymentId, reference: body.reference, receivedOn: body.receivedOn },
        requestId: recorder.requestId,
      });
    }
    return answer(tx, paymentId, body);
  });
}
