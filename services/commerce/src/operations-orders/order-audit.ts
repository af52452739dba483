import { eq } from 'drizzle-orm';
import type { Tx } from '../carts/carts.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { orders } from '../db/schema.ts';
import type { OrderChangeHook, OrderRow } from '../orders/orders.ts';

/**
 * The audit entry of a staff member's change of an order: its three states before and after, under
 * the subject `order` and the order's number, written in the transaction of the change.
 */

export interface OrderAuditContext {
  actor: AuditActor;
  requestId: string;
  /** The operation's id. */
  action: string;
  /** What the audit keeps beside the states (a reason, a carrier and tracking number). */
  details?: Record<string, unknown>;
}

const statesOf = (row: Pick<OrderRow, 'status' | 'paymentStatus' | 'fulfilmentStatus'>) => ({
  status: row.status,
  paymentStatus: row.paymentStatus,
  fulfilmentStatus: row.fulfilmentStatus,
});

export function auditOrderChange(context: OrderAuditContext): OrderChangeHook {
  return async (tx: Tx, before: OrderRow) => {
    const [after] = await tx
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        fulfilmentStatus: orders.fulfilmentStatus,
      })
      .from(orders)
      .where(eq(orders.id, before.id));
    if (!after) throw new Error(`order ${before.number} is gone`);
    await recordAudit(tx, context.actor, {
      action: context.action,
      subjectType: 'order',
      subjectId: before.number,
      before: statesOf(before),
      after: { ...statesOf(after), ...context.details },
      requestId: context.requestId,
    });
  };
}
