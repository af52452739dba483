import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { OperatorAuditEntry, OperatorAuditQuery } from '@store/contracts/operator-system';
import type { Db } from '@store/database';
import { auditLog } from '../db/schema.ts';
import { pageOffset } from '../operator/operator-operation.ts';

/** The audit log for administrators, newest first by default. Reads only: nothing changes an entry. */

const ACTOR_KINDS = ['staff', 'assisted', 'system'] as const;
type ActorKind = (typeof ACTOR_KINDS)[number];
const actorKind = (kind: string): ActorKind => ACTOR_KINDS.find((known) => known === kind) ?? 'system';

export async function listAuditLog(
  db: Db,
  query: OperatorAuditQuery,
): Promise<{ data: OperatorAuditEntry[]; total: number }> {
  const where = and(
    query.staffId ? eq(auditLog.staffId, query.staffId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.subjectType ? eq(auditLog.subjectType, query.subjectType) : undefined,
    query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from).toISOString()) : undefined,
    query.to ? lte(auditLog.at, new Date(query.to).toISOString()) : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(direction(auditLog.at), direction(auditLog.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      actorKind: actorKind(row.actorKind),
      staffId: row.staffId,
      staffName: row.staffName,
      customerId: row.customerId,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      before: row.before,
      after: row.after,
      requestId: row.requestId,
    })),
    total: counted?.total ?? 0,
  };
}
