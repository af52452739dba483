import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type {
  OperatorQualification,
  OperatorQualificationQuery,
  Qualification,
  QualificationApproval,
  QualificationList,
  QualificationSubmission,
} from '@store/contracts/commerce';
import {
  submittableLevels,
  type QualificationDocumentType,
  type QualificationStatus,
  type QualificationType,
} from '@store/contracts/qualification-schemes';
import type { Db } from '@store/database';
import type { StoreId } from '@store/locales';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { customers, qualificationDocuments, qualifications } from '../db/schema.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { readDocument } from './document-type.ts';
import { mailQualificationDecision } from './decision-mail.ts';

/**
 * A customer's qualification records (docs/qualifications.md): submitted pending, then approved
 * (with the level the evidence supports and an expiry day) or rejected (with a note) by an operator.
 * The levels a customer holds on a site are those of its approved records whose expiry day has not
 * passed; only they count at the qualification gate.
 */

type QualificationRow = Omit<typeof qualifications.$inferSelect, 'reminderSentAt'>;

/** Today's date in UTC, YYYY-MM-DD: an approval counts through the whole of its expiry day. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

const iso = (stored: string) => new Date(stored).toISOString();

function statusOf(row: QualificationRow, on: string): QualificationStatus {
  if (row.status === 'approved' && row.expiresOn !== null && row.expiresOn < on) return 'expired';
  return row.status as QualificationStatus;
}

export function toQualification(row: QualificationRow, on = today()): Qualification {
  return {
    id: row.id,
    type: row.type as QualificationType,
    level: row.level,
    status: statusOf(row, on),
    details: row.details,
    document: {
      fileName: row.fileName,
      contentType: row.contentType as QualificationDocumentType,
      size: row.size,
    },
    submittedAt: iso(row.submittedAt),
    ...(row.reviewedAt === null ? {} : { reviewedAt: iso(row.reviewedAt) }),
    ...(row.expiresOn === null ? {} : { expiresOn: row.expiresOn }),
    ...(row.reviewerNote === null ? {} : { reviewerNote: row.reviewerNote }),
  };
}

/** The level codes the customer holds on the site: approved and not expired. */
export async function heldLevels(db: Db | Tx, userId: string, siteId: StoreId): Promise<string[]> {
  const rows = await db
    .selectDistinct({ level: qualifications.level })
    .from(qualifications)
    .where(
      and(
        eq(qualifications.userId, userId),
        eq(qualifications.siteId, siteId),
        eq(qualifications.status, 'approved'),
        gte(qualifications.expiresOn, today()),
      ),
    );
  return rows.map((row) => row.level);
}

const recordColumns = {
  id: qualifications.id,
  userId: qualifications.userId,
  siteId: qualifications.siteId,
  type: qualifications.type,
  level: qualifications.level,
  status: qualifications.status,
  details: qualifications.details,
  fileName: qualifications.fileName,
  contentType: qualifications.contentType,
  size: qualifications.size,
  submittedAt: qualifications.submittedAt,
  reviewedAt: qualifications.reviewedAt,
  expiresOn: qualifications.expiresOn,
  reviewerNote: qualifications.reviewerNote,
};

export async function listQualifications(
  db: Db,
  userId: string,
  siteId: StoreId,
): Promise<QualificationList> {
  const rows = await db
    .select(recordColumns)
    .from(qualifications)
    .where(and(eq(qualifications.userId, userId), eq(qualifications.siteId, siteId)))
    .orderBy(desc(qualifications.submittedAt), desc(qualifications.id));
  return {
    qualifications: rows.map((row) => toQualification(row)),
    heldLevels: await heldLevels(db, userId, siteId),
  };
}

/** A level of the site's scheme that needs evidence; anything else is a 422 naming the ones it has. */
function checkLevel(siteId: StoreId, level: string, path: string): void {
  const levels = submittableLevels(siteId).map((l) => l.code);
  if (levels.includes(level)) return;
  throw new ProblemError(
    422,
    `${level} is not a qualification level of this store; choose one of ${levels.join(', ')}.`,
    { errors: [{ path, message: `expects one of ${levels.join(', ')}` }] },
  );
}

/** Records a submission as pending, with its document, once the document is known to be a PDF, PNG or JPEG. */
export async function submitQualification(
  db: Db,
  userId: string,
  siteId: StoreId,
  submission: QualificationSubmission,
): Promise<Qualification> {
  checkLevel(siteId, submission.level, 'body.level');
  const document = readDocument(submission.document.data);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(qualifications)
      .values({
        id,
        userId,
        siteId,
        type: submission.type,
        level: submission.level,
        status: 'pending',
        details: submission.details,
        fileName: submission.document.fileName,
        contentType: document.contentType,
        size: document.bytes.length,
      })
      .returning();
    await tx.insert(qualificationDocuments).values({ qualificationId: id, data: document.bytes });
    if (!row) throw new Error('the qualification was not written');
    return toQualification(row);
  });
}

