import { eq } from 'drizzle-orm';
import type { AccountRef } from '@store/contracts/commerce-org-buying';
import { requiredLevel, type SchemeLevel } from '@store/contracts/qualification-schemes';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import type { Snapshot } from '../catalogue/snapshot.ts';
import type { CustomerRow } from '../customers/customers.ts';
import { customers, organisations } from '../db/schema.ts';
import type { Site } from '../http/site-context.ts';
import { membershipOf } from '../organisations/membership.ts';
import { linesAboveLevels, refuseUnqualifiedLines } from '../qualifications/qualification-gate.ts';
import { heldLevels } from '../qualifications/qualifications.ts';

/**
 * Placing an order for an organisation (docs/organisations.md "Buying for an organisation"): the
 * cart's account decides whom the order belongs to, the buyer needs the purchaser role in it, and
 * the qualification gate checks the qualified user the order is for instead of the buyer.
 */

type Line = { itemCode: string; productCode: string };

const QUALIFIED_USER_PATH = 'body.qualifiedUserId';

export const nameOf = (customer: { firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`.trim();

/**
 * The organisation a cart buys for, with the buyer's purchaser role checked; null for a personal
 * cart. Placing locks the organisation's row, so that orders placed for it at the same time check
 * its discount's spending limit one after another.
 */
export async function buyingFor(
  tx: Tx,
  site: Site,
  buyerId: string,
  organisationId: string | null,
  lock: boolean,
): Promise<AccountRef | null> {
  if (organisationId === null) return null;
  const query = tx
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const [organisation] = lock ? await query.for('update') : await query;
  const membership = await membershipOf(tx, organisationId, buyerId, site.siteId);
  if (!organisation || !membership) {
    throw new ProblemError(
      403,
      'This cart buys for an organisation you no longer belong to: switch to an account you belong to.',
    );
  }
  if (!membership.roles.includes('purchaser')) {
    throw new ProblemError(
      403,
      `Ordering for ${organisation.name} needs the purchaser role in it; ask one of its administrators for that role.`,
      { requiredRole: 'purchaser' },
    );
  }
  return organisation;
}

/** The highest level of the store's scheme the lines need; undefined when none is restricted. */
export function levelNeeded(snapshot: Snapshot, site: Site, lines: readonly Line[]): SchemeLevel | undefined {
  let highest: SchemeLevel | undefined;
  for (const line of lines) {
    const product = snapshot.products.get(line.productCode);
    if (!product) continue;
    const level = requiredLevel(site.siteId, product.qualification);
    if (level.rank > 0 && (highest === undefined || level.rank > highest.rank)) highest = level;
  }
  return highest;
}

async function customerRef(tx: Db | Tx, userId: string): Promise<AccountRef | undefined> {
  const [row] = await tx
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, userId));
  return row && { id: userId, name: nameOf(row) };
}

/** The named member, when they hold the qualified-user role in the organisation. */
async function qualifiedMember(
  tx: Tx,
  site: Site,
  organisation: AccountRef,
  userId: string,
): Promise<AccountRef> {
  const membership = await membershipOf(tx, organisation.id, userId, site.siteId);
  const member = membership?.roles.includes('qualified-user') ? await customerRef(tx, userId) : undefined;
  if (!member) {
    const detail = `${userId} is not a qualified user of ${organisation.name}: choose one of its qualified users.`;
    throw new ProblemError(422, detail, { errors: [{ path: QUALIFIED_USER_PATH, message: detail }] });
  }
  return member;
}

/**
 * The qualification gate of an order. A personal cart's order is checked against the buyer, as it
 * always was, and is the buyer's; an organisation's against the qualified user named, else the buyer
 * when they are one of its qualified users and hold what the lines need. Answers whom the order is
 * for: null for a personal order.
 */
export async function gateOrder(
  tx: Tx,
  snapshot: Snapshot,
  site: Site,
  buyer: CustomerRow,
  organisation: AccountRef | null,
  qualifiedUserId: string | undefined,
  lines: readonly Line[],
): Promise<AccountRef | null> {
  if (organisation === null) {
    if (qualifiedUserId !== undefined) {
      const detail =
        'A qualified user is chosen only for an organisation’s order: leave out qualifiedUserId.';
      throw new ProblemError(422, detail, { errors: [{ path: QUALIFIED_USER_PATH, message: detail }] });
    }
    await refuseUnqualifiedLines(tx, snapshot, site, buyer.id, lines);
    return null;
  }
  if (qualifiedUserId !== undefined) {
    const member = await qualifiedMember(tx, site, organisation, qualifiedUserId);
    const held = await heldLevels(tx, member.id, site.siteId);
    const refused = linesAboveLevels(snapshot, site, held, lines);
    if (refused.length > 0) {
      const missing = levelNeeded(snapshot, site, refused)?.code ?? refused[0]?.requiredLevel;
      throw new ProblemError(
        422,
        `${member.name} does not hold level ${missing}, which these items need: ${refused.map((line) => line.itemCode).join(', ')}. Choose a qualified user who holds it.`,
        {
          qualificationRequired: refused,
          heldLevels: held,
          errors: [
            { path: QUALIFIED_USER_PATH, message: `expects a qualified user holding level ${missing}` },
          ],
        },
      );
    }
    return member;
  }
  const self = await membershipOf(tx, organisation.id, buyer.id, site.siteId);
  const held = await heldLevels(tx, buyer.id, site.siteId);
  const eligible = linesAboveLevels(snapshot, site, held, lines).length === 0;
  const restricted = levelNeeded(snapshot, site, lines) !== undefined;
  if (eligible && (!restricted || self?.roles.includes('qualified-user'))) {
    return { id: buyer.id, name: nameOf(buyer) };
  }
  const detail = 'Choose the qualified user this order is for.';
  throw new ProblemError(422, detail, { errors: [{ path: QUALIFIED_USER_PATH, message: detail }] });
}

/** The names of an order's organisation and qualified user, as its answer gives them. */
export async function orderAccountOf(
  db: Db | Tx,
  row: { organisationId: string | null; qualifiedUserId: string | null },
): Promise<{ organisation?: AccountRef; qualifiedUser?: AccountRef }> {
  if (row.organisationId === null) return {};
  const [organisation] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, row.organisationId));
  const qualifiedUser = row.qualifiedUserId === null ? undefined : await customerRef(db, row.qualifiedUserId);
  return {
    ...(organisation ? { organisation } : {}),
    ...(qualifiedUser ? { qualifiedUser } : {}),
  };
}
