import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../carts/carts.ts';
import { orderLines, orderShipments, orders } from '../db/schema.ts';
import { changesTo, recordChanges, type OrderRow } from '../orders/orders.ts';
import { licenceCode } from './licence-codes.ts';

/**
 * Digital lines (scoring subscriptions, training) are fulfilled the moment an order may be: paid by
 * card, or placed on account with a purchase order. Never while it waits in tax review, held for
 * review, or for a bank transfer. Each line gets a licence code once; a second call finds none left.
 */

export const STORE_ACTOR = 'store';

export interface FulfilledLine {
  name: string;
  quantity: number;
  licence: string;
}

/** Whether the order's digital lines may be handed over now. */
export function mayFulfil(row: Pick<OrderRow, 'status' | 'paymentStatus'>): boolean {
  return row.status === 'processing' && (row.paymentStatus === 'paid' || row.paymentStatus === 'on-account');
}

/** Every line handed over: digital ones with their code, physical ones shipped in full. */
async function everyLineFulfilled(tx: Tx, orderId: string): Promise<boolean> {
  const [lines, shipments] = await Promise.all([
    tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)),
    tx
      .select({ lines: orderShipments.lines })
      .from(orderShipments)
      .where(eq(orderShipments.orderId, orderId)),
  ]);
  const shipped = new Map<number, number>();
  for (const line of shipments.flatMap((s) => s.lines)) {
    shipped.set(line.position, (shipped.get(line.position) ?? 0) + line.quantity);
  }
  return lines.every((line) =>
    line.digital ? line.licence !== null : (shipped.get(line.position) ?? 0) >= line.quantity,
  );
}

/**
 * Gives each unfulfilled digital line of the order its licence code and moves the fulfilment state
 * on, in the caller's transaction, which holds the order's row. Answers the lines fulfilled now.
 */
export async function fulfilDigitalLines(tx: Tx, row: OrderRow): Promise<FulfilledLine[]> {
  if (!mayFulfil(row)) return [];
  const open = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, row.id), eq(orderLines.digital, true), isNull(orderLines.licence)))
    .orderBy(asc(orderLines.position));
  if (open.length === 0) return [];
  const fulfilled: FulfilledLine[] = [];
  for (const line of open) {
    const licence = licenceCode();
    await tx
      .update(orderLines)
      .set({ licence })
      .where(and(eq(orderLines.orderId, row.id), eq(orderLines.position, line.position)));
    fulfilled.push({ name: line.name, quantity: line.quantity, licence });
  }
  const next = (await everyLineFulfilled(tx, row.id)) ? 'fulfilled' : 'partially-fulfilled';
  const changes = changesTo(row, [['fulfilment', next]], open.map((line) => line.itemCode).join(', '));
  if (changes.length > 0) {
    await tx
      .update(orders)
      .set({ fulfilmentStatus: next, updatedAt: new Date().toISOString() })
      .where(eq(orders.id, row.id));
    await recordChanges(tx, row.id, STORE_ACTOR, changes);
  }
  return fulfilled;
}
