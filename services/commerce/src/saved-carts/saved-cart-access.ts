import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@store/database';
import type { Tx } from '../carts/carts.ts';
import { customers, organisations, savedCarts } from '../db/schema.ts';
import { membershipsOf } from '../organisations/membership.ts';

/**
 * Who reaches a saved cart (docs/saved-carts.md): its owner, and the members of the organisation it
 * is shared with, on the same site. A member opens, restores, duplicates and exports it; only the
 * owner renames, deletes or shares it.
 */

/** A saved cart's row with its owner's name and the name of the organisation it is shared with. */
export const savedCartColumns = {
  ...getTableColumns(savedCarts),
  ownerName: sql<
    string | null
  >`(select ${customers.firstName} || ' ' || ${customers.lastName} from ${customers} where ${customers.id} = ${savedCarts.userId})`,
  sharedWithName: sql<
    string | null
  >`(select ${organisations.name} from ${organisations} where ${organisations.id} = ${savedCarts.sharedWithOrganisationId})`,
};

export interface SavedCartReader {
  userId: string;
  site: { siteId: string };
}

/** The saved carts of the site the caller reaches: their own and those shared with their organisations. */
export async function reachableSavedCarts(db: Db | Tx, reader: SavedCartReader) {
  const { userId } = reader;
  const { siteId } = reader.site;
  const organisationIds = (await membershipsOf(db, userId, siteId)).map((m) => m.organisationId);
  const own = eq(savedCarts.userId, userId);
  return and(
    eq(savedCarts.siteId, siteId),
    organisationIds.length === 0
      ? own
      : or(own, inArray(savedCarts.sharedWithOrganisationId, organisationIds)),
  );
}
