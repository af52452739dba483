import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { OrganisationMember, OrganisationMembership } from '@store/contracts/commerce-organisations';
import type { Db } from '@store/database';
import type { Locale } from '@store/locales';
import type { Tx } from '../carts/carts.ts';
import type { CustomerRow } from '../customers/customers.ts';
import { customers, organisationMembers } from '../db/schema.ts';
import type { Site } from '../http/site-context.ts';
import { activeOrganisationId, membershipOf, rolesOf } from './membership.ts';

/** What every organisation call works with: the caller, their site and the locale of the request. */
export interface OrganisationScope {
  db: Db;
  site: Site;
  customer: CustomerRow;
  /** The request's locale (the site's first without one): the language of the mails it sends. */
  locale: Locale;
  storeOrigins: ReadonlySet<string>;
  now: Date;
}

export type Reader = Db | Tx;

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Dates from the database are written as JSON's ISO form, so the answers parse as timestamps. */
export function iso(timestamp: string): string {
  return new Date(timestamp).toISOString();
}

/** Lowered for comparing addresses: an invitation's and a sign-in email match letter case aside. */
export const sameEmail = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/** The organisation's members with their names and emails, by name. */
export async function membersOf(db: Reader, organisationId: string): Promise<OrganisationMember[]> {
  const rows = await db
    .select({
      userId: organisationMembers.userId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      roles: organisationMembers.roles,
      joinedAt: organisationMembers.joinedAt,
    })
    .from(organisationMembers)
    .innerJoin(customers, eq(customers.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(customers.firstName), asc(customers.lastName));
  return rows.map((row) => ({
    userId: row.userId,
    name: fullName(row),
    email: row.email,
    roles: rolesOf(row.roles),
    joinedAt: iso(row.joinedAt),
  }));
}

/** One member of the organisation, or undefined. */
export async function memberOf(
  db: Reader,
  organisationId: string,
  userId: string,
): Promise<OrganisationMember | undefined> {
  return (await membersOf(db, organisationId)).find((member) => member.userId === userId);
}

/** The caller's membership as the API answers it (with when they joined, and whether it is active), or undefined. */
export async function membershipAnswer(
  db: Reader,
  organisationId: string,
  userId: string,
  siteId: string,
): Promise<OrganisationMembership | undefined> {
  const membership = await membershipOf(db, organisationId, userId, siteId);
  if (!membership) return undefined;
  const { accountNumber, name, roles, joinedAt } = membership;
  const active = await activeOrganisationId(db, userId, siteId);
  return {
    id: organisationId,
    accountNumber,
    name,
    roles,
    joinedAt: iso(joinedAt),
    active: active === organisationId,
  };
}

/** How many administrators the organisation has, its member rows locked until the transaction ends. */
export async function lockedAdministratorCount(tx: Tx, organisationId: string): Promise<number> {
  const rows = await tx
    .select({ roles: organisationMembers.roles })
    .from(organisationMembers)
    .where(eq(organisationMembers.organisationId, organisationId))
    .for('update');
  return rows.filter((row) => row.roles.includes('administrator')).length;
}
