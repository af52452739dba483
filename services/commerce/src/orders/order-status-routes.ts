import { catalogLanguage } from '@store/catalog';
import type { ClientAddressOf } from '@store/service-runtime';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { ownCustomerRecord } from '../customers/own-customer.ts';
import type { SignInDeps } from '../customers/signed-in-customer.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale } from '../http/site-context.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import type { OrderLookupLimits } from './lookup-limits.ts';
import { lookUpOrderStatus } from './order-status-lookup.ts';
import { abandonOrder, retryPayment } from './payment-retry.ts';

/**
 * Order status for anyone (the lookup) and the customer's way out of a payment not completed (pay
 * again, or give up), both in docs/order-status.md.
 */

export interface OrderStatusRouteDeps extends SignInDeps {
  catalogue: Catalogue;
  payments: StripePayments;
  storeOrigins: ReadonlySet<string>;
  lookupLimits: OrderLookupLimits;
  /** Who a lookup is counted against: X-Forwarded-For believed from trusted proxies only. */
  clientAddress: ClientAddressOf;
}

export const orderStatusRoutes: RouteGroup<OrderStatusRouteDeps> = {
  tags: ['Order status'],
  register(route, deps) {
    const db = deps.database.db;

    route('lookUpOrderStatus', async ({ body, context, headers, peer }) => {
      const address = deps.clientAddress(peer, headers['x-forwarded-for']);
      const admitted = await deps.lookupLimits.admit(address, body.orderNumber);
      const view = await lookUpOrderStatus(db, context.site.siteId, body);
      await admitted.found();
      return view;
    });

    route('retryOrderPayment', async ({ params, body, context, headers }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'pay for its own customer’s orders',
      );
      const idempotencyKey = idempotencyKeyOf(headers);
      return retryPayment(
        {
          db,
          payments: deps.payments,
          locale: siteLocale(context.site, body.locale),
          storeOrigins: deps.storeOrigins,
        },
        customer,
        context.site.siteId,
        idempotencyKey,
        params.orderNumber,
        body,
      );
    });

    route('abandonOrder', async ({ params, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'change its own customer’s orders',
      );
      return abandonOrder(
        {
          db,
          snapshot: (await deps.catalogue.current()).snapshot,
          site: context.site,
          language: catalogLanguage(context.site.defaultLocale),
          callerId: customer.id,
        },
        deps.payments,
        customer,
        params.orderNumber,
      );
    });
  },
};
