import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Order, OrderStatusLookup, OrderStatusView } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { orders } from '../db/schema.ts';
import { orderById } from './orders.ts';

/**
 * Anyone's order status (docs/order-status.md): the order number with the email it was placed with
 * or its delivery postcode. An order that does not exist and details that do not match give one
 * answer, so a lookup tells nothing about which orders exist; the answer shows states, items and
 * tracking, never addresses, prices or payment details.
 */

export const NO_MATCHING_ORDER =
  'We could not find an order with these details; check the number and the email or postcode you ordered with.';

/** Postcodes compare without case or spaces (SW1A 1AA, sw1a1aa). */
export const comparablePostcode = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();
const comparableEmail = (email: string) => email.trim().toLowerCase();

/** Compared as digests, so the time taken does not tell how much of a guess was right. */
const sameText = (given: string, held: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(held).digest());

function publicView(order: Order): OrderStatusView {
  return {
    number: order.number,
    placedAt: order.placedAt,
    status: order.status,
    paymentStatus: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus,
    lines: order.lines.map(({ name, itemCode, quantity }) => ({ name, itemCode, quantity })),
    shipments: order.shipments.map(({ carrier, trackingNumber, trackingUrl, shippedAt }) => ({
      carrier,
      trackingNumber,
      ...(trackingUrl === undefined ? {} : { trackingUrl }),
      shippedAt,
    })),
  };
}

/** The order of the site with this number, if the email or postcode is the order's; a 404 otherwise. */
export async function lookUpOrderStatus(
  db: Db,
  siteId: string,
  lookup: OrderStatusLookup,
): Promise<OrderStatusView> {
  const [row] = await db
    .select({ id: orders.id, email: orders.email, deliveryAddress: orders.deliveryAddress })
    .from(orders)
    .where(and(eq(orders.number, lookup.orderNumber), eq(orders.siteId, siteId)));
  const byEmail = lookup.email !== undefined;
  const given = byEmail ? comparableEmail(lookup.email ?? '') : comparablePostcode(lookup.postcode ?? '');
  const held = !row
    ? ''
    : byEmail
      ? comparableEmail(row.email)
      : comparablePostcode(row.deliveryAddress.postcode);
  const matches = sameText(given, held);
  if (!row || !matches) throw new ProblemError(404, NO_MATCHING_ORDER);
  return publicView(await orderById(db, row.id));
}
