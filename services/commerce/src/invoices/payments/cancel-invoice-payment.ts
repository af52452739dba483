import { eq } from 'drizzle-orm';
import type { InvoicePayment } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { invoicePayments } from '../../db/schema.ts';
import type { StripePayments } from '../../payments/stripe-payments.ts';
import { lockPayment, ownPayment, toInvoicePayment } from './invoice-payment-records.ts';

/**
 * The customer gives up a pending payment (docs/invoice-payments.md, "Cancelling"): its provider
 * page is closed first, so it can no longer be paid, then it is cancelled and releases what it
 * held. A payment already cancelled or failed is answered as it is; a paid one cannot be cancelled.
 */
export async function cancelInvoicePayment(
  db: Db,
  payments: Pick<StripePayments, 'closeCheckout'>,
  owner: { userId: string; siteId: string },
  paymentId: string,
): Promise<InvoicePayment> {
  const row = await ownPayment(db, owner, paymentId);
  const paid = new ProblemError(
    409,
    `Payment ${row.receiptNumber} has been paid and is just being confirmed; it can no longer be cancelled.`,
  );
  if (row.status === 'paid') throw paid;
  if (row.status !== 'pending') return toInvoicePayment(db, row);
  if (row.checkoutSessionId !== null && (await payments.closeCheckout(row.checkoutSessionId)) === 'paid') {
    throw paid;
  }
  const cancelled = await db.transaction(async (tx) => {
    const locked = await lockPayment(tx, row.id);
    if (!locked) throw new Error(`invoice payment ${row.id} is gone`);
    if (locked.status === 'paid') throw paid;
    if (locked.status !== 'pending') return locked;
    const [updated] = await tx
      .update(invoicePayments)
      .set({ status: 'cancelled', updatedAt: new Date().toISOString() })
      .where(eq(invoicePayments.id, row.id))
      .returning();
    return updated ?? locked;
  });
  return toInvoicePayment(db, cancelled);
}
