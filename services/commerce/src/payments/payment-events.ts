import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '@store/database';
import type { Tx } from '../carts/carts.ts';
import { orders } from '../db/schema.ts';
import { confirmOrder } from '../fulfilment/confirm-order.ts';
import { applyInvoicePaymentEvent } from '../invoices/payments/invoice-payment-events.ts';
import {
  alreadyRecorded,
  changesTo,
  recordChanges,
  type OrderRow,
  type StateChange,
} from '../orders/orders.ts';
import type { StripePayments } from './stripe-payments.ts';

/**
 * What the payment provider's events do to an order. Each change is recorded in the order's
 * history under the event's id, so a repeated event (the provider retries until it hears 2xx)
 * changes nothing. A payment whose amount or currency is not the order's holds the order for review.
 * The payment that confirms an order also fulfils its digital lines and queues its mails, in the
 * same transaction (fulfilment/confirm-order.ts).
 */

const orderIdSchema = z.uuid();

/**
 * The store's own origins, which the order mails link to (mail/store-links.ts); the provider, which
 * refunds what an invoice payment could not apply (invoices/payments).
 */
export interface PaymentEventScope {
  db: Db;
  storeOrigins: ReadonlySet<string>;
  payments: Pick<StripePayments, 'refundPayment'>;
}

interface Payment {
  orderId: string | undefined;
  sessionId?: string;
  paymentIntentId: string | undefined;
  amount: number | null;
  currency: string | null;
}

interface Change {
  set: Partial<OrderRow>;
  changes: StateChange[];
}

const idOf = (value: string | { id: string } | null): string | undefined =>
  value === null ? undefined : typeof value === 'string' ? value : value.id;

/**
 * Runs a change on the order named, once per actor (a provider event, or the reconciler's look at a
 * session); an id that is no order of ours is ignored. `then` runs after the change, in its transaction.
 */
async function onOrder(
  db: Db,
  actor: string,
  orderId: string | undefined,
  change: (row: OrderRow) => Change,
  then?: (tx: Tx, before: OrderRow, after: Partial<OrderRow>) => Promise<void>,
): Promise<void> {
  const id = orderIdSchema.safeParse(orderId);
  if (!id.success) return;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id.data)).for('update');
    if (!row || (await alreadyRecorded(tx, row.id, actor))) return;
    const { set, changes } = change(row);
    if (changes.length === 0) return;
    await tx
      .update(orders)
      .set({ ...set, updatedAt: new Date().toISOString() })
      .where(eq(orders.id, row.id));
    await recordChanges(tx, row.id, actor, changes);
    await then?.(tx, row, set);
  });
}

/**
 * A cancelled order takes no payment: an order given up had its payment page expired first, and the
 * provider takes no payment on an expired page (docs/order-status.md, "A payment not completed").
 */
const settled = (row: OrderRow) => row.paymentStatus === 'paid' || row.status === 'cancelled';

async function paid(
  scope: PaymentEventScope,
  actor: string,
  source: string,
  payment: Payment,
): Promise<void> {
  await onOrder(
    scope.db,
    actor,
    payment.orderId,
    (row) => {
      if (settled(row)) return { set: {}, changes: [] };
      const matches = payment.amount === row.total && payment.currency?.toUpperCase() === row.currency;
      const ids = {
        paymentIntentId: payment.paymentIntentId ?? row.paymentIntentId,
        checkoutSessionId: row.checkoutSessionId ?? payment.sessionId ?? null,
      };
      const status = !matches
        ? 'held-for-review'
        : row.status === 'awaiting-payment'
          ? 'processing'
          : row.status;
      const note = matches
        ? source
        : `${source}: paid ${payment.amount ?? '?'} ${payment.currency ?? '?'}, the order is ${row.total} ${row.currency}`;
      return {
        set: { ...ids, paymentStatus: 'paid', status, paymentFailure: null },
        changes: changesTo(
          row,
          [
            ['payment', 'paid'],
            ['order', status],
          ],
          note,
        ),
      };
    },
    // Only the payment that lets the order go ahead confirms it; a held one waits for an operator.
    async (tx, before, after) => {
      if (before.status === 'awaiting-payment' && after.status === 'processing') {
        await confirmOrder(tx, before.id, scope.storeOrigins);
      }
    },
  );
}

async function failed(
  scope: PaymentEventScope,
  event: Stripe.PaymentIntentPaymentFailedEvent,
): Promise<void> {
  const intent = event.data.object;
  const reason =
    intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'payment_failed';
  await onOrder(scope.db, `provider:${event.id}`, intent.metadata['orderId'], (row) => {
    if (settled(row)) return { set: {}, changes: [] };
    // Express checkout recorded its off-session charge's decline when it placed the order.
    const recorded =
      row.checkoutSessionId === null && row.paymentIntentId === intent.id && row.paymentStatus === 'failed';
    if (recorded) return { set: {}, changes: [] };
    return {
      set: { paymentStatus: 'failed', paymentFailure: reason, paymentIntentId: intent.id },
      // A second failure is recorded too: the customer tried another card on the hosted page.
      changes: [{ state: 'payment', from: row.paymentStatus, to: 'failed', note: reason }],
    };
  });
}

/** A paid Checkout Session, as its completed event or a look at the provider gives it. */
export async function sessionPaid(
  scope: PaymentEventScope,
  actor: string,
  source: string,
  session: Stripe.Checkout.Session,
): Promise<void> {
  if (session.payment_status !== 'paid') return;
  await paid(scope, actor, source, {
    orderId: session.metadata?.['orderId'],
    sessionId: session.id,
    paymentIntentId: idOf(session.payment_intent),
    amount: session.amount_total,
    currency: session.currency,
  });
}

/**
 * A Checkout Session that expired unpaid: the order's payment failed (`expired`), and the customer
 * pays again from checkout. Only the order's current session counts; a paid order is left alone.
 */
export async function sessionExpired(
  scope: PaymentEventScope,
  actor: string,
  session: Stripe.Checkout.Session,
): Promise<void> {
  await onOrder(scope.db, actor, session.metadata?.['orderId'], (row) => {
    const open = ['unpaid', 'awaiting-payment', 'failed'].includes(row.paymentStatus);
    if (!open || row.checkoutSessionId !== session.id || row.paymentFailure === 'expired') {
      return { set: {}, changes: [] };
    }
    return {
      set: { paymentStatus: 'failed', paymentFailure: 'expired' },
      changes: [{ state: 'payment', from: row.paymentStatus, to: 'failed', note: 'expired' }],
    };
  });
}

export async function applyPaymentEvent(scope: PaymentEventScope, event: Stripe.Event): Promise<void> {
  // An invoice payment's page and PaymentIntent name it in their metadata; the rest are orders'.
  if (await applyInvoicePaymentEvent(scope, event)) return;
  const actor = `provider:${event.id}`;
  switch (event.type) {
    case 'checkout.session.completed':
      return sessionPaid(scope, actor, event.type, event.data.object);
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return paid(scope, actor, event.type, {
        orderId: intent.metadata['orderId'],
        paymentIntentId: intent.id,
        amount: intent.amount_received,
        currency: intent.currency,
      });
    }
    case 'payment_intent.payment_failed':
      return failed(scope, event);
    default:
      return;
  }
}
