import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Order, ShipmentInput } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { orderLines, orderShipments, orders } from '../db/schema.ts';
import { issueOnShipment } from '../invoices/issue-invoices.ts';
import {
  changesTo,
  orderById,
  recordChanges,
  type LineRow,
  type OrderChangeHook,
  type OrderRow,
} from './orders.ts';

/**
 * Shipments an operator records: each names the carrier, the tracking number and how much of which
 * lines went. Fulfilment follows what is left to ship of the delivered (not digital) lines: some
 * shipped is partially fulfilled and partially shipped, all shipped is fulfilled and shipped. A
 * purchase-order order's shipment is invoiced in the same transaction (invoices/issue-invoices.ts);
 * `storeOrigins` address the invoice mail's link.
 */

const ACTOR = 'operator';
const SHIPPABLE: readonly string[] = ['processing', 'partially-shipped'];

async function lockedOrder(tx: Tx, number: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
  if (!row) throw new ProblemError(404, `There is no order ${number}.`);
  return row;
}

/** What is left to ship of each delivered line, by position. */
async function leftToShip(tx: Tx, order: OrderRow): Promise<Map<number, { line: LineRow; left: number }>> {
  const [lines, shipments] = await Promise.all([
    tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    tx
      .select({ lines: orderShipments.lines })
      .from(orderShipments)
      .where(eq(orderShipments.orderId, order.id)),
  ]);
  const shipped = new Map<number, number>();
  for (const shipment of shipments) {
    for (const { position, quantity } of shipment.lines) {
      shipped.set(position, (shipped.get(position) ?? 0) + quantity);
    }
  }
  return new Map(
    lines
      .filter((line) => !line.digital)
      .map((line) => [line.position, { line, left: line.quantity - (shipped.get(line.position) ?? 0) }]),
  );
}

/** The shipment's lines by position: those asked for, checked against what is left, or all that is left. */
function shipmentLines(
  number: string,
  left: Map<number, { line: LineRow; left: number }>,
  asked: ShipmentInput['lines'],
): Map<number, number> {
  const lines = new Map<number, number>();
  if (asked === undefined) {
    for (const [position, entry] of left) if (entry.left > 0) lines.set(position, entry.left);
    if (lines.size === 0)
      throw new ProblemError(409, `Everything of order ${number} has already been shipped.`);
    return lines;
  }
  for (const { itemCode, quantity } of asked) {
    const entry = [...left.values()].find((e) => e.line.itemCode === itemCode);
    if (!entry) {
      throw new ProblemError(422, `Order ${number} has no delivered line of item ${itemCode} to ship.`);
    }
    const total = (lines.get(entry.line.position) ?? 0) + quantity;
    if (total > entry.left) {
      throw new ProblemError(
        422,
        `Only ${entry.left} of item ${itemCode} are left to ship on order ${number}; this shipment has ${total}.`,
      );
    }
    lines.set(entry.line.position, total);
  }
  return lines;
}

export async function recordShipment(
  db: Db,
  number: string,
  input: ShipmentInput,
  storeOrigins: ReadonlySet<string>,
  onChange?: OrderChangeHook,
): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, number);
    if (!SHIPPABLE.includes(order.status)) {
      throw new ProblemError(
        409,
        `Order ${number} is ${order.status}: only an order that is processing (paid, on account or accepted) can be shipped.`,
      );
    }
    const left = await leftToShip(tx, order);
    const lines = shipmentLines(number, left, input.lines);
    await tx.insert(orderShipments).values({
      id: randomUUID(),
      orderId: order.id,
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
      trackingUrl: input.trackingUrl ?? null,
      lines: [...lines].map(([position, quantity]) => ({ position, quantity })),
    });
    const complete = [...left].every(([position, entry]) => entry.left === (lines.get(position) ?? 0));
    const next = complete
      ? ({ status: 'shipped', fulfilmentStatus: 'fulfilled' } as const)
      : ({ status: 'partially-shipped', fulfilmentStatus: 'partially-fulfilled' } as const);
    await tx
      .update(orders)
      .set({ ...next, updatedAt: new Date().toISOString() })
      .where(eq(orders.id, order.id));
    await recordChanges(
      tx,
      order.id,
      ACTOR,
      changesTo(
        order,
        [
          ['fulfilment', next.fulfilmentStatus],
          ['order', next.status],
        ],
        `${input.carrier} ${input.trackingNumber}`,
      ),
    );
    await issueOnShipment(tx, order.id, lines, storeOrigins);
    await onChange?.(tx, order);
    return order.id;
  });
  return orderById(db, id);
}

export async function markDelivered(db: Db, number: string, onChange?: OrderChangeHook): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, number);
    if (order.status === 'delivered') return order.id;
    if (order.status !== 'shipped') {
      throw new ProblemError(
        409,
        `Order ${number} is ${order.status}: only an order shipped in full can be marked delivered.`,
      );
    }
    await tx
      .update(orders)
      .set({ status: 'delivered', updatedAt: new Date().toISOString() })
      .where(eq(orders.id, order.id));
    await recordChanges(tx, order.id, ACTOR, changesTo(order, [['order', 'delivered']]));
    await onChange?.(tx, order);
    return order.id;
  });
  return orderById(db, id);
}
