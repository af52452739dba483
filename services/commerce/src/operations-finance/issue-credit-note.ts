import { eq } from 'drizzle-orm';
import type { OperatorInvoiceDetail } from '@store/contracts/operator-finance';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { recordAudit } from '../audit/audit-log.ts';
import { invoices, orders } from '../db/schema.ts';
import { creditInvoice } from '../invoices/credit-notes.ts';
import { balanceOf } from '../invoices/invoice-status.ts';
import type { Recorder } from './bank-transfers.ts';
import { operatorInvoice } from './operator-invoices.ts';

/**
 * Finance credits an invoice (docs/invoices.md, "Credit notes"): the credit note is the one a
 * cancellation issues, for the whole balance, and the invoice reads credited. Credit notes are not
 * mailed, as those of cancellations are not; the customer finds it among their invoices. The reason
 * is kept in the audit log.
 */
export async function issueCreditNote(
  db: Db,
  invoiceId: string,
  reason: string,
  recorder: Recorder,
): Promise<OperatorInvoiceDetail> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ orderId: invoices.orderId })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    if (!owner) throw new ProblemError(404, `There is no invoice ${invoiceId}.`);
    // The order first, as every path that holds an order and its invoices locks them.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, owner.orderId)).for('update');
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw new ProblemError(404, `There is no invoice ${invoiceId}.`);
    if (invoice.kind !== 'invoice') {
      throw new ProblemError(409, `${invoice.number} is a credit note; only an invoice can be credited.`);
    }
    const owing = invoice.status === 'open' || invoice.status === 'partially-paid';
    const noteId = owing && balanceOf(invoice) > 0 ? await creditInvoice(tx, invoice) : undefined;
    if (noteId === undefined) {
      throw new ProblemError(
        409,
        `${invoice.number} is ${invoice.status} and owes nothing: there is nothing to credit.`,
      );
    }
    const note = await operatorInvoice(tx, noteId);
    await recordAudit(tx, recorder.actor, {
      action: 'issueCreditNote',
      subjectType: 'invoice',
      subjectId: invoice.id,
      before: { number: invoice.number, status: invoice.status, credited: invoice.credited },
      after: {
        number: invoice.number,
        status: 'credited',
        credited: invoice.credited + note.total.amount,
        creditNote: note.number,
        reason,
      },
      requestId: recorder.requestId,
    });
    return note;
  });
}
