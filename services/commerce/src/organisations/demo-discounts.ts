import { inArray } from 'drizzle-orm';
import type { Db } from '@store/database';
import { organisationDiscounts } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import { todayUtc } from '../org-buying/organisation-discount.ts';
import { demoOrganisationOf } from './demo-organisations.ts';

/**
 * The demo organisations' discounts (docs/organisations.md, "Discounts"): demo.us's organisation has
 * a uap discount of 10 % for this year with a spending limit an order or two of kits reaches,
 * demo.ca's an old one in force, demo.sg's a uap one in force; the others none.
 */

interface DemoDiscount {
  id: string;
  username: string;
  scheme: 'uap' | 'old';
  basisPoints: number;
  /** uap: minor units of the organisation's store currency. */
  spendingLimit: number | null;
}

export const DEMO_DISCOUNTS: readonly DemoDiscount[] = [
  {
    id: 'd15c0a7e-4b2f-4c8d-9a31-000000000001',
    username: 'demo.us',
    scheme: 'uap',
    basisPoints: 1000,
    spendingLimit: 250_000,
  },
  {
    id: 'd15c0a7e-4b2f-4c8d-9a31-000000000002',
    username: 'demo.ca',
    scheme: 'old',
    basisPoints: 500,
    spendingLimit: null,
  },
  {
    id: 'd15c0a7e-4b2f-4c8d-9a31-000000000007',
    username: 'demo.sg',
    scheme: 'uap',
    basisPoints: 800,
    spendingLimit: 300_000,
  },
];

/**
 * Gives each of those organisations its discount for the current year, unless it has one already
 * (as an operator may have replaced or changed it since): a restart keeps what is there.
 */
export async function seedDemoDiscounts(db: Db, now: Date = new Date()): Promise<void> {
  const year = todayUtc(now).slice(0, 4);
  const rows = DEMO_DISCOUNTS.map((discount) => {
    const organisation = demoOrganisationOf(discount.username);
    const site = SITES.get(organisation.siteId);
    if (!site) throw new Error(`no site ${organisation.siteId}`);
    return {
      id: discount.id,
      organisationId: organisation.id,
      scheme: discount.scheme,
      basisPoints: discount.basisPoints,
      startsOn: `${year}-01-01`,
      endsOn: `${year}-12-31`,
      currency: site.currency,
      spendingLimit: discount.spendingLimit,
    };
  });
  await db.transaction(async (tx) => {
    const present = await tx
      .select({ organisationId: organisationDiscounts.organisationId })
      .from(organisationDiscounts)
      .where(
        inArray(
          organisationDiscounts.organisationId,
          rows.map((row) => row.organisationId),
        ),
      );
    const taken = new Set(present.map((row) => row.organisationId));
    const missing = rows.filter((row) => !taken.has(row.organisationId));
    if (missing.length > 0) await tx.insert(organisationDiscounts).values(missing);
  });
}
