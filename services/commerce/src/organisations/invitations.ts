import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  InvitationPreview,
  InvitationRequest,
  InvitationState,
  OrganisationInvitation,
  OrganisationMembership,
} from '@store/contracts/commerce-organisations';
import { INVITATION_VALID_DAYS } from '@store/contracts/commerce-organisations';
import { ProblemError } from '@store/service-runtime';
import {
  customers,
  organisationInvitations,
  organisationJoinRequests,
  organisationMembers,
  organisations,
} from '../db/schema.ts';
import { membershipOf, requireMemberRole, requireMembership, rolesOf } from './membership.ts';
import { queueInvitation } from './organisation-mails.ts';
import {
  fullName,
  iso,
  membershipAnswer,
  sameEmail,
  type OrganisationScope,
  type Reader,
} from './organisation-scope.ts';

/**
 * Invitations by email (docs/organisations.md, Joining): an administrator invites an address with
 * roles, the mail's link carries a token of which only the SHA-256 is kept, and the customer signed
 * in with that address accepts it once within 14 days.
 */

const DAY_MS = 86_400_000;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

type InvitationRow = typeof organisationInvitations.$inferSelect;

function invitationState(row: InvitationRow, now: Date): InvitationState {
  if (row.revokedAt !== null) return 'revoked';
  if (row.acceptedAt !== null) return 'used';
  return new Date(row.expiresAt) <= now ? 'expired' : 'valid';
}

/** An address as a stranger may see it: its first letter and its domain (a•••@example.com). */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** The organisation's invitations that may still be accepted, newest first. */
export async function pendingInvitations(
  db: Reader,
  organisationId: string,
  now: Date,
): Promise<OrganisationInvitation[]> {
  const rows = await db
    .select()
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.organisationId, organisationId),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
        sql`${organisationInvitations.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .orderBy(sql`${organisationInvitations.createdAt} desc`);
  return rows.map(invitationAnswer);
}

function invitationAnswer(row: InvitationRow): OrganisationInvitation {
  return {
    id: row.id,
    email: row.email,
    roles: rolesOf(row.roles),
    invitedAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
  };
}

export async function invite(
  scope: OrganisationScope,
  organisationId: string,
  request: InvitationRequest,
): Promise<OrganisationInvitation> {
  const { db, site, customer, now } = scope;
  return db.transaction(async (tx) => {
    const membership = await requireMembership(tx, organisationId, customer.id, site.siteId);
    requireMemberRole(membership, 'administrator', 'invite members');
    // Two invitations to one address at once would both replace the earlier one and both stay pending.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`invitation ${organisationId} ${request.email.toLowerCase()}`}, 0))`,
    );
    const [member] = await tx
      .select({ userId: organisationMembers.userId })
      .from(organisationMembers)
      .innerJoin(customers, eq(customers.id, organisationMembers.userId))
      .where(
        and(
          eq(organisationMembers.organisationId, organisationId),
          sameEmail(customers.email, request.email),
        ),
      );
    if (member) {
      throw new ProblemError(409, `${request.email} belongs to a member of ${membership.name} already.`);
    }
    // The newest invitation is the one that counts: an earlier one to the address stops working.
    await tx
      .update(organisationInvitations)
      .set({ revokedAt: now.toISOString() })
      .where(
        and(
          eq(organisationInvitations.organisationId, organisationId),
          sameEmail(organisationInvitations.email, request.email),
          isNull(organisationInvitations.acceptedAt),
          isNull(organisationInvitations.revokedAt),
        ),
      );
    const token = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(organisationInvitations)
      .values({
        id: crypto.randomUUID(),
        organisationId,
        email: request.email,
        roles: request.roles,
        tokenHash: tokenHash(token),
        invitedBy: customer.id,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(),
      })
      .returning();
    if (!row) throw new Error('the invitation was not stored');
    await queueInvitation(
      tx,
      scope,
      { email: request.email, token, roles: request.roles, organisationName: membership.name },
      fullName(customer),
      scope.locale,
    );
    return invitationAnswer(row);
  });
}

export async function revokeInvitation(
  scope: OrganisationScope,
  organisationId: string,
  invitationId: string,
): Promise<{ removed: true }> {
  const { db, site, customer, now } = scope;
  const membership = await requireMembership(db, organisationId, customer.id, site.siteId);
  requireMemberRole(membership, 'administrator', 'revoke invitations');
  const revoked = await db
    .update(organisationInvitations)
    .set({ revokedAt: now.toISOString() })
    .where(
      and(
        eq(organisationInvitations.id, invitationId),
        eq(organisationInvitations.organisationId, organisationId),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
      ),
    )
    .returning({ id: organisationInvitations.id });
  if (revoked.length === 0) {
    throw new ProblemError(404, `${membership.name} has no pending invitation ${invitationId}.`);
  }
  return { removed: true };
}

