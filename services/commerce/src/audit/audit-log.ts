import type { Db } from '@store/database';
import type { Tx } from '../carts/carts.ts';
import { auditLog } from '../db/schema.ts';
import type { StaffActor } from '../staff/staff-actor.ts';

/**
 * The audit log (docs/operations.md): every staff action and every action of an assisted session,
 * with who, when, what, and the record before and after. Written only here, in the transaction of
 * the action it records, so an entry exists exactly when the change does. The table refuses UPDATE,
 * DELETE and TRUNCATE (migration 0013), and no operation writes it otherwise.
 */

/** A support agent acting for a customer in an assisted session. */
export interface AssistedActor {
  kind: 'assisted';
  staffId: string;
  name: string;
  customerId: string;
}

export type AuditActor = StaffActor | AssistedActor;

export interface AuditEntry {
  /** The operation's id (`shipOrder`, `placeOrder`, …). */
  action: string;
  subjectType: string;
  subjectId: string;
  /** The record as it was; absent for something created. */
  before?: unknown;
  /** The record as it is now; absent for something removed. */
  after?: unknown;
  requestId?: string;
}

export async function recordAudit(db: Db | Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: actor.kind,
    staffId: actor.kind === 'system' ? null : actor.staffId,
    staffName: actor.kind === 'system' ? null : actor.name,
    customerId: actor.kind === 'assisted' ? actor.customerId : null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}
