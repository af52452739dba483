import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '@store/database';
import { invoicePayments } from '../../db/schema.ts';
import type { StripePayments } from '../../payments/stripe-payments.ts';
import { invoiceSessionExpired, invoiceSessionPaid } from './invoice-payment-events.ts';
import { lockPayment } from './invoice-payment-records.ts';

/**
 * The payment reconciler's part for invoice payments (payments/reconciler.ts): a card payment still
 * pending a few minutes after it last changed is looked up at the provider, and what the webhook
 * would have done is done. One that never got its page (the provider could not be reached when it
 * started, and the customer did not retry) fails with `provider_unreachable`, so it holds nothing
 * any longer. Claimed with `FOR UPDATE SKIP LOCKED` by moving `updated_at`, as orders are.
 */

const BATCH = 20;

export interface InvoiceReconcilerScope {
  db: Db;
  payments: Pick<StripePayments, 'checkoutSession' | 'refundPayment'>;
  storeOrigins: ReadonlySet<string>;
}

async function claimWaiting(db: Db, now: Date, cutoff: Date) {
  const waiting = db
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.status, 'pending'),
        eq(invoicePayments.method, 'card'),
        lt(invoicePayments.updatedAt, cutoff.toISOString()),
      ),
    )
    .orderBy(asc(invoicePayments.updatedAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(invoicePayments)
    .set({ updatedAt: now.toISOString() })
    .where(inArray(invoicePayments.id, waiting))
    .returning({ id: invoicePayments.id, sessionId: invoicePayments.checkoutSessionId });
}

/** A payment whose page never opened: it fails, unless its page opened in the meantime. */
async function neverOpened(db: Db, paymentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment?.status !== 'pending' || payment.checkoutSessionId !== null) return;
    await tx
      .update(invoicePayments)
      .set({ status: 'failed', failure: 'provider_unreachable', updatedAt: new Date().toISOString() })
      .where(and(eq(invoicePayments.id, paymentId), isNull(invoicePayments.checkoutSessionId)));
  });
}

/** One pass over invoice payments waiting since before `cutoff`; answers how many were looked at. */
export async function reconcileInvoicePayments(
  scope: InvoiceReconcilerScope,
  now: Date,
  cutoff: Date,
): Promise<number> {
  const claimed = await claimWaiting(scope.db, now, cutoff);
  for (const { id, sessionId } of claimed) {
    if (sessionId === null) {
      await neverOpened(scope.db, id);
      continue;
    }
    const session = await scope.payments.checkoutSession(sessionId);
    if (session.status === 'complete') {
      await invoiceSessionPaid(scope, `reconciler:${session.id}`, session);
    } else if (session.status === 'expired') {
      await invoiceSessionExpired(scope.db, session);
    }
  }
  return claimed.length;
}
