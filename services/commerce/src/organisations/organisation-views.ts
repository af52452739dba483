import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type {
  OrganisationDetail,
  OrganisationOverview,
  OwnInvitation,
} from '@store/contracts/commerce-organisations';
import { organisationInvitations, organisationMembers, organisations } from '../db/schema.ts';
import { pendingInvitations } from './invitations.ts';
import { ownPendingJoinRequests, pendingJoinRequests } from './join-requests.ts';
import { activeOrganisationId, requireMembership, rolesOf } from './membership.ts';
import { iso, membersOf, membershipAnswer, sameEmail, type OrganisationScope } from './organisation-scope.ts';

/** What the accounts pages read: the caller's organisations, and one organisation with its members. */

/** Pending invitations to the caller's sign-in email from organisations of the site they are not in. */
async function invitationsToCaller(scope: OrganisationScope): Promise<OwnInvitation[]> {
  const rows = await scope.db
    .select({
      invitation: organisationInvitations,
      organisationName: organisations.name,
      accountNumber: organisations.accountNumber,
    })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(
      and(
        eq(organisations.siteId, scope.site.siteId),
        sameEmail(organisationInvitations.email, scope.customer.email),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
        sql`${organisationInvitations.expiresAt} > ${scope.now.toISOString()}`,
        notExists(
          scope.db
            .select({ userId: organisationMembers.userId })
            .from(organisationMembers)
            .where(
              and(
                eq(organisationMembers.organisationId, organisationInvitations.organisationId),
                eq(organisationMembers.userId, scope.customer.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(organisationInvitations.createdAt));
  return rows.map(({ invitation, organisationName, accountNumber }) => ({
    id: invitation.id,
    organisationName,
    accountNumber,
    roles: rolesOf(invitation.roles),
    invitedAt: iso(invitation.createdAt),
    expiresAt: iso(invitation.expiresAt),
  }));
}

export async function organisationOverview(scope: OrganisationScope): Promise<OrganisationOverview> {
  const { db, site, customer } = scope;
  const rows = await db
    .select({
      id: organisations.id,
      accountNumber: organisations.accountNumber,
      name: organisations.name,
      roles: organisationMembers.roles,
      joinedAt: organisationMembers.joinedAt,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, customer.id), eq(organisations.siteId, site.siteId)))
    .orderBy(asc(organisations.name));
  const active = await activeOrganisationId(db, customer.id, site.siteId);
  return {
    memberships: rows.map((row) => ({
      ...row,
      roles: rolesOf(row.roles),
      joinedAt: iso(row.joinedAt),
      active: row.id === active,
    })),
    joinRequests: await ownPendingJoinRequests(scope),
    invitations: await invitationsToCaller(scope),
  };
}

/** Any member sees the members; an administrator also what waits for them. */
export async function organisationDetail(
  scope: OrganisationScope,
  organisationId: string,
): Promise<OrganisationDetail> {
  const { db, site, customer, now } = scope;
  const membership = await requireMembership(db, organisationId, customer.id, site.siteId);
  const own = await membershipAnswer(db, organisationId, customer.id, site.siteId);
  if (!own) throw new Error('the membership just read is gone');
  const members = await membersOf(db, organisationId);
  if (!membership.roles.includes('administrator')) return { ...own, members };
  return {
    ...own,
    members,
    invitations: await pendingInvitations(db, organisationId, now),
    joinRequests: await pendingJoinRequests(db, organisationId),
  };
}
