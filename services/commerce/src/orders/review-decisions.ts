import { and, asc, count, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { PAYMENT_TYPES, type Order, type OrderStatus, type PaymentType } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { orders, type ScreeningMatch, type TaxExemption } from '../db/schema.ts';
import { creditOrderInvoices } from '../invoices/credit-notes.ts';
import { issueOnConfirmation } from '../invoices/issue-invoices.ts';
import { refundOrder } from '../payments/refunds.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';
import {
  changesTo,
  orderById,
  recordChanges,
  type OrderChangeHook,
  type OrderRow,
  type StateChange,
} from './orders.ts';
import { initialPaymentStatus, statusGoingOn } from './payment-types.ts';

/**
 * What an operator decides about an order held at placement (docs/checkout.md): a tax exemption
 * certificate accepted or rejected, a sanctions screening match released or cancelled. Every change
 * is recorded with the actor `operator`. The customer's history never says why an order was held.
 * An order that goes on is invoiced as its confirmation would have invoiced it, and a cancelled one's
 * invoices are credited, in the deciding transaction (docs/invoices.md).
 */

export interface ReviewScope {
  db: Db;
  payments: StripePayments;
  /** Address the invoice mail's link. */
  storeOrigins: ReadonlySet<string>;
}

export type ReviewDecision = 'accept-exemption' | 'reject-exemption' | 'release' | 'cancel';

export const REVIEW_STATUSES = ['tax-review', 'held-for-review'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The operator's view: the order as its customer sees it, and what it is held for. */
export interface OrderUnderReview {
  order: Order;
  taxExemption: TaxExemption | null;
  screeningMatch: ScreeningMatch | null;
}

const ACTOR = 'operator';

async function underReview(db: Db | Tx, row: OrderRow): Promise<OrderUnderReview> {
  return {
    order: await orderById(db, row.id),
    taxExemption: row.taxExemption,
    screeningMatch: row.screeningMatch,
  };
}

export interface ReviewPage {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
}

/**
 * The orders waiting for an operator, a page at a time by placing (oldest first for `asc`): with a
 * certificate to review, or a screening match.
 */
export async function ordersUnderReview(
  db: Db,
  status: ReviewStatus | undefined,
  page: ReviewPage,
): Promise<{ rows: OrderUnderReview[]; total: number }> {
  const waiting = and(
    inArray(orders.status, status === undefined ? [...REVIEW_STATUSES] : [status]),
    or(isNotNull(orders.taxExemption), isNotNull(orders.screeningMatch)),
  );
  const order = page.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(waiting)
      .orderBy(order(orders.placedAt), order(orders.number))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(waiting),
  ]);
  return { rows: await Promise.all(rows.map((row) => underReview(db, row))), total: totals[0]?.total ?? 0 };
}

function reviewable(row: OrderRow, decision: ReviewDecision): boolean {
  switch (decision) {
    case 'accept-exemption':
    case 'reject-exemption':
      return row.status === 'tax-review' && row.taxExemption !== null;
    case 'release':
    case 'cancel':
      return row.status === 'held-for-review' && row.screeningMatch !== null;
  }
}

interface Next {
  set: Partial<OrderRow>;
  status: OrderStatus;
  paymentStatus: string;
}

/** A cancelled order owes nothing; a paid one stays paid until the provider has refunded it. */
const cancelled = (row: OrderRow): Next => {
  const paymentStatus = row.paymentStatus === 'paid' ? 'paid' : 'unpaid';
  return { set: { status: 'cancelled', paymentStatus }, status: 'cancelled', paymentStatus };
};

function paymentTypeOf(row: OrderRow): PaymentType {
  const type = PAYMENT_TYPES.find((t) => t === row.paymentType);
  if (type === undefined) throw new Error(`order ${row.number} has payment type '${row.paymentType}'`);
  return type;
}

