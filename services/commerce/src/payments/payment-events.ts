import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '@store/database';
import { orders } from '../db/schema.ts';
import {
  alreadyRecorded,
  changesTo,
  recordChanges,
  type OrderRow,
  type StateChange,
} from '../orders/orders.ts';

/**
 * What the payment provider's events do to an order. Each change is recorded in the order's
 * history under the event's id, so a repeated event (the provider retries until it hears 2xx)
 * changes nothing. A payment whose amount or currency is not the order's holds the order for review.
 */

const orderIdSchema = z.uuid();

interface Payment {
  orderId: string | undefined;
  sessionId?: string;
  paymentIntentId: string | undefined;
  amount: number | null;
  currency: string | null;
}

const idOf = (value: string | { id: string } | null): string | undefined =>
  value === null ? undefined : typeof value === 'string' ? value : value.id;

/** Runs a change on the order the event names, once per event; an event for no order of ours is ignored. */
async function onOrder(
  db: Db,
  event: Stripe.Event,
  orderId: string | undefined,
  change: (row: OrderRow) => { set: Partial<OrderRow>; changes: StateChange[] },
): Promise<void> {
  const id = orderIdSchema.safeParse(orderId);
  if (!id.success) return;
  const actor = `provider:${event.id}`;
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
  });
}

async function paid(db: Db, event: Stripe.Event, payment: Payment): Promise<void> {
  await onOrder(db, event, payment.orderId, (row) => {
    if (row.paymentStatus === 'paid') return { set: {}, changes: [] };
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
      ? event.type
      : `${event.type}: paid ${payment.amount ?? '?'} ${payment.currency ?? '?'}, the order is ${row.total} ${row.currency}`;
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
  });
}

async function failed(db: Db, event: Stripe.PaymentIntentPaymentFailedEvent): Promise<void> {
  const intent = event.data.object;
  const reason =
    intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'payment_failed';
  await onOrder(db, event, intent.metadata['orderId'], (row) => {
    if (row.paymentStatus === 'paid') return { set: {}, changes: [] };
    return {
      set: { paymentStatus: 'failed', paymentFailure: reason, paymentIntentId: intent.id },
      // A second failure is recorded too: the customer tried another card on the hosted page.
      changes: [{ state: 'payment', from: row.paymentStatus, to: 'failed', note: reason }],
    };
  });
}

export async function applyPaymentEvent(db: Db, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return;
      return paid(db, event, {
        orderId: session.metadata?.['orderId'],
        sessionId: session.id,
        paymentIntentId: idOf(session.payment_intent),
        amount: session.amount_total,
        currency: session.currency,
      });
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return paid(db, event, {
        orderId: intent.metadata['orderId'],
        paymentIntentId: intent.id,
        amount: intent.amount_received,
        currency: intent.currency,
      });
    }
    case 'payment_intent.payment_failed':
      return failed(db, event);
    default:
      return;
  }
}
