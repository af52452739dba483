import { and, eq } from 'drizzle-orm';
import {
  paymentRetryResultSchema,
  type Order,
  type PaymentRetry,
  type PaymentRetryResult,
} from '@store/contracts/commerce';
import type { Db } from '@store/database';
import type { Locale } from '@store/locales';
import { ProblemError } from '@store/service-runtime';
import type { CartScope, Tx } from '../carts/carts.ts';
import { entriesOf, setLines } from '../carts/carts.ts';
import { lockCustomerCart, mergedLines } from '../carts/customer-carts.ts';
import type { CustomerRow } from '../customers/customers.ts';
import { carts, orderLines, orders } from '../db/schema.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';
import { claimKey, completeKey, releaseKey, requestHash, type KeyRef } from './idempotency.ts';
import { changesTo, orderById, recordChanges, type OrderRow } from './orders.ts';
import { checkReturnAddress, withOrderNumber } from './place-order.ts';

/**
 * What a customer can do with a card order left unpaid on the provider's page (docs/order-status.md,
 * "A payment not completed"): pay again on a new page, or give up, which cancels the order and puts
 * its lines back into the cart. Either way the open page is expired first, so the order can never be
 * paid on two pages, nor on the page of an order given up.
 */

const CUSTOMER = 'customer';
const PAYABLE = new Set(['unpaid', 'awaiting-payment', 'failed']);

export interface RetryScope {
  db: Db;
  payments: StripePayments;
  locale: Locale;
  storeOrigins: ReadonlySet<string>;
}

/** The customer's order on the site; another customer's or another site's reads as none. */
async function ownOrder(db: Db, customer: CustomerRow, siteId: string, number: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, customer.id), eq(orders.siteId, siteId)));
  if (!row) throw new ProblemError(404, `You have no order ${number} on this store.`);
  return row;
}

function checkUnpaidCard(row: OrderRow): void {
  if (row.paymentType === 'card' && row.status === 'awaiting-payment' && PAYABLE.has(row.paymentStatus))
    return;
  throw new ProblemError(
    409,
    `Order ${row.number} is not waiting for a card payment (order ${row.status}, payment ${row.paymentStatus}); there is nothing to pay again or give up.`,
  );
}

/** The order's open payment page can no longer be paid; one already paid leaves the order to its webhook. */
async function closeOpenPage(payments: StripePayments, row: OrderRow): Promise<void> {
  if (row.checkoutSessionId === null) return;
  if ((await payments.closeCheckout(row.checkoutSessionId)) === 'paid') {
    throw new ProblemError(409, `Order ${row.number} has just been paid; its confirmation follows.`);
  }
}

async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}

/**
 * A new hosted payment page for the unpaid order, once per Idempotency-Key: the same key and body
 * answer the same page for 24 hours, as placing does.
 */
export async function retryPayment(
  scope: RetryScope,
  customer: CustomerRow,
  siteId: string,
  idempotencyKey: string,
  number: string,
  body: PaymentRetry,
): Promise<PaymentRetryResult> {
  checkReturnAddress(body.successUrl, 'successUrl', scope.storeOrigins);
  checkReturnAddress(body.cancelUrl, 'cancelUrl', scope.storeOrigins);
  const key: KeyRef = { userId: customer.id, key: idempotencyKey };
  const claim = await claimKey(scope.db, key, requestHash(siteId, { retryPayment: number, ...body }));
  if (claim.kind === 'replay') return paymentRetryResultSchema.parse(claim.response);
  try {
    const row = await ownOrder(scope.db, customer, siteId, number);
    checkUnpaidCard(row);
    await closeOpenPage(scope.payments, row);
    const checkout = await scope.payments.createCheckout({
      order: await orderById(scope.db, row.id),
      locale: scope.locale,
      successUrl: withOrderNumber(body.successUrl, row.number),
      cancelUrl: withOrderNumber(body.cancelUrl, row.number),
      attempt: idempotencyKey,
    });
    await scope.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, row.id);
      checkUnpaidCard(locked);
      await tx
        .update(orders)
        .set({
          checkoutSessionId: checkout.sessionId,
          paymentStatus: 'awaiting-payment',
          updatedAt: new Date().toISOString(),
        })
        .where(eq(orders.id, row.id));
      await recordChanges(
        tx,
        row.id,
        CUSTOMER,
        changesTo(locked, [['payment', 'awaiting-payment']], checkout.sessionId),
      );
    });
    const answer: PaymentRetryResult = {
      order: await orderById(scope.db, row.id),
      redirectUrl: checkout.url,
    };
    await completeKey(scope.db, key, answer);
    return answer;
  } catch (error) {
    await releaseKey(scope.db, key);
    throw error;
  }
}

/** The order's lines added back to the customer's cart on the site, within the items' limits. */
async function restoreLines(
  tx: Tx,
  cartScope: CartScope,
  customerId: string,
  orderId: string,
): Promise<void> {
  const cart = await lockCustomerCart(tx, cartScope, customerId);
  const own = await entriesOf(tx, cart.id);
  const ordered = await tx
    .select({
      entryNumber: orderLines.position,
      itemCode: orderLines.itemCode,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.position);
  const { lines } = mergedLines(cartScope, own, ordered);
  await setLines(tx, cart.id, lines, own);
  await tx.update(carts).set({ updatedAt: new Date().toISOString() }).where(eq(carts.id, cart.id));
}

/**
 * Gives up paying for the unpaid order: its page is expired, the order cancelled and its lines put
 * back into the customer's cart, in one transaction. An order already cancelled is answered as it is.
 */
export async function abandonOrder(
  cartScope: CartScope,
  payments: StripePayments,
  customer: CustomerRow,
  number: string,
): Promise<Order> {
  const { db, site } = cartScope;
  const row = await ownOrder(db, customer, site.siteId, number);
  if (row.status === 'cancelled') return orderById(db, row.id);
  checkUnpaidCard(row);
  await closeOpenPage(payments, row);
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, row.id);
    if (locked.status === 'cancelled') return;
    checkUnpaidCard(locked);
    const payment = locked.paymentStatus === 'awaiting-payment' ? 'unpaid' : locked.paymentStatus;
    await tx
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: payment, updatedAt: new Date().toISOString() })
      .where(eq(orders.id, row.id));
    await recordChanges(
      tx,
      row.id,
      CUSTOMER,
      changesTo(
        locked,
        [
          ['order', 'cancelled'],
          ['payment', payment],
        ],
        'payment not completed: the customer chose to pay another way',
      ),
    );
    await restoreLines(tx, cartScope, customer.id, row.id);
  });
  return orderById(db, row.id);
}
