import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '@store/locales';
import type { Tx } from '../../carts/carts.ts';
import { invoices, orders } from '../../db/schema.ts';
import { fulfilDigitalLines } from '../../fulfilment/digital-fulfilment.ts';
import { SITES } from '../../http/site-context.ts';
import { queueDigitalAccess } from '../../mail/order-mails.ts';
import { changesTo, orderById, recordChanges, type OrderRow } from '../../orders/orders.ts';

/**
 * An order paid through its invoices (docs/invoice-payments.md, "The order"): once every invoice of
 * it is paid and nothing of it is left to invoice, its payment status becomes paid. A bank-transfer
 * order's one invoice is the whole order; a purchase-order order is fully invoiced once fulfilled
 * (its last shipment's invoice); a card order is never invoiced. A bank-transfer order waiting for
 * its payment then goes on to processing, and its digital lines are handed over with their access
 * mail; its confirmation went out when it was placed, so none is queued again.
 */

const LIVE = (status: string) => status !== 'cancelled' && status !== 'credited';

/** Whether the order has nothing left to invoice, by how it is paid. */
const fullyInvoiced = (order: OrderRow) =>
  order.paymentType === 'bank-transfer' ||
  (order.paymentType === 'purchase-order' && order.fulfilmentStatus === 'fulfilled');

/** In the settling transaction, which holds the order's row: marks it paid if its invoices now cover it. */
export async function markOrderPaid(
  tx: Tx,
  order: OrderRow,
  actor: string,
  note: string,
  origins: ReadonlySet<string>,
): Promise<void> {
  if (order.paymentStatus === 'paid' || order.status === 'cancelled' || !fullyInvoiced(order)) return;
  const own = await tx
    .select({ status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  const live = own.filter((invoice) => LIVE(invoice.status));
  if (live.length === 0 || !live.every((invoice) => invoice.status === 'paid')) return;
  const goesOn = order.paymentType === 'bank-transfer' && order.status === 'awaiting-payment';
  const status = goesOn ? 'processing' : order.status;
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid', status, updatedAt: new Date().toISOString() })
    .where(eq(orders.id, order.id));
  await recordChanges(
    tx,
    order.id,
    actor,
    changesTo(
      order,
      [
        ['payment', 'paid'],
        ['order', status],
      ],
      note,
    ),
  );
  if (!goesOn) return;
  const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
  if (!row) throw new Error(`order ${order.id} is gone`);
  const fulfilled = await fulfilDigitalLines(tx, row);
  if (fulfilled.length === 0) return;
  await queueDigitalAccess(tx, await orderById(tx, order.id), fulfilled, {
    userId: row.userId,
    locale: isLocale(row.locale) ? row.locale : (SITES.get(row.siteId)?.defaultLocale ?? DEFAULT_LOCALE),
    origins,
  });
}
