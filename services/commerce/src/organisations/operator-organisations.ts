import { randomInt } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { ORGANISATION_ROLES } from '@store/contracts/commerce-organisation-roles';
import {
  operatorOrganisationQuerySchema,
  operatorOrganisationRequestSchema,
  type OperatorOrganisation,
  type OperatorOrganisationRequest,
} from '@store/contracts/commerce-organisations';
import type { Db } from '@store/database';
import { parseInput, ProblemError } from '@store/service-runtime';
import { customers, organisationMembers, organisations } from '../db/schema.ts';
import type { OperatorRoutes } from '../operator/operator-routes.ts';
import { iso } from './organisation-scope.ts';

/**
 * The operator's organisations (services/commerce/README.md, Operator API): until the operations
 * screens exist, the store's staff make an organisation for a customer who becomes its administrator.
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

export async function operatorOrganisations(
  db: Db,
  siteId: string | undefined,
): Promise<OperatorOrganisation[]> {
  const rows = await db
    .select({
      id: organisations.id,
      accountNumber: organisations.accountNumber,
      siteId: organisations.siteId,
      name: organisations.name,
      createdAt: organisations.createdAt,
      memberCount: count(organisationMembers.userId),
    })
    .from(organisations)
    .leftJoin(organisationMembers, eq(organisationMembers.organisationId, organisations.id))
    .where(siteId === undefined ? undefined : eq(organisations.siteId, siteId))
    .groupBy(organisations.id)
    .orderBy(asc(organisations.siteId), asc(organisations.name));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

export const registerOperatorOrganisations: OperatorRoutes = (scope, deps) => {
  const db = deps.database.db;
  scope.get('/organisations', async (request) => {
    const query = parseInput(operatorOrganisationQuerySchema, request.query ?? {}, 'query');
    return { organisations: await operatorOrganisations(db, query.siteId) };
  });

  scope.post('/organisations', async (request, reply) => {
    const body = parseInput(operatorOrganisationRequestSchema, request.body, 'body');
    return reply.code(201).send(await createOrganisation(db, body));
  });
};
