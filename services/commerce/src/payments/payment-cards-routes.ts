import { ownCustomerRecord } from '../customers/own-customer.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale } from '../http/site-context.ts';
import { idempotencyKeyOf } from '../orders/idempotency.ts';
import type { OrderRouteDeps } from '../orders/order-routes.ts';
import {
  listPaymentCards,
  removePaymentCard,
  setDefaultPaymentCard,
  startCardSetup,
} from './payment-cards.ts';

/** Payment cards: the customer's saved cards, adding one on the provider's page, removing, the default. */

export const paymentCardRoutes: RouteGroup<OrderRouteDeps> = {
  tags: ['Payment cards'],
  register(route, deps) {
    const scope = { db: deps.database.db, payments: deps.payments };

    route('listPaymentCards', async ({ params, context }) => {
      const customer = await ownCustomerRecord(deps, context, params.userId, 'read its own customer’s cards');
      return listPaymentCards(scope, customer);
    });

    route('startCardSetup', async ({ params, body, context, headers }) => {
      const customer = await ownCustomerRecord(deps, context, params.userId, 'add its own customer’s cards');
      return startCardSetup(
        {
          ...scope,
          siteId: context.site.siteId,
          currency: context.site.currency,
          locale: siteLocale(context.site, body.locale),
          storeOrigins: deps.storeOrigins,
        },
        customer,
        idempotencyKeyOf(headers),
        body,
      );
    });

    route('removePaymentCard', async ({ params, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'remove its own customer’s cards',
      );
      return removePaymentCard(scope, customer, params.cardId);
    });

    route('setDefaultPaymentCard', async ({ params, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'choose its own customer’s default card',
      );
      return setDefaultPaymentCard(scope, customer, params.cardId);
    });
  },
};
