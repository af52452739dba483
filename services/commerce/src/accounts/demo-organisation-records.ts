import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@store/database';
import { invoices, orders, savedCarts } from '../db/schema.ts';
import { DEMO_INVOICE_ORDERS } from '../invoices/demo-invoices.ts';
import { DEMO_ORGANISATIONS } from '../organisations/demo-organisations.ts';
import { DEMO_SAVED_CARTS } from '../saved-carts/demo-saved-carts.ts';

/**
 * What the demo organisations own (docs/organisations.md): each demo customer's purchase order for
 * digital items, whose invoice is open, was placed for the organisation they administer, with its
 * invoices, so that as its finance member they find an organisation invoice to pay at once; and their
 * "Autumn term testing kits" saved cart is shared with it. Seeded after the demo organisations,
 * orders and saved carts, under their fixed ids. A record is only ever marked once: a saved cart its
 * owner has changed since it was seeded (unshared, renamed) is left as it is.
 */

const SHARED_CART_NAME = 'Autumn term testing kits';

export async function seedDemoOrganisationRecords(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const organisation of DEMO_ORGANISATIONS) {
      const { username } = organisation.administrator;
      const order = DEMO_INVOICE_ORDERS.find(
        (o) => o.username === username && o.stage === 'on-account-digital',
      );
      if (order) {
        await tx
          .update(orders)
          .set({ organisationId: organisation.id })
          .where(
            and(
              eq(orders.id, order.id),
              eq(orders.siteId, organisation.siteId),
              isNull(orders.organisationId),
            ),
          );
        await tx
          .update(invoices)
          .set({ organisationId: organisation.id })
          .where(
            and(
              eq(invoices.orderId, order.id),
              eq(invoices.siteId, organisation.siteId),
              isNull(invoices.organisationId),
            ),
          );
      }
      const saved = DEMO_SAVED_CARTS.find((c) => c.username === username && c.name === SHARED_CART_NAME);
      if (saved) {
        await tx
          .update(savedCarts)
          .set({ sharedWithOrganisationId: organisation.id })
          .where(
            and(
              eq(savedCarts.id, saved.id),
              eq(savedCarts.siteId, organisation.siteId),
              isNull(savedCarts.sharedWithOrganisationId),
              sql`${savedCarts.updatedAt} = ${savedCarts.createdAt}`,
            ),
          );
      }
    }
  });
}