interface FoundInvitation {
  row: InvitationRow;
  organisation: { id: string; name: string; accountNumber: string };
  forCaller: boolean;
}

/**
 * The invitation of a link's token, or of an id from the caller's own list (an id reaches only an
 * invitation to the caller's address). Another site's invitation reads as unknown.
 */
async function findInvitation(
  db: Reader,
  scope: OrganisationScope,
  tokenOrId: string,
  lock: boolean,
): Promise<FoundInvitation> {
  const byId = UUID.test(tokenOrId);
  const query = db
    .select({
      row: organisationInvitations,
      organisation: {
        id: organisations.id,
        name: organisations.name,
        accountNumber: organisations.accountNumber,
      },
    })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(
      and(
        byId
          ? and(
              eq(organisationInvitations.id, tokenOrId),
              sameEmail(organisationInvitations.email, scope.customer.email),
            )
          : eq(organisationInvitations.tokenHash, tokenHash(tokenOrId)),
        eq(organisations.siteId, scope.site.siteId),
      ),
    );
  const [found] = lock ? await query.for('update') : await query;
  if (!found) {
    throw new ProblemError(
      404,
      'This invitation link is not one of this store’s: check that the whole link was copied from the email.',
    );
  }
  return { ...found, forCaller: found.row.email.toLowerCase() === scope.customer.email.toLowerCase() };
}

export async function previewInvitation(
  scope: OrganisationScope,
  tokenOrId: string,
): Promise<InvitationPreview> {
  const { row, organisation, forCaller } = await findInvitation(scope.db, scope, tokenOrId, false);
  const member = await membershipOf(scope.db, organisation.id, scope.customer.id, scope.site.siteId);
  return {
    id: row.id,
    organisation,
    roles: rolesOf(row.roles),
    email: forCaller ? row.email : maskedEmail(row.email),
    forCaller,
    state: invitationState(row, scope.now),
    expiresAt: iso(row.expiresAt),
    member: member !== undefined,
  };
}

/**
 * Accepting makes the caller a member with the invited roles (a member already gains them). The
 * same member accepting again is answered with the membership; nothing else about a used, expired
 * or revoked invitation can be accepted.
 */
export async function acceptInvitation(
  scope: OrganisationScope,
  tokenOrId: string,
): Promise<OrganisationMembership> {
  const { db, site, customer, now } = scope;
  return db.transaction(async (tx) => {
    const { row, organisation, forCaller } = await findInvitation(tx, scope, tokenOrId, true);
    const answer = () => membershipAnswer(tx, organisation.id, customer.id, site.siteId);
    if (row.acceptedBy === customer.id) {
      const again = await answer();
      if (again) return again;
    }
    if (!forCaller) {
      throw new ProblemError(
        403,
        `This invitation to ${organisation.name} was sent to ${maskedEmail(row.email)}: sign in with that address to accept it.`,
      );
    }
    const state = invitationState(row, now);
    if (state === 'revoked') {
      throw new ProblemError(
        410,
        `This invitation to ${organisation.name} was withdrawn: ask its administrator to invite you again.`,
      );
    }
    if (state === 'expired') {
      throw new ProblemError(
        410,
        `This invitation to ${organisation.name} expired on ${row.expiresAt.slice(0, 10)}: ask its administrator to invite you again.`,
      );
    }
    if (state === 'used') {
      throw new ProblemError(409, `This invitation to ${organisation.name} has been accepted already.`);
    }
    await tx
      .insert(organisationMembers)
      .values({
        organisationId: organisation.id,
        userId: customer.id,
        roles: row.roles,
        joinedAt: now.toISOString(),
      })
      .onConflictDoUpdate({
        target: [organisationMembers.organisationId, organisationMembers.userId],
        set: {
          roles: sql`array(select distinct unnest(${organisationMembers.roles} || excluded.roles))`,
        },
      });
    await tx
      .update(organisationInvitations)
      .set({ acceptedAt: now.toISOString(), acceptedBy: customer.id })
      .where(eq(organisationInvitations.id, row.id));
    // A request to join that waits is answered by the invitation.
    await tx
      .update(organisationJoinRequests)
      .set({ status: 'approved', decidedAt: now.toISOString(), decidedBy: row.invitedBy })
      .where(
        and(
          eq(organisationJoinRequests.organisationId, organisation.id),
          eq(organisationJoinRequests.userId, customer.id),
          eq(organisationJoinRequests.status, 'pending'),
        ),
      );
    const membership = await answer();
    if (!membership) throw new Error('the membership was not stored');
    return membership;
  });
}
