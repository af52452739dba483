import { catalogLanguage } from '@store/catalog';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { checkOwnCustomer } from '../customers/own-customer.ts';
import { signedInCustomer, type SignInDeps } from '../customers/signed-in-customer.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale } from '../http/site-context.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';
import { cancelOrder } from './cancel-order.ts';
import { reorder } from './reorder.ts';

/** What a customer does with a placed order: order its lines again, or cancel it before it ships. */

export interface OrderLifecycleDeps extends SignInDeps {
  catalogue: Catalogue;
  payments: StripePayments;
}

export const orderLifecycleRoutes: RouteGroup<OrderLifecycleDeps> = {
  tags: ['Order lifecycle'],
  register(route, deps) {
    const db = deps.database.db;

    route('reorder', async ({ params, body, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'reorder its own customer’s orders');
      const scope = {
        db,
        snapshot: (await deps.catalogue.current()).snapshot,
        site: context.site,
        language: catalogLanguage(siteLocale(context.site, undefined)),
        callerId: customer.userId,
      };
      return reorder(scope, customer.userId, params.orderNumber, body.cartId);
    });

    route('cancelOrder', async ({ params, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'cancel its own customer’s orders');
      return cancelOrder(
        { db, payments: deps.payments },
        { userId: customer.userId, siteId: context.site.siteId },
        params.orderNumber,
      );
    });
  },
};