/**
 * The submissions in one status across every site, oldest first (a review queue), with their
 * customers. Expired is read from approved ones, as it is never stored.
 */
export async function operatorQualifications(
  db: Db,
  query: OperatorQualificationQuery,
): Promise<{ data: OperatorQualification[]; total: number }> {
  const on = today();
  const stored = query.status === 'expired' ? 'approved' : query.status;
  const rows = await db
    .select({ record: recordColumns, customer: customers })
    .from(qualifications)
    .innerJoin(customers, eq(customers.id, qualifications.userId))
    .where(
      and(
        eq(qualifications.status, stored),
        query.siteId ? eq(qualifications.siteId, query.siteId) : undefined,
      ),
    )
    .orderBy(
      query.order === 'asc' ? asc(qualifications.submittedAt) : desc(qualifications.submittedAt),
      asc(qualifications.id),
    );
  const words = query.q?.toLocaleLowerCase();
  // The expired state is computed from the day, so the status filter ends here rather than in SQL.
  const matching = rows
    .map(({ record, customer }) => ({
      ...toQualification(record, on),
      userId: record.userId,
      siteId: record.siteId,
      customerName: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
    }))
    .filter((record) => record.status === query.status)
    .filter(
      (record) => !words || `${record.customerName} ${record.email}`.toLocaleLowerCase().includes(words),
    );
  const start = (query.page - 1) * query.perPage;
  return { data: matching.slice(start, start + query.perPage), total: matching.length };
}

/** The document of a submission, for an operator reviewing it. */
export async function qualificationDocument(
  db: Db,
  id: string,
): Promise<{ contentType: string; fileName: string; data: Buffer }> {
  const [row] = await db
    .select({
      contentType: qualifications.contentType,
      fileName: qualifications.fileName,
      data: qualificationDocuments.data,
    })
    .from(qualifications)
    .innerJoin(qualificationDocuments, eq(qualificationDocuments.qualificationId, qualifications.id))
    .where(eq(qualifications.id, id));
  if (!row) throw new ProblemError(404, `There is no qualification ${id}.`);
  return row;
}

type Decision = ({ kind: 'approve' } & QualificationApproval) | { kind: 'reject'; note: string };

/** Who decides, for the audit log. */
export interface Decider {
  actor: AuditActor;
  requestId: string;
}

/**
 * Approves or rejects a pending submission; a decided one is a 409, so two operators cannot both
 * decide. The decision is audited and the customer mailed in the same transaction.
 */
export async function decideQualification(
  db: Db,
  id: string,
  decision: Decision,
  decider: Decider,
  storeOrigins: ReadonlySet<string>,
): Promise<Qualification> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(recordColumns)
      .from(qualifications)
      .where(eq(qualifications.id, id))
      .for('update');
    if (!row) throw new ProblemError(404, `There is no qualification ${id}.`);
    if (row.status !== 'pending') {
      throw new ProblemError(
        409,
        `Qualification ${id} was already ${row.status}; only a pending one can be decided.`,
      );
    }
    const siteId = row.siteId as StoreId;
    if (decision.kind === 'approve') {
      checkLevel(siteId, decision.level, 'body.level');
      if (decision.expiresOn < today()) {
        throw new ProblemError(
          422,
          `The expiry date ${decision.expiresOn} has passed; give a date from today on.`,
          {
            errors: [{ path: 'body.expiresOn', message: 'expects a date from today on' }],
          },
        );
      }
    }
    const [updated] = await tx
      .update(qualifications)
      .set(
        decision.kind === 'approve'
          ? {
              status: 'approved',
              level: decision.level,
              expiresOn: decision.expiresOn,
              reviewerNote: decision.note ?? null,
              reviewedAt: new Date().toISOString(),
              // A new expiry earns its own reminder (expiry-reminders.ts).
              reminderSentAt: null,
            }
          : { status: 'rejected', reviewerNote: decision.note, reviewedAt: new Date().toISOString() },
      )
      .where(eq(qualifications.id, id))
      .returning();
    if (!updated) throw new Error('the qualification was not updated');
    const before = toQualification(row);
    const after = toQualification(updated);
    await recordAudit(tx, decider.actor, {
      action: decision.kind === 'approve' ? 'approveQualification' : 'rejectQualification',
      subjectType: 'qualification',
      subjectId: id,
      before,
      after,
      requestId: decider.requestId,
    });
    await mailQualificationDecision(tx, updated, storeOrigins);
    return after;
  });
}
