import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ORGANISATION_ROLES } from '@store/contracts/commerce-organisation-roles';
import type {
  OperatorOrganisation,
  OperatorOrganisationRequest,
} from '@store/contracts/commerce-organisations';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { customers, organisationMembers, organisations } from '../db/schema.ts';
import { iso } from './organisation-scope.ts';

/**
 * An organisation made by the store's staff (the operator API's organisation operations,
 * operations-customers/) for a customer who becomes its administrator.
 */

/** `ORG-` + the site's code (usassessments: US) + 6 digits. */
function accountNumberCandidate(siteId: string): string {
  const code = siteId.replace(/assessments$/, '').toUpperCase();
  return `ORG-${code}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** A million numbers per site: a clash is rare, and a few draws settle it. */
const ACCOUNT_NUMBER_DRAWS = 20;

export async function createOrganisation(
  db: Db,
  request: OperatorOrganisationRequest,
): Promise<OperatorOrganisation> {
  return db.transaction(async (tx) => {
    const [administrator] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, request.administratorUserId));
    if (!administrator) {
      throw new ProblemError(
        404,
        `No customer ${request.administratorUserId} has signed in to the store yet: the administrator signs in once, then the organisation can be made.`,
      );
    }
    for (let draw = 0; draw < ACCOUNT_NUMBER_DRAWS; draw += 1) {
      const [made] = await tx
        .insert(organisations)
        .values({
          id: crypto.randomUUID(),
          accountNumber: accountNumberCandidate(request.siteId),
          siteId: request.siteId,
          name: request.name,
        })
        .onConflictDoNothing({ target: organisations.accountNumber })
        .returning();
      if (made) {
        await tx
          .insert(organisationMembers)
          .values({ organisationId: made.id, userId: administrator.id, roles: [...ORGANISATION_ROLES] });
        return { ...made, createdAt: iso(made.createdAt), memberCount: 1 };
      }
    }
    throw new ProblemError(409, `No free account number was found for ${request.siteId}; try again.`);
  });
}
