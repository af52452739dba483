import { eq, inArray } from 'drizzle-orm';
import type { InvoicePayment } from '@store/contracts/commerce';
import { ProblemError } from '@store/service-runtime';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { invoicePaymentAllocations, invoicePayments, invoices } from '../../db/schema.ts';
import { amountText, toInvoicePayment } from './invoice-payment-records.ts';
import { settleInvoicePayment, type SettleScope } from './settle-invoice-payment.ts';

/**
 * A bank transfer the customer announced has been received (docs/invoice-payments.md): finance
 * matches the remittance's reference, the payment's receipt number, and records it; the payment is
 * then settled as a card payment is by its webhook, and each invoice's change audited, in one
 * transaction. Recording it again answers the payment as it is.
 */
export async function recordAnnouncedTransfer(
  scope: SettleScope,
  receiptNumber: string,
  amount: number | undefined,
  recorder: { actor: AuditActor; historyActor: string; requestId: string },
): Promise<InvoicePayment> {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.receiptNumber, receiptNumber));
    if (!row || row.method !== 'bank-transfer') {
      throw new ProblemError(404, `There is no bank transfer payment ${receiptNumber}.`);
    }
    if (row.status === 'cancelled' || row.status === 'failed') {
      throw new ProblemError(
        409,
        `Payment ${receiptNumber} is ${row.status}; it holds no invoice any more. Return the transfer, or ask the customer to announce a new payment.`,
      );
    }
    if (amount !== undefined && amount !== row.amount) {
      throw new ProblemError(
        422,
        `Payment ${receiptNumber} announced ${amountText(row.amount, row.currency)}; ${amountText(amount, row.currency)} cannot be recorded against it. Record the amount announced, or return the transfer.`,
        { errors: [{ path: 'body.amount', message: `expects ${row.amount}` }] },
      );
    }
    const invoiceIds = tx
      .select({ id: invoicePaymentAllocations.invoiceId })
      .from(invoicePaymentAllocations)
      .where(eq(invoicePaymentAllocations.paymentId, row.id));
    const standing = {
      id: invoices.id,
      number: invoices.number,
      paid: invoices.paid,
      status: invoices.status,
    };
    const before = await tx.select(standing).from(invoices).where(inArray(invoices.id, invoiceIds));
    const settlement = await settleInvoicePayment({ ...scope, db: tx }, row.id, {
      amount: row.amount,
      currency: row.currency,
      actor: recorder.historyActor,
    });
    if (settlement === 'settled') {
      const after = await tx.select(standing).from(invoices).where(inArray(invoices.id, invoiceIds));
      for (const was of before) {
        const { id, ...now } = after.find((invoice) => invoice.id === was.id) ?? was;
        await recordAudit(tx, recorder.actor, {
          action: 'recordBankTransferReceived',
          subjectType: 'invoice',
          subjectId: id,
          before: { number: was.number, paid: was.paid, status: was.status },
          after: { ...now, receiptNumber },
          requestId: recorder.requestId,
        });
      }
    }
    const [now] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, row.id));
    return toInvoicePayment(tx, now ?? row);
  });
}
