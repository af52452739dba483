import { eq } from 'drizzle-orm';
import type { OperatorOrderDetail } from '@store/contracts/operator-orders';
import { ProblemError } from '@store/service-runtime';
import { orders } from '../db/schema.ts';
import { cancelAndRefund, SHIPPED_STATUSES, type CancelScope } from '../orders/cancel-order.ts';
import type { OrderRow } from '../orders/orders.ts';
import type { StaffActor } from '../staff/staff-actor.ts';
import { auditOrderChange } from './order-audit.ts';
import { orderDetail } from './order-reads.ts';

/**
 * Staff cancel an order that has not shipped, as its customer could (orders/cancel-order.ts): the
 * payment page closed, the invoices credited, a paid card payment refunded through the provider.
 * Unlike the customer's, a second cancellation is a 409 (unless the refund is still owed), so that
 * two staff members never both believe they cancelled it. The reason is kept in the audit entry,
 * not in the customer's history.
 */

/** A cancelled card order still paid is one whose refund did not go through: cancelling again refunds it. */
const refundOwed = (row: OrderRow) =>
  row.paymentType === 'card' && row.paymentStatus === 'paid' && row.refundId === null;

function refusal(row: OrderRow): string | undefined {
  if (row.status === 'cancelled') {
    return refundOwed(row) ? undefined : `Order ${row.number} is already cancelled; nothing was changed.`;
  }
  if (row.fulfilmentStatus !== 'unfulfilled' || SHIPPED_STATUSES.includes(row.status)) {
    return `Order ${row.number} has already shipped or been fulfilled (${row.status}), so it can no longer be cancelled; arrange a return instead.`;
  }
  if (row.paymentType !== 'card' && row.paymentStatus === 'paid') {
    const paidBy = row.paymentType === 'bank-transfer' ? 'bank transfer' : 'its invoices';
    return `Order ${row.number} is paid by ${paidBy}, which the payment provider cannot refund; credit its invoices and refund the customer by bank instead.`;
  }
  return undefined;
}

export async function cancelByStaff(
  scope: CancelScope,
  number: string,
  reason: string,
  staff: StaffActor,
  requestId: string,
): Promise<OperatorOrderDetail> {
  const [row] = await scope.db.select().from(orders).where(eq(orders.number, number));
  if (!row) throw new ProblemError(404, `There is no order ${number}.`);
  const refused = refusal(row);
  if (refused) throw new ProblemError(409, refused);
  await cancelAndRefund(scope, row, {
    actor: 'operator',
    onChange: auditOrderChange({
      actor: staff,
      requestId,
      action: 'cancelOrderAsStaff',
      details: { reason },
    }),
  });
  return orderDetail(scope.db, number);
}
