import { and, eq } from 'drizzle-orm';
import type { Order } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { orders } from '../db/schema.ts';
import { creditOrderInvoices } from '../invoices/credit-notes.ts';
import { refundOrder } from '../payments/refunds.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';
import { changesTo, orderById, recordChanges, type OrderChangeHook, type OrderRow } from './orders.ts';

/**
 * A customer cancels an order before anything of it is shipped or fulfilled. A card order's payment
 * page is closed first, so it can no longer be paid; a paid card order is refunded through the
 * provider once it is cancelled. Cancelling is idempotent by state: a cancelled order answers as it
 * is, and a cancelled order whose refund did not go through is refunded by the next call. The
 * provider is called outside the database transactions, which never wait on the network. The
 * order's open invoices are credited in the cancelling transaction (invoices/credit-notes.ts).
 */

export interface CancelScope {
  db: Db;
  payments: StripePayments;
}

/** Who cancels, as the history names them; staff's cancellation is audited through `onChange`. */
export interface Canceller {
  actor: 'customer' | 'operator';
  onChange?: OrderChangeHook;
}

const BY_CUSTOMER: Canceller = { actor: 'customer' };
export const SHIPPED_STATUSES: readonly string[] = ['partially-shipped', 'shipped', 'delivered'];

function checkCancellable(row: OrderRow): void {
  if (row.fulfilmentStatus !== 'unfulfilled' || SHIPPED_STATUSES.includes(row.status)) {
    throw new ProblemError(
      409,
      `Order ${row.number} has already shipped or been fulfilled, so it can no longer be cancelled; ask the store for a return.`,
    );
  }
  if (row.paymentType !== 'card' && row.paymentStatus === 'paid') {
    throw new ProblemError(
      409,
      `Order ${row.number} is paid by bank transfer; ask the store to cancel it and refund the transfer.`,
    );
  }
}

async function lockedOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}

/** An open payment page is closed; one already paid on means the webhook is on its way. */
async function closePaymentPage(scope: CancelScope, row: OrderRow): Promise<void> {
  if (row.paymentType !== 'card' || row.paymentStatus === 'paid' || row.checkoutSessionId === null) return;
  if ((await scope.payments.closeCheckout(row.checkoutSessionId)) === 'paid') {
    throw new ProblemError(
      409,
      `The payment for order ${row.number} is just being confirmed; try cancelling again in a minute.`,
    );
  }
}

async function markCancelled(db: Db, id: string, by: Canceller): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, id);
    if (row.status === 'cancelled') return row;
    checkCancellable(row);
    // A paid card order stays paid until the provider has refunded it.
    const paymentStatus = row.paymentStatus === 'paid' ? 'paid' : 'unpaid';
    const next = { status: 'cancelled', paymentStatus } as const;
    await tx
      .update(orders)
      .set({ ...next, updatedAt: new Date().toISOString() })
      .where(eq(orders.id, id));
    await recordChanges(
      tx,
      id,
      by.actor,
      changesTo(row, [
        ['order', next.status],
        ['payment', next.paymentStatus],
      ]),
    );
    await creditOrderInvoices(tx, id);
    await by.onChange?.(tx, row);
    return { ...row, ...next };
  });
}

async function refundCancelled(scope: CancelScope, row: OrderRow, actor: Canceller['actor']): Promise<void> {
  if (row.paymentType !== 'card' || row.paymentStatus !== 'paid' || row.refundId !== null) return;
  if (row.paymentIntentId === null) throw new Error(`paid order ${row.id} has no PaymentIntent`);
  const refundId = await refundOrder(scope.payments, { id: row.id, paymentIntentId: row.paymentIntentId });
  await scope.db.transaction(async (tx) => {
    const locked = await lockedOrder(tx, row.id);
    if (locked.refundId !== null) return;
    await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', refundId, updatedAt: new Date().toISOString() })
      .where(eq(orders.id, row.id));
    await recordChanges(tx, row.id, actor, changesTo(locked, [['payment', 'refunded']], refundId));
  });
}

export async function cancelOrder(
  scope: CancelScope,
  customer: { userId: string; siteId: string },
  number: string,
): Promise<Order> {
  const [row] = await scope.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.number, number), eq(orders.userId, customer.userId), eq(orders.siteId, customer.siteId)),
    );
  if (!row) throw new ProblemError(404, `You have no order ${number} on this store.`);
  await cancelAndRefund(scope, row, BY_CUSTOMER);
  return orderById(scope.db, row.id);
}

/**
 * Cancels the order unless it is cancelled, then refunds a paid card payment that is not yet
 * refunded: the customer's cancellation, and staff's (operations-orders/staff-cancellation.ts).
 */
export async function cancelAndRefund(scope: CancelScope, row: OrderRow, by: Canceller): Promise<void> {
  if (row.status !== 'cancelled') {
    checkCancellable(row);
    await closePaymentPage(scope, row);
  }
  await refundCancelled(scope, await markCancelled(scope.db, row.id, by), by.actor);
}