function nextStates(row: OrderRow, decision: ReviewDecision): Next {
  switch (decision) {
    case 'accept-exemption': {
      const status = statusGoingOn(row.paymentStatus);
      return { set: { status }, status, paymentStatus: row.paymentStatus };
    }
    case 'release': {
      const paymentType = paymentTypeOf(row);
      const paymentStatus = initialPaymentStatus(paymentType);
      const status = row.taxExemption !== null ? 'tax-review' : statusGoingOn(paymentStatus);
      const paymentReference = paymentType === 'bank-transfer' ? row.number : row.paymentReference;
      return { set: { status, paymentStatus, paymentReference }, status, paymentStatus };
    }
    case 'reject-exemption':
    case 'cancel':
      return cancelled(row);
  }
}

async function lockedOrder(tx: Tx, number: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
  if (!row) throw new ProblemError(404, `There is no order ${number}.`);
  return row;
}

/** An unpaid card order's open payment page is closed before the order is cancelled, so it cannot be paid after. */
async function closePaymentPage(scope: ReviewScope, row: OrderRow): Promise<void> {
  if (row.paymentType !== 'card' || row.paymentStatus === 'paid' || row.checkoutSessionId === null) return;
  if ((await scope.payments.closeCheckout(row.checkoutSessionId)) === 'paid') {
    throw new ProblemError(
      409,
      `Order ${row.number} has just been paid; decide again in a minute, once the payment is recorded.`,
    );
  }
}

async function refundCancelled(scope: ReviewScope, row: OrderRow): Promise<void> {
  if (
    row.status !== 'cancelled' ||
    row.paymentType !== 'card' ||
    row.paymentStatus !== 'paid' ||
    row.refundId !== null
  )
    return;
  if (row.paymentIntentId === null) throw new Error(`paid order ${row.id} has no PaymentIntent`);
  const refundId = await refundOrder(scope.payments, { id: row.id, paymentIntentId: row.paymentIntentId });
  await scope.db.transaction(async (tx) => {
    const locked = await lockedOrder(tx, row.number);
    if (locked.refundId !== null) return;
    await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', refundId, updatedAt: new Date().toISOString() })
      .where(eq(orders.id, row.id));
    await recordChanges(tx, row.id, ACTOR, changesTo(locked, [['payment', 'refunded']], refundId));
  });
}

/**
 * Applies the decision once: the same decision again answers the order as it is (and retries a
 * refund that did not go through); any other state is a 409 naming it.
 */
export async function decideReview(
  scope: ReviewScope,
  number: string,
  decision: ReviewDecision,
  note: string | undefined,
  onChange?: OrderChangeHook,
): Promise<OrderUnderReview> {
  const [current] = await scope.db.select().from(orders).where(eq(orders.number, number));
  if (!current) throw new ProblemError(404, `There is no order ${number}.`);
  const cancels = decision === 'reject-exemption' || decision === 'cancel';
  if (cancels && reviewable(current, decision)) await closePaymentPage(scope, current);
  const decided = await scope.db.transaction(async (tx) => {
    const row = await lockedOrder(tx, number);
    if (cancels && row.status === 'cancelled') return row;
    if (!reviewable(row, decision)) {
      throw new ProblemError(
        409,
        `Order ${number} is ${row.status} and not waiting for this review; nothing was changed.`,
      );
    }
    const next = nextStates(row, decision);
    await tx
      .update(orders)
      .set({ ...next.set, updatedAt: new Date().toISOString() })
      .where(eq(orders.id, row.id));
    // The customer reads the history: a screening decision carries no note that could say why.
    const visibleNote = decision === 'release' || decision === 'cancel' ? undefined : note;
    const changes: StateChange[] = changesTo(
      row,
      [
        ['order', next.status],
        ['payment', next.paymentStatus],
      ],
      visibleNote,
    );
    await recordChanges(tx, row.id, ACTOR, changes);
    if (next.status === 'cancelled') await creditOrderInvoices(tx, row.id);
    else await issueOnConfirmation(tx, row.id, scope.storeOrigins);
    await onChange?.(tx, row);
    return { ...row, ...next.set };
  });
  await refundCancelled(scope, decided);
  const [after] = await scope.db.select().from(orders).where(eq(orders.number, number));
  if (!after) throw new Error(`order ${number} is gone`);
  return underReview(scope.db, after);
}
