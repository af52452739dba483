import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OperatorOrderNote } from '@store/contracts/operator-orders';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { recordAudit } from '../audit/audit-log.ts';
import { orderNotes, orders } from '../db/schema.ts';
import { actorName, type StaffActor } from '../staff/staff-actor.ts';
import { toNote } from './order-reads.ts';

/** Staff notes on an order (for staff only; the customer never reads them), each audited. */

export async function addOrderNote(
  db: Db,
  number: string,
  body: string,
  staff: StaffActor,
  requestId: string,
): Promise<OperatorOrderNote> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    if (!order) throw new ProblemError(404, `There is no order ${number}.`);
    const [note] = await tx
      .insert(orderNotes)
      .values({
        id: randomUUID(),
        orderId: order.id,
        staffId: staff.kind === 'staff' ? staff.staffId : null,
        staffName: actorName(staff),
        body,
      })
      .returning();
    if (!note) throw new Error(`the note on order ${number} was not written`);
    const answer = toNote(number, note);
    await recordAudit(tx, staff, {
      action: 'addOrderNote',
      subjectType: 'order',
      subjectId: number,
      after: answer,
      requestId,
    });
    return answer;
  });
}
