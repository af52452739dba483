import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_METHOD_CODES,
  FORMATS,
  FULFILMENT_STATUSES,
  INVOICE_KINDS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
} from '@store/contracts/commerce';
import {
  AUDIT_ACTOR_KINDS,
  type OperatorOrderDetail,
  type OperatorOrderList,
  type OperatorOrderNote,
  type OperatorOrderQuery,
  type OperatorOrderRow,
} from '@store/contracts/operator-orders';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import {
  auditLog,
  customers,
  invoices,
  orderHistory,
  orderLines,
  orderNotes,
  orderShipments,
  orders,
} from '../db/schema.ts';
import { statusOf, utcToday } from '../invoices/invoice-status.ts';
import { escapeLike } from '../orders/order-search.ts';
import type { OrderRow } from '../orders/orders.ts';
import { pageOffset } from '../operator/operator-operation.ts';

/**
 * Orders of every store as staff read them (docs/operations.md): the search with the list
 * conventions, and one order in full with its history, shipments, invoices, staff notes and audit
 * entries. The customer's name is theirs as the store knows it, else the name it was delivered to.
 */

type Reader = Db | Tx;
type NoteRow = typeof orderNotes.$inferSelect;

const pick = <T extends string>(values: readonly T[], value: string): T => {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`unexpected stored value '${value}'`);
  return found;
};

const iso = (stored: string) => new Date(stored).toISOString();

const money = (currency: string, amount: number) => ({ currency, amount });

const customerName = sql<string>`coalesce(nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), ''), ${orders.deliveryAddress}->>'fullName')`;
const customerEmail = sql<string>`coalesce(${customers.email}, ${orders.email})`;

const rowColumns = { order: orders, name: customerName, email: customerEmail };

function toRow({ order, name, email }: { order: OrderRow; name: string; email: string }): OperatorOrderRow {
  return {
    id: order.number,
    number: order.number,
    placedAt: iso(order.placedAt),
    siteId: order.siteId,
    customer: { userId: order.userId, name, email },
    status: pick(ORDER_STATUSES, order.status),
    paymentStatus: pick(PAYMENT_STATUSES, order.paymentStatus),
    fulfilmentStatus: pick(FULFILMENT_STATUSES, order.fulfilmentStatus),
    paymentType: pick(PAYMENT_TYPES, order.paymentType),
    total: money(order.currency, order.total),
    assistedBy: order.assistedBy,
    organisationId: order.organisationId,
  };
}

/** The first instant after `day`: `to` takes the whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** The start of an order number, or part of the customer's email (theirs or the order's) or name. */
function searchFilter(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(
    ilike(orders.number, `${escapeLike(q)}%`),
    ilike(customers.email, like),
    ilike(orders.email, like),
    sql`${customerName} ilike ${like}`,
  );
}

const SORT_KEYS = { placedAt: orders.placedAt, total: orders.total, number: orders.number } as const;

export async function searchOrders(db: Reader, query: OperatorOrderQuery): Promise<OperatorOrderList> {
  const where = and(
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.paymentStatus === undefined ? undefined : eq(orders.paymentStatus, query.paymentStatus),
    query.fulfilmentStatus === undefined ? undefined : eq(orders.fulfilmentStatus, query.fulfilmentStatus),
    query.siteId === undefined ? undefined : eq(orders.siteId, query.siteId),
    query.from === undefined ? undefined : gte(orders.placedAt, `${query.from}T00:00:00.000Z`),
    query.to === undefined ? undefined : lt(orders.placedAt, dayAfter(query.to)),
    query.minTotal === undefined ? undefined : gte(orders.total, query.minTotal),
    query.maxTotal === undefined ? undefined : lte(orders.total, query.maxTotal),
    searchFilter(query.q),
  );
  const order = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.userId))
      .where(where)
      .orderBy(order(SORT_KEYS[query.sort]), order(orders.number))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.userId))
      .where(where),
  ]);
  return { data: rows.map(toRow), total: totals[0]?.total ?? 0 };
}

