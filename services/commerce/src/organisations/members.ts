import { and, eq } from 'drizzle-orm';
import type { OrganisationRole } from '@store/contracts/commerce-organisation-roles';
import type { OrganisationMember } from '@store/contracts/commerce-organisations';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { organisationMembers } from '../db/schema.ts';
import { requireMemberRole, requireMembership, type Membership } from './membership.ts';
import { lockedAdministratorCount, memberOf, type OrganisationScope } from './organisation-scope.ts';

/**
 * Members and their roles (docs/organisations.md): administrators set roles and remove members, any
 * member may leave, and an organisation always keeps one administrator.
 */

async function targetMember(tx: Tx, membership: Membership, memberId: string): Promise<OrganisationMember> {
  const member = await memberOf(tx, membership.organisationId, memberId);
  if (!member) throw new ProblemError(404, `${membership.name} has no member ${memberId}.`);
  return member;
}

/** 409 when the change would leave the organisation without an administrator. */
export async function keepAnAdministrator(
  tx: Tx,
  membership: Pick<Membership, 'organisationId' | 'name'>,
  member: OrganisationMember,
  self: boolean,
): Promise<void> {
  if (!member.roles.includes('administrator')) return;
  if ((await lockedAdministratorCount(tx, membership.organisationId)) > 1) return;
  const who = self ? 'You are' : `${member.name} is`;
  throw new ProblemError(
    409,
    `${who} the last administrator of ${membership.name}: name another administrator first.`,
  );
}

export async function setMemberRoles(
  scope: OrganisationScope,
  organisationId: string,
  memberId: string,
  roles: OrganisationRole[],
): Promise<OrganisationMember> {
  const { db, site, customer } = scope;
  return db.transaction(async (tx) => {
    const membership = await requireMembership(tx, organisationId, customer.id, site.siteId);
    requireMemberRole(membership, 'administrator', 'change members’ roles');
    const member = await targetMember(tx, membership, memberId);
    if (!roles.includes('administrator')) {
      await keepAnAdministrator(tx, membership, member, memberId === customer.id);
    }
    await tx
      .update(organisationMembers)
      .set({ roles })
      .where(
        and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, memberId)),
      );
    return targetMember(tx, membership, memberId);
  });
}

/** An administrator removes a member; a member who names themself leaves. */
export async function removeMember(
  scope: OrganisationScope,
  organisationId: string,
  memberId: string,
): Promise<{ removed: true }> {
  const { db, site, customer } = scope;
  return db.transaction(async (tx) => {
    const membership = await requireMembership(tx, organisationId, customer.id, site.siteId);
    const self = memberId === customer.id;
    if (!self) requireMemberRole(membership, 'administrator', 'remove members');
    const member = await targetMember(tx, membership, memberId);
    await keepAnAdministrator(tx, membership, member, self);
    await tx
      .delete(organisationMembers)
      .where(
        and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, memberId)),
      );
    return { removed: true };
  });
}
