import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  operatorOrganisationParamsSchema,
  organisationDiscountInputSchema,
  type OrganisationDiscount,
  type OrganisationDiscountInput,
} from '@store/contracts/commerce-org-buying';
import type { Db } from '@store/database';
import { parseInput, ProblemError } from '@store/service-runtime';
import { organisationDiscounts, organisations } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import type { OperatorRoutes } from '../operator/operator-routes.ts';
import type { DiscountRow } from './organisation-discount.ts';

/**
 * The organisation discount's operator routes (services/commerce/README.md, "Operator API"): until
 * the operations screens exist, an operator sets an organisation's discount or removes it.
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

export const registerDiscountOperator: OperatorRoutes = (scope, deps) => {
  const db = deps.database.db;
  scope.put('/organisations/:organisationId/discount', async (request) => {
    const { organisationId } = parseInput(operatorOrganisationParamsSchema, request.params, 'path');
    const body = parseInput(organisationDiscountInputSchema, request.body, 'body');
    return setOrganisationDiscount(db, organisationId, body);
  });

  scope.delete('/organisations/:organisationId/discount', async (request, reply) => {
    const { organisationId } = parseInput(operatorOrganisationParamsSchema, request.params, 'path');
    await removeOrganisationDiscount(db, organisationId);
    return reply.status(204).send();
  });
};
