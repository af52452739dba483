import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrganisationDiscount, OrganisationDiscountInput } from '@store/contracts/commerce-org-buying';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { organisationDiscounts, organisations } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import type { DiscountRow } from './organisation-discount.ts';

/**
 * An organisation's discount as staff set it (the operator API's organisation operations,
 * operations-customers/): it replaces whatever discount the organisation had, or is removed.
 */

async function organisationCurrency(db: Db, organisationId: string): Promise<string> {
  const [organisation] = await db
    .select({ siteId: organisations.siteId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const site = organisation && SITES.get(organisation.siteId);
  if (!site) throw new ProblemError(404, `There is no organisation ${organisationId}.`);
  return site.currency;
}

const view = (row: DiscountRow): OrganisationDiscount => ({
  organisationId: row.organisationId,
  scheme: row.scheme === 'uap' ? 'uap' : 'old',
  basisPoints: row.basisPoints,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  currency: row.currency,
  ...(row.spendingLimit === null ? {} : { spendingLimit: row.spendingLimit }),
});

/** Replaces whatever discount rows the organisation had with this one. */
export async function setOrganisationDiscount(
  db: Db,
  organisationId: string,
  input: OrganisationDiscountInput,
): Promise<OrganisationDiscount> {
  const currency = await organisationCurrency(db, organisationId);
  const row: DiscountRow = {
    id: randomUUID(),
    organisationId,
    scheme: input.scheme,
    basisPoints: Math.round(input.percent * 100),
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    currency,
    spendingLimit: input.spendingLimit ?? null,
  };
  await db.transaction(async (tx) => {
    await tx.delete(organisationDiscounts).where(eq(organisationDiscounts.organisationId, organisationId));
    await tx.insert(organisationDiscounts).values(row);
  });
  return view(row);
}

export async function removeOrganisationDiscount(db: Db, organisationId: string): Promise<void> {
  await organisationCurrency(db, organisationId);
  await db.delete(organisationDiscounts).where(eq(organisationDiscounts.organisationId, organisationId));
}
