import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type {
  OperatorMailDetail,
  OperatorMailQuery,
  OperatorMailRow,
} from '@store/contracts/operator-system';
import type { Db } from '@store/database';
import { outbox, type OutboxRow } from '@store/mail';
import { ProblemError } from '@store/service-runtime';
import { recordAudit } from '../audit/audit-log.ts';
import { pageOffset } from '../operator/operator-operation.ts';
import { escapeLike } from '../orders/order-search.ts';
import type { StaffActor } from '../staff/staff-actor.ts';

/**
 * The mail outbox for the staff: what waits, what failed and why, what went out. Sent messages stay
 * only in the embedded mode (files under DATA_DIR/mail); over SMTP a sent message leaves the outbox,
 * and its text is not for reading here (a reset link, perhaps).
 */

const STATUS: Record<NonNullable<OperatorMailQuery['status']>, SQL> = {
  pending: and(isNull(outbox.sentAt), eq(outbox.attempts, 0))!,
  failed: and(isNull(outbox.sentAt), gt(outbox.attempts, 0))!,
  sent: isNotNull(outbox.sentAt),
};

const SORT = {
  createdAt: outbox.createdAt,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
  attempts: outbox.attempts,
  recipient: outbox.recipient,
} satisfies Record<OperatorMailQuery['sort'], unknown>;

function toRow(row: OutboxRow): OperatorMailRow {
  return {
    id: row.id,
    template: row.template,
    locale: row.locale,
    recipient: row.recipient,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

export async function listMail(
  db: Db,
  query: OperatorMailQuery,
): Promise<{ data: OperatorMailRow[]; total: number }> {
  const where = and(
    query.status ? STATUS[query.status] : undefined,
    query.q ? ilike(outbox.recipient, `%${escapeLike(query.q)}%`) : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(direction(SORT[query.sort]), asc(outbox.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return { data: rows.map(toRow), total: counted?.total ?? 0 };
}

/** One message; its text only when `withText` (the embedded mode), else null. */
export async function readMail(db: Db, id: string, withText: boolean): Promise<OperatorMailDetail> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new ProblemError(404, `There is no message ${id} in the outbox.`);
  return { ...toRow(row), text: withText ? row.text : null };
}

export interface MailRetryScope {
  db: Db;
  staff: StaffActor;
  requestId: string;
}

/** Makes an unsent message due now, so the worker's next pass tries it; audited. */
export async function retryMail(
  { db, staff, requestId }: MailRetryScope,
  id: string,
): Promise<OperatorMailRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!row) throw new ProblemError(404, `There is no message ${id} in the outbox.`);
    if (row.sentAt) throw new ProblemError(409, `Message ${id} was sent at ${row.sentAt.toISOString()}.`);
    const [updated] = await tx
      .update(outbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outbox.id, id))
      .returning();
    await recordAudit(tx, staff, {
      action: 'retryMail',
      subjectType: 'mail',
      subjectId: id,
      before: {
        nextAttemptAt: row.nextAttemptAt.toISOString(),
        attempts: row.attempts,
        lastError: row.lastError,
      },
      after: { nextAttemptAt: updated!.nextAttemptAt.toISOString() },
      requestId,
    });
    return toRow(updated!);
  });
}
