import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  JoinDecisionRequest,
  JoinDecisionResult,
  JoinRequest,
  OrganisationJoinRequest,
  OwnJoinRequest,
} from '@store/contracts/commerce-organisations';
import { ProblemError } from '@store/service-runtime';
import { customers, organisationJoinRequests, organisationMembers, organisations } from '../db/schema.ts';
import { membershipOf, requireMemberRole, requireMembership } from './membership.ts';
import { queueJoinDecision, queueJoinRequestToAdministrators } from './organisation-mails.ts';
import { fullName, iso, memberOf, type OrganisationScope, type Reader } from './organisation-scope.ts';

/**
 * Joining by account number (docs/organisations.md, Joining): a customer asks, the organisation's
 * administrators are mailed, one of them approves with roles or declines, and the requester is
 * mailed either way. One pending request per customer and organisation.
 */

type JoinRequestRow = typeof organisationJoinRequests.$inferSelect;

const STATUSES = ['pending', 'approved', 'declined'] as const;
const statusOf = (stored: string): OwnJoinRequest['status'] =>
  STATUSES.find((status) => status === stored) ?? 'pending';

function ownAnswer(
  row: JoinRequestRow,
  organisation: { name: string; accountNumber: string },
): OwnJoinRequest {
  return {
    id: row.id,
    organisationName: organisation.name,
    accountNumber: organisation.accountNumber,
    ...(row.message === null ? {} : { message: row.message }),
    status: statusOf(row.status),
    createdAt: iso(row.createdAt),
  };
}

/** The caller's requests that wait for a decision on the site, newest first. */
export async function ownPendingJoinRequests(scope: OrganisationScope): Promise<OwnJoinRequest[]> {
  const rows = await scope.db
    .select({
      row: organisationJoinRequests,
      organisation: { name: organisations.name, accountNumber: organisations.accountNumber },
    })
    .from(organisationJoinRequests)
    .innerJoin(organisations, eq(organisations.id, organisationJoinRequests.organisationId))
    .where(
      and(
        eq(organisationJoinRequests.userId, scope.customer.id),
        eq(organisationJoinRequests.status, 'pending'),
        eq(organisations.siteId, scope.site.siteId),
      ),
    )
    .orderBy(sql`${organisationJoinRequests.createdAt} desc`);
  return rows.map(({ row, organisation }) => ownAnswer(row, organisation));
}

/** The organisation's requests that wait for an administrator, oldest first. */
export async function pendingJoinRequests(
  db: Reader,
  organisationId: string,
): Promise<OrganisationJoinRequest[]> {
  const rows = await db
    .select({
      row: organisationJoinRequests,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(organisationJoinRequests)
    .innerJoin(customers, eq(customers.id, organisationJoinRequests.userId))
    .where(
      and(
        eq(organisationJoinRequests.organisationId, organisationId),
        eq(organisationJoinRequests.status, 'pending'),
      ),
    )
    .orderBy(asc(organisationJoinRequests.createdAt));
  return rows.map(({ row, ...requester }) => ({
    id: row.id,
    userId: row.userId,
    name: fullName(requester),
    email: requester.email,
    ...(row.message === null ? {} : { message: row.message }),
    createdAt: iso(row.createdAt),
  }));
}

export async function requestToJoin(scope: OrganisationScope, request: JoinRequest): Promise<OwnJoinRequest> {
  const { db, site, customer, now } = scope;
  return db.transaction(async (tx) => {
    const [organisation] = await tx
      .select()
      .from(organisations)
      .where(
        and(eq(organisations.accountNumber, request.accountNumber), eq(organisations.siteId, site.siteId)),
      );
    if (!organisation) {
      throw new ProblemError(
        404,
        `No organisation on this store has the account number ${request.accountNumber}: check the number with the organisation.`,
      );
    }
    if (await membershipOf(tx, organisation.id, customer.id, site.siteId)) {
      throw new ProblemError(409, `You are a member of ${organisation.name} already.`);
    }
    const [row] = await tx
      .insert(organisationJoinRequests)
      .values({
        id: crypto.randomUUID(),
        organisationId: organisation.id,
        userId: customer.id,
        message: request.message ?? null,
        status: 'pending',
        createdAt: now.toISOString(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new ProblemError(
        409,
        `You have asked to join ${organisation.name} already; its administrators have not decided yet.`,
      );
    }
    await queueJoinRequestToAdministrators(
      tx,
      scope,
      {
        organisationId: organisation.id,
        organisationName: organisation.name,
        requesterName: fullName(customer),
        requesterEmail: customer.email,
        message: request.message,
      },
      scope.locale,
    );
    return ownAnswer(row, organisation);
  });
}

export async function withdrawJoinRequest(
  scope: OrganisationScope,
  requestId: string,
): Promise<{ removed: true }> {
  const { db, site, customer } = scope;
  const withdrawn = await db
    .delete(organisationJoinRequests)
    .where(
      and(
        eq(organisationJoinRequests.id, requestId),
        eq(organisationJoinRequests.userId, customer.id),
        eq(organisationJoinRequests.status, 'pending'),
        sql`${organisationJoinRequests.organisationId} in (select ${organisations.id} from ${organisations} where ${organisations.siteId} = ${site.siteId})`,
      ),
    )
    .returning({ id: organisationJoinRequests.id });
  if (withdrawn.length === 0) {
    throw new ProblemError(
      404,
      `You have no pending request ${requestId} to join an organisation on this store.`,
    );
  }
  return { removed: true };
}

/** Approving adds the requester with the roles chosen (purchaser when none are); either way they are mailed. */
export async function decideJoinRequest(
  scope: OrganisationScope,
  organisationId: string,
  requestId: string,
  decision: JoinDecisionRequest,
): Promise<JoinDecisionResult> {
  const { db, site, customer, now } = scope;
  return db.transaction(async (tx) => {
    const membership = await requireMembership(tx, organisationId, customer.id, site.siteId);
    requireMemberRole(membership, 'administrator', 'decide requests to join');
    const [row] = await tx
      .select()
      .from(organisationJoinRequests)
      .where(
        and(
          eq(organisationJoinRequests.id, requestId),
          eq(organisationJoinRequests.organisationId, organisationId),
        ),
      )
      .for('update');
    if (!row) throw new ProblemError(404, `${membership.name} has no request ${requestId} to join it.`);
    if (row.status !== 'pending') {
      throw new ProblemError(409, `This request to join ${membership.name} was ${row.status} already.`);
    }
    const approved = decision.decision === 'approve';
    const roles = decision.roles ?? ['purchaser'];
    await tx
      .update(organisationJoinRequests)
      .set({
        status: approved ? 'approved' : 'declined',
        decidedAt: now.toISOString(),
        decidedBy: customer.id,
      })
      .where(eq(organisationJoinRequests.id, row.id));
    if (approved) {
      await tx
        .insert(organisationMembers)
        .values({ organisationId, userId: row.userId, roles, joinedAt: now.toISOString() })
        .onConflictDoUpdate({
          target: [organisationMembers.organisationId, organisationMembers.userId],
          set: { roles: sql`array(select distinct unnest(${organisationMembers.roles} || excluded.roles))` },
        });
    }
    await queueJoinDecision(
      tx,
      scope,
      row.userId,
      { organisationName: membership.name, approved, roles },
      scope.locale,
    );
    const member = approved ? await memberOf(tx, organisationId, row.userId) : undefined;
    return { id: row.id, status: approved ? 'approved' : 'declined', ...(member ? { member } : {}) };
  });
}
