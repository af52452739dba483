import { and, count, eq, gte, min, notInArray } from 'drizzle-orm';
import type { AccountSummary } from '@store/contracts/commerce-account-summary';
import { schemeLevels } from '@store/contracts/qualification-schemes';
import type { Db } from '@store/database';
import type { StoreId } from '@store/locales';
import { orders, qualifications } from '../db/schema.ts';
import { activeOrganisationId, membershipOf } from '../organisations/membership.ts';
import { today } from '../qualifications/qualifications.ts';

/** Orders past these need nothing more from anyone: everything else is still under way. */
const SETTLED_ORDER_STATUSES = ['delivered', 'cancelled'];

async function openOrderCount(db: Db, userId: string, siteId: string): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.siteId, siteId),
        notInArray(orders.status, SETTLED_ORDER_STATUSES),
      ),
    );
  return row?.open ?? 0;
}

async function qualificationStanding(
  db: Db,
  userId: string,
  siteId: StoreId,
): Promise<AccountSummary['qualification']> {
  const on = today();
  const own = and(eq(qualifications.userId, userId), eq(qualifications.siteId, siteId));
  const held = await db
    .select({ level: qualifications.level, expiresOn: min(qualifications.expiresOn) })
    .from(qualifications)
    .where(and(own, eq(qualifications.status, 'approved'), gte(qualifications.expiresOn, on)))
    .groupBy(qualifications.level);
  const [waiting] = await db
    .select({ pending: count() })
    .from(qualifications)
    .where(and(own, eq(qualifications.status, 'pending')));
  const pending = waiting?.pending ?? 0;
  const order = schemeLevels(siteId).map((level) => level.code);
  const levels = held.map((row) => row.level).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const earliest = held
    .map((row) => row.expiresOn)
    .filter((day): day is string => day !== null)
    .sort()[0];
  if (levels.length > 0) {
    return { standing: 'approved', levels, pending, ...(earliest ? { expiresOn: earliest } : {}) };
  }
  if (pending > 0) return { standing: 'pending', levels, pending };
  const [lapsed] = await db
    .select({ records: count() })
    .from(qualifications)
    .where(and(own, eq(qualifications.status, 'approved')));
  return { standing: (lapsed?.records ?? 0) > 0 ? 'expired' : 'none', levels, pending };
}

/** The my-account overview's figures for the customer on the site. */
export async function accountSummary(db: Db, userId: string, siteId: StoreId): Promise<AccountSummary> {
  const [openOrders, qualification, organisationId] = await Promise.all([
    openOrderCount(db, userId, siteId),
    qualificationStanding(db, userId, siteId),
    activeOrganisationId(db, userId, siteId),
  ]);
  const organisation = organisationId ? await membershipOf(db, organisationId, userId, siteId) : undefined;
  return {
    openOrders,
    qualification,
    ...(organisation
      ? {
          activeOrganisation: {
            id: organisation.organisationId,
            name: organisation.name,
            accountNumber: organisation.accountNumber,
          },
        }
      : {}),
  };
}
