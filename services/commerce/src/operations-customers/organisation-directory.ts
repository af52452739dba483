import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { OrganisationRole } from '@store/contracts/commerce-organisation-roles';
import type { OrganisationMember } from '@store/contracts/commerce-organisations';
import type {
  OperatorOrganisationDetail,
  OperatorOrganisationList,
  OperatorOrganisationListQuery,
} from '@store/contracts/operator-customers';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { recordAudit } from '../audit/audit-log.ts';
import { organisationDiscounts, organisationMembers, organisations } from '../db/schema.ts';
import {
  chooseDiscount,
  discountStanding,
  spentWithin,
  todayUtc,
} from '../org-buying/organisation-discount.ts';
import { pendingInvitations } from '../organisations/invitations.ts';
import { pendingJoinRequests } from '../organisations/join-requests.ts';
import { keepAnAdministrator } from '../organisations/members.ts';
import { iso, memberOf, membersOf } from '../organisations/organisation-scope.ts';
import type { Recorder } from '../operations-finance/bank-transfers.ts';

/**
 * Organisation accounts as staff read and change them (docs/organisations.md): the list, one
 * organisation with its members, what waits for its administrators and its discount, and an
 * administrator of the store setting a member's roles under the organisation's own rule that it
 * always keeps an administrator.
 */

const memberCount = count(organisationMembers.userId);

function searchFilter(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(organisations.name, like), ilike(organisations.accountNumber, like));
}

const SORT_KEYS = {
  name: organisations.name,
  createdAt: organisations.createdAt,
  accountNumber: organisations.accountNumber,
} as const;

const columns = {
  id: organisations.id,
  accountNumber: organisations.accountNumber,
  siteId: organisations.siteId,
  name: organisations.name,
  createdAt: organisations.createdAt,
  memberCount,
};

export async function listOrganisations(
  db: Db,
  query: OperatorOrganisationListQuery,
): Promise<OperatorOrganisationList> {
  const where = and(
    query.siteId === undefined ? undefined : eq(organisations.siteId, query.siteId),
    searchFilter(query.q),
  );
  const order = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(organisations)
      .leftJoin(organisationMembers, eq(organisationMembers.organisationId, organisations.id))
      .where(where)
      .groupBy(organisations.id)
      .orderBy(order(SORT_KEYS[query.sort]), asc(organisations.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(organisations).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    total: totals[0]?.total ?? 0,
  };
}

async function organisationRow(db: Db, id: string) {
  const [row] = await db
    .select(columns)
    .from(organisations)
    .leftJoin(organisationMembers, eq(organisationMembers.organisationId, organisations.id))
    .where(eq(organisations.id, id))
    .groupBy(organisations.id);
  if (!row) throw new ProblemError(404, `There is no organisation ${id}.`);
  return row;
}

/** The discount as the detail shows it; the state is the one a cart of the smallest amount would read. */
async function discountOf(
  db: Db,
  organisationId: string,
  now: Date,
): Promise<OperatorOrganisationDetail['discount']> {
  const today = todayUtc(now);
  const rows = await db
    .select()
    .from(organisationDiscounts)
    .where(eq(organisationDiscounts.organisationId, organisationId));
  const row = chooseDiscount(rows, today);
  if (!row) return null;
  // One minor unit: a uap discount with nothing left of its limit reads UAP_LIMIT_REACHED.
  const standing = await discountStanding(db, organisationId, 1, today);
  const money = (amount: number) => ({ currency: row.currency, amount });
  return {
    scheme: row.scheme === 'uap' ? 'uap' : 'old',
    percent: row.basisPoints / 100,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    state: standing?.state ?? null,
    spendingLimit: row.spendingLimit === null ? null : money(row.spendingLimit),
    spent: row.scheme === 'uap' ? money(await spentWithin(db, row)) : null,
  };
}

export async function organisationDetail(
  db: Db,
  id: string,
  now: Date = new Date(),
): Promise<OperatorOrganisationDetail> {
  const row = await organisationRow(db, id);
  const [members, invitations, joinRequests, discount] = await Promise.all([
    membersOf(db, id),
    pendingInvitations(db, id, now),
    pendingJoinRequests(db, id),
    discountOf(db, id, now),
  ]);
  return { ...row, createdAt: iso(row.createdAt), members, invitations, joinRequests, discount };
}

/** Sets a member's roles; taking the last administrator's role away is a 409, as for the organisation's own. */
export async function setMemberRolesAsStaff(
  db: Db,
  organisationId: string,
  userId: string,
  roles: OrganisationRole[],
  recorder: Recorder,
): Promise<OrganisationMember> {
  return db.transaction(async (tx) => {
    const [organisation] = await tx
      .select({ organisationId: organisations.id, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    if (!organisation) throw new ProblemError(404, `There is no organisation ${organisationId}.`);
    const member = await memberOf(tx, organisationId, userId);
    if (!member) throw new ProblemError(404, `${organisation.name} has no member ${userId}.`);
    if (!roles.includes('administrator')) await keepAnAdministrator(tx, organisation, member, false);
    await tx
      .update(organisationMembers)
      .set({ roles })
      .where(
        and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)),
      );
    const changed = await memberOf(tx, organisationId, userId);
    if (!changed) throw new Error(`member ${userId} vanished from ${organisationId}`);
    await recordAudit(tx, recorder.actor, {
      action: 'setMemberRolesAsStaff',
      subjectType: 'organisation',
      subjectId: organisationId,
      before: { userId, roles: member.roles },
      after: { userId, roles: changed.roles },
      requestId: recorder.requestId,
    });
    return changed;
  });
}
