import type { Catalogue } from '../catalogue/catalogue.ts';
import { ownCustomerRecord } from '../customers/own-customer.ts';
import type { SignInDeps } from '../customers/signed-in-customer.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { qualifiedUsersOf } from './qualified-users.ts';

/** The Organisation buying operations: whom an organisation's cart may be ordered for. */

export interface OrgBuyingRouteDeps extends SignInDeps {
  catalogue: Catalogue;
}

export const orgBuyingRoutes: RouteGroup<OrgBuyingRouteDeps> = {
  tags: ['Organisation buying'],
  register(route, deps) {
    route('listQualifiedUsers', async ({ params, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'list the qualified users of its own customer’s cart',
      );
      return qualifiedUsersOf(
        deps.database.db,
        (await deps.catalogue.current()).snapshot,
        context.site,
        customer,
        params.cartId,
      );
    });
  },
};
