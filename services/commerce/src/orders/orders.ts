import { and, asc, eq } from 'drizzle-orm';
import {
  DELIVERY_METHOD_CODES,
  FORMATS,
  FULFILMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type Order,
  type OrderHistoryEntry,
  type OrderSummary,
  type Shipment,
} from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { orderHistory, orderLines, orderShipments, orders } from '../db/schema.ts';
import { orderAccountOf } from '../org-buying/buying-account.ts';
import { orderDiscountFromRecord } from '../org-buying/organisation-discount.ts';
import { bankTransferOf } from './bank-transfer.ts';

/**
 * Orders as placed, read by their customer, and the history of every change of their three states.
 * A state changes only through `recordChanges`, so the history cannot miss one.
 */

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
type HistoryRow = typeof orderHistory.$inferSelect;
export type ShipmentRow = typeof orderShipments.$inferSelect;

export type StateName = OrderHistoryEntry['state'];

/**
 * Called in the transaction of a staff member's change of an order, with the order as it was, so
 * that the change's audit entry (operations-orders/order-audit.ts) is kept exactly when the change is.
 */
export type OrderChangeHook = (tx: Tx, before: OrderRow) => Promise<void>;

export interface StateChange {
  state: StateName;
  from: string | null;
  to: string;
  note?: string;
}

const COLUMN_OF_STATE = {
  order: 'status',
  payment: 'paymentStatus',
  fulfilment: 'fulfilmentStatus',
} as const satisfies Record<StateName, keyof OrderRow>;

/** Writes each change to the order's history, dated by the database, in the order given. */
export async function recordChanges(
  tx: Tx,
  orderId: string,
  actor: string,
  changes: readonly StateChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .insert(orderHistory)
    .values(
      changes.map((c) => ({ orderId, actor, state: c.state, from: c.from, to: c.to, note: c.note ?? null })),
    );
}

/** Whether this actor (a provider event) has already changed the order: a repeated event changes nothing. */
export async function alreadyRecorded(tx: Tx, orderId: string, actor: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderHistory.id })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.actor, actor)))
    .limit(1);
  return row !== undefined;
}

/** The changes that take an order from its current states to the `next` ones, in the order given. */
export function changesTo(
  row: OrderRow,
  next: readonly (readonly [StateName, string])[],
  note?: string,
): StateChange[] {
  return next.flatMap(([state, to]) => {
    const from = row[COLUMN_OF_STATE[state]];
    return to === from ? [] : [{ state, from, to, ...(note ? { note } : {}) }];
  });
}

const pick = <T extends string>(values: readonly T[], value: string): T => {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`unexpected stored value '${value}'`);
  return found;
};

const iso = (stored: string) => new Date(stored).toISOString();

function toHistory(row: HistoryRow): OrderHistoryEntry {
  return {
    at: iso(row.at),
    actor: row.actor,
    state: pick(['order', 'payment', 'fulfilment'] as const, row.state),
    from: row.from,
    to: row.to,
    ...(row.note === null ? {} : { note: row.note }),
  };
}

export function summary(row: OrderRow, totalItems: number): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    siteId: row.siteId,
    currency: row.currency,
    status: pick(ORDER_STATUSES, row.status),
    paymentStatus: pick(PAYMENT_STATUSES, row.paymentStatus),
    fulfilmentStatus: pick(FULFILMENT_STATUSES, row.fulfilmentStatus),
    placedAt: iso(row.placedAt),
    totalItems,
    total: row.total,
  };
}

/** A shipment names its lines by position; the customer reads them by item code. */
function toShipment(row: ShipmentRow, lines: readonly LineRow[]): Shipment {
  return {
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    ...(row.trackingUrl === null ? {} : { trackingUrl: row.trackingUrl }),
    shippedAt: iso(row.shippedAt),
    lines: row.lines.flatMap(({ position, quantity }) => {
      const line = lines.find((l) => l.position === position);
      return line ? [{ itemCode: line.itemCode, quantity }] : [];
    }),
  };
}

export function toOrder(
  row: OrderRow,
  lines: readonly LineRow[],
  history: readonly HistoryRow[],
  shipments: readonly ShipmentRow[] = [],
): Order {
  const paymentStatus = pick(PAYMENT_STATUSES, row.paymentStatus);
  return {
    ...summary(
      row,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    ),
    email: row.email,
    lines: lines.map((line) => ({
      itemCode: line.itemCode,
      productCode: line.productCode,
      name: line.name,
      format: pick(FORMATS, line.format),
      digital: line.digital,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      net: line.net,
      taxClass: line.taxClass,
      tax: line.tax,
      taxComponents: line.taxComponents,
      ...(line.licence === null ? {} : { licence: line.licence }),
    })),
    deliveryAddress: row.deliveryAddress,
    deliveryMethod: pick([...DELIVERY_METHOD_CODES, 'none'] as const, row.deliveryMethod),
    totals: {
      subtotal: row.subtotal,
      discount: row.discountTotal,
      delivery: row.deliveryCharge,
      tax: row.taxTotal,
      total: row.total,
    },
    taxes: {
      treatment: row.tax.treatment,
      jurisdiction: row.tax.jurisdiction.name,
      deliveryTax: row.tax.shipping.tax,
      components: row.tax.components,
    },
    payments: [
      {
        type: pick(PAYMENT_TYPES, row.paymentType),
        provider: 'stripe',
        status: paymentStatus,
        ...(row.checkoutSessionId === null ? {} : { checkoutSessionId: row.checkoutSessionId }),
        ...(row.paymentIntentId === null ? {} : { paymentIntentId: row.paymentIntentId }),
        ...(row.paymentFailure === null ? {} : { failure: row.paymentFailure }),
        ...(row.purchaseOrderNumber === null ? {} : { purchaseOrderNumber: row.purchaseOrderNumber }),
        ...(row.paymentReference === null
          ? {}
          : { bankTransfer: bankTransferOf(row.siteId, row.paymentReference) }),
      },
    ],
    ...(row.vatNumber === null ? {} : { vatNumber: row.vatNumber }),
    ...(row.taxExemption === null ? {} : { taxExemption: row.taxExemption }),
    shipments: shipments.map((shipment) => toShipment(shipment, lines)),
    history: history.map(toHistory),
    ...(row.discount === null ? {} : { discount: orderDiscountFromRecord(row.discount) }),
    ...(row.assistedBy === null ? {} : { assistedBy: { name: row.assistedBy.name } }),
  };
}

/** The whole order by id (lines, shipments and history), as its customer sees it. */
export async function orderById(db: Db | Tx, id: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} is gone`);
  const [lines, history, shipments] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position)),
    db.select().from(orderHistory).where(eq(orderHistory.orderId, id)).orderBy(asc(orderHistory.id)),
    db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, id))
      .orderBy(asc(orderShipments.shippedAt), asc(orderShipments.id)),
  ]);
  return { ...toOrder(row, lines, history, shipments), ...(await orderAccountOf(db, row)) };
}

/** Another customer's order, or one of another site, reads as no order at all. */
export async function customerOrder(db: Db, userId: string, siteId: string, number: string): Promise<Order> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId), eq(orders.siteId, siteId)));
  if (!row) throw new ProblemError(404, `You have no order ${number} on this store.`);
  return orderById(db, row.id);
}