export function toNote(number: string, note: NoteRow): OperatorOrderNote {
  return {
    id: note.id,
    orderNumber: number,
    staffId: note.staffId,
    staffName: note.staffName,
    body: note.body,
    createdAt: iso(note.createdAt),
  };
}

/** One order in full; an unknown number is a 404. */
export async function orderDetail(db: Reader, number: string): Promise<OperatorOrderDetail> {
  const [found] = await db
    .select(rowColumns)
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.userId))
    .where(eq(orders.number, number));
  if (!found) throw new ProblemError(404, `There is no order ${number}.`);
  const { order } = found;
  const [lines, shipments, invoiceRows, history, notes, audit] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, order.id))
      .orderBy(asc(orderShipments.shippedAt), asc(orderShipments.id)),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order.id))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
    db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)).orderBy(asc(orderHistory.id)),
    db
      .select()
      .from(orderNotes)
      .where(eq(orderNotes.orderId, order.id))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'order'), eq(auditLog.subjectId, order.number)))
      .orderBy(asc(auditLog.id)),
  ]);
  const currency = order.currency;
  const today = utcToday();
  return {
    ...toRow(found),
    locale: order.locale,
    email: order.email,
    lines: lines.map((line) => ({
      position: line.position,
      itemCode: line.itemCode,
      productCode: line.productCode,
      name: line.name,
      format: pick(FORMATS, line.format),
      digital: line.digital,
      quantity: line.quantity,
      unitPrice: money(currency, line.unitPrice),
      discount: money(currency, line.discount),
      net: money(currency, line.net),
      tax: money(currency, line.tax),
    })),
    deliveryAddress: order.deliveryAddress,
    deliveryMethod: pick([...DELIVERY_METHOD_CODES, 'none'] as const, order.deliveryMethod),
    totals: {
      subtotal: money(currency, order.subtotal),
      discount: money(currency, order.discountTotal),
      delivery: money(currency, order.deliveryCharge),
      tax: money(currency, order.taxTotal),
      total: money(currency, order.total),
    },
    payment: {
      type: pick(PAYMENT_TYPES, order.paymentType),
      status: pick(PAYMENT_STATUSES, order.paymentStatus),
      failure: order.paymentFailure,
      refundId: order.refundId,
      purchaseOrderNumber: order.purchaseOrderNumber,
      paymentReference: order.paymentReference,
    },
    tax: {
      treatment: order.tax.treatment,
      jurisdiction: order.tax.jurisdiction.name,
      exemption: order.taxExemption,
      vatNumber: order.vatNumber,
    },
    screeningMatch: order.screeningMatch,
    shipments: shipments.map((shipment) => ({
      id: shipment.id,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
      shippedAt: iso(shipment.shippedAt),
      lines: shipment.lines.flatMap(({ position, quantity }) => {
        const line = lines.find((l) => l.position === position);
        return line ? [{ itemCode: line.itemCode, name: line.name, quantity }] : [];
      }),
    })),
    invoices: invoiceRows.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      kind: pick(INVOICE_KINDS, invoice.kind),
      status: statusOf(invoice, today),
      total: money(invoice.currency, invoice.total),
    })),
    history: history.map((entry) => ({
      id: entry.id,
      at: iso(entry.at),
      actor: entry.actor,
      state: pick(['order', 'payment', 'fulfilment'] as const, entry.state),
      from: entry.from,
      to: entry.to,
      note: entry.note,
    })),
    notes: notes.map((note) => toNote(order.number, note)),
    audit: audit.map((entry) => ({
      id: entry.id,
      at: iso(entry.at),
      actorKind: pick(AUDIT_ACTOR_KINDS, entry.actorKind),
      staffId: entry.staffId,
      staffName: entry.staffName,
      action: entry.action,
      before: entry.before,
      after: entry.after,
    })),
  };
}
