import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '@store/locales';
import type { Tx } from '../carts/carts.ts';
import { orders } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import { issueOnConfirmation } from '../invoices/issue-invoices.ts';
import { confirmationSituation, queueDigitalAccess, queueOrderConfirmation } from '../mail/order-mails.ts';
import { orderById } from '../orders/orders.ts';
import { fulfilDigitalLines } from './digital-fulfilment.ts';

/**
 * What confirming an order does, in the transaction that confirms it: its digital lines are
 * fulfilled if it may be (paid, or on account), its confirmation is queued, an access mail with
 * the codes given now, and the invoice an order not paid by card gets on confirmation
 * (invoices/issue-invoices.ts). Called once per order: a card order's when the payment arrives
 * (the signed webhook or the reconciler, payments/payment-events.ts), any other order's at
 * placement (orders/place-order.ts). The caller holds the order's row.
 */
export async function confirmOrder(tx: Tx, orderId: string, origins: ReadonlySet<string>): Promise<void> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} is gone`);
  const fulfilled = await fulfilDigitalLines(tx, row);
  const order = await orderById(tx, orderId);
  const situation = confirmationSituation(order);
  const target = {
    userId: row.userId,
    locale: isLocale(row.locale) ? row.locale : (SITES.get(row.siteId)?.defaultLocale ?? DEFAULT_LOCALE),
    origins,
  };
  if (situation) await queueOrderConfirmation(tx, order, situation, target);
  if (fulfilled.length > 0) await queueDigitalAccess(tx, order, fulfilled, target);
  await issueOnConfirmation(tx, orderId, origins);
}
