import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '@store/database';
import { orders } from '../db/schema.ts';
import { reconcileInvoicePayments } from '../invoices/payments/reconcile-invoice-payments.ts';
import { sessionExpired, sessionPaid } from './payment-events.ts';
import type { StripePayments } from './stripe-payments.ts';

/**
 * The payment reconciler (docs/order-mail.md): a card order still awaiting payment a few minutes
 * after its Checkout Session opened is looked up at the provider, and what the webhook would have
 * done is done: a paid session pays, fulfils and mails the order (once, through the same transition
 * as the webhook), an expired one marks its payment failed. It only reads the provider: it never
 * creates a charge, so nothing is charged twice. Several instances may run it: each claims its
 * orders by moving their `updated_at` past the wait with `FOR UPDATE SKIP LOCKED`, as the mail
 * outbox's workers claim messages, and the transition itself locks the order and happens once.
 */

/** How long the webhook is given before the provider is asked. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
const BATCH = 20;

export interface ReconcilerScope {
  db: Db;
  payments: Pick<StripePayments, 'checkoutSession' | 'refundPayment'>;
  storeOrigins: ReadonlySet<string>;
}

/** Takes up to BATCH card orders waiting for a payment since before `cutoff`; answers their sessions. */
async function claimWaiting(db: Db, now: Date, cutoff: Date): Promise<{ sessionId: string }[]> {
  const waiting = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentType, 'card'),
        eq(orders.status, 'awaiting-payment'),
        inArray(orders.paymentStatus, ['awaiting-payment', 'failed']),
        isNotNull(orders.checkoutSessionId),
        or(isNull(orders.paymentFailure), ne(orders.paymentFailure, 'expired')),
        lt(orders.updatedAt, cutoff.toISOString()),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(orders)
    .set({ updatedAt: now.toISOString() })
    .where(inArray(orders.id, waiting))
    .returning({ sessionId: orders.checkoutSessionId });
  return claimed.flatMap(({ sessionId }) => (sessionId === null ? [] : [{ sessionId }]));
}

/** One pass: answers how many orders and invoice payments were looked up. `waitMs` is how long a webhook is given. */
export async function reconcilePayments(
  scope: ReconcilerScope,
  { now = new Date(), waitMs = RECONCILE_AFTER_MS }: { now?: Date; waitMs?: number } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - waitMs);
  const claimed = await claimWaiting(scope.db, now, cutoff);
  for (const { sessionId } of claimed) {
    const session = await scope.payments.checkoutSession(sessionId);
    const actor = `reconciler:${session.id}`;
    if (session.status === 'complete') {
      await sessionPaid(scope, actor, 'checkout.session retrieved by the reconciler', session);
    } else if (session.status === 'expired') {
      await sessionExpired(scope, actor, session);
    }
  }
  // Invoice payments' pages and payments whose page never opened (invoices/payments).
  return claimed.length + (await reconcileInvoicePayments(scope, now, cutoff));
}
