import { and, eq, sql } from 'drizzle-orm';
import type { QualifiedUsers } from '@store/contracts/commerce-org-buying';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { entriesOf } from '../carts/carts.ts';
import type { Snapshot } from '../catalogue/snapshot.ts';
import type { CustomerRow } from '../customers/customers.ts';
import { carts, customers, organisationMembers } from '../db/schema.ts';
import type { Site } from '../http/site-context.ts';
import { linesAboveLevels } from '../qualifications/qualification-gate.ts';
import { heldLevels } from '../qualifications/qualifications.ts';
import { buyingFor, levelNeeded, nameOf } from './buying-account.ts';

/**
 * Whom an organisation's cart may be ordered for: its members holding the qualified-user role, each
 * with the levels they hold and whether those cover what the cart needs. Members below are listed
 * too, so that checkout shows them as not choosable rather than leaving them out.
 */
export async function qualifiedUsersOf(
  db: Db,
  snapshot: Snapshot,
  site: Site,
  buyer: CustomerRow,
  cartId: string,
): Promise<QualifiedUsers> {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id, organisationId: carts.organisationId })
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.siteId, site.siteId), eq(carts.userId, buyer.id)));
    if (!cart) throw new ProblemError(404, `You have no cart ${cartId} on this store.`);
    const organisation = await buyingFor(tx, site, buyer.id, cart.organisationId, false);
    if (organisation === null) return { candidates: [] };

    const lines = (await entriesOf(tx, cart.id)).flatMap((entry) => {
      const item = snapshot.items.get(entry.itemCode);
      return item ? [{ itemCode: item.code, productCode: item.productCode }] : [];
    });
    const needed = levelNeeded(snapshot, site, lines);
    const members = await tx
      .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
      .from(organisationMembers)
      .innerJoin(customers, eq(customers.id, organisationMembers.userId))
      .where(
        and(
          eq(organisationMembers.organisationId, organisation.id),
          sql`'qualified-user' = any(${organisationMembers.roles})`,
        ),
      )
      .orderBy(customers.lastName, customers.firstName, customers.id);
    const candidates = [];
    for (const member of members) {
      const held = await heldLevels(tx, member.id, site.siteId);
      candidates.push({
        id: member.id,
        name: nameOf(member),
        heldLevels: held,
        eligible: linesAboveLevels(snapshot, site, held, lines).length === 0,
      });
    }
    return {
      organisation,
      ...(needed ? { requiredLevel: needed.code } : {}),
      candidates,
    };
  });
}
