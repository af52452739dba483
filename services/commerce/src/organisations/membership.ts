import { and, eq } from 'drizzle-orm';
import { ORGANISATION_ROLES, type OrganisationRole } from '@store/contracts/commerce-organisation-roles';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { customers, organisationMembers, organisations } from '../db/schema.ts';

/**
 * Who belongs to which organisation with which roles: the one place every access check of an
 * organisation's records asks (docs/organisations.md). Another organisation's anything, and an
 * organisation the caller holds no fitting role in, reads as unknown (404).
 */

type Reader = Db | Tx;

export interface Membership {
  organisationId: string;
  accountNumber: string;
  name: string;
  siteId: string;
  roles: OrganisationRole[];
  joinedAt: string;
}

const membershipColumns = {
  organisationId: organisations.id,
  accountNumber: organisations.accountNumber,
  name: organisations.name,
  siteId: organisations.siteId,
  roles: organisationMembers.roles,
  joinedAt: organisationMembers.joinedAt,
};

/** The stored roles this service knows, in ORGANISATION_ROLES' order. */
export function rolesOf(stored: string[]): OrganisationRole[] {
  return ORGANISATION_ROLES.filter((role) => stored.includes(role));
}

/** The caller's membership of the organisation on the site, or undefined. */
export async function membershipOf(
  db: Reader,
  organisationId: string,
  userId: string,
  siteId: string,
): Promise<Membership | undefined> {
  const [row] = await db
    .select(membershipColumns)
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        eq(organisationMembers.userId, userId),
        eq(organisations.siteId, siteId),
      ),
    );
  return row && { ...row, roles: rolesOf(row.roles) };
}

/** Every organisation the customer belongs to on the site, by name. */
export async function membershipsOf(db: Reader, userId: string, siteId: string): Promise<Membership[]> {
  const rows = await db
    .select(membershipColumns)
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), eq(organisations.siteId, siteId)))
    .orderBy(organisations.name);
  return rows.map((row) => ({ ...row, roles: rolesOf(row.roles) }));
}

/**
 * The membership when the caller holds one of the roles, else a 404 that says nothing of whether
 * the organisation exists. `what` names the record for the message ("organisation", "invoice").
 */
export async function requireRole(
  db: Reader,
  organisationId: string,
  userId: string,
  siteId: string,
  roles: readonly OrganisationRole[],
  what = `organisation ${organisationId}`,
): Promise<Membership> {
  const membership = await membershipOf(db, organisationId, userId, siteId);
  if (!membership || !membership.roles.some((role) => roles.includes(role))) {
    throw new ProblemError(404, `There is no ${what} on this store that you may reach.`);
  }
  return membership;
}

/** The caller's membership, else the 404 of an organisation the caller may not reach. */
export async function requireMembership(
  db: Reader,
  organisationId: string,
  userId: string,
  siteId: string,
): Promise<Membership> {
  const membership = await membershipOf(db, organisationId, userId, siteId);
  if (!membership) {
    throw new ProblemError(
      404,
      `There is no organisation ${organisationId} on this store that you may reach.`,
    );
  }
  return membership;
}

const ROLE_NAMES: Readonly<Record<OrganisationRole, string>> = {
  purchaser: 'a purchaser',
  'qualified-user': 'a qualified user',
  finance: 'a member with the finance role',
  administrator: 'an administrator',
};

/**
 * A member who may see the organisation but lacks the role a change needs gets a 403 naming the
 * role; `action` completes the sentence: "Only an administrator of … may invite members."
 */
export function requireMemberRole(membership: Membership, role: OrganisationRole, action: string): void {
  if (!membership.roles.includes(role)) {
    throw new ProblemError(403, `Only ${ROLE_NAMES[role]} of ${membership.name} may ${action}.`);
  }
}

/**
 * The organisation the customer buys for on the site: their chosen active organisation while they
 * still belong to it and it is of this site; otherwise null, the personal account.
 */
export async function activeOrganisationId(
  db: Reader,
  userId: string,
  siteId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ organisationId: organisationMembers.organisationId })
    .from(customers)
    .innerJoin(
      organisationMembers,
      and(
        eq(organisationMembers.organisationId, customers.activeOrganisationId),
        eq(organisationMembers.userId, customers.id),
      ),
    )
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(customers.id, userId), eq(organisations.siteId, siteId)));
  return row?.organisationId ?? null;
}
