import { catalogLanguage } from '@store/catalog';
import { ownCustomerRecord } from '../customers/own-customer.ts';
import { assistedCall } from '../customers/signed-in-customer.ts';
import { checkoutFlagsFor } from '../flags/checkout-flags.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale } from '../http/site-context.ts';
import { checkCheckoutRecaptcha } from './checkout-recaptcha.ts';
import { expressCheckout, placeExpressOrder, setCheckoutDefaults } from './express-order.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { assistedScope } from './place-order.ts';
import type { OrderRouteDeps } from './order-routes.ts';

/** Express checkout: its choices, the customer's defaults, and placing the cart in one step. */

export const expressRoutes: RouteGroup<OrderRouteDeps> = {
  tags: ['Express checkout'],
  register(route, deps) {
    const db = deps.database.db;

    route('getExpressCheckout', async ({ params, query, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'read its own customer’s express checkout',
      );
      const flags = await checkoutFlagsFor(deps.flags, context.site, customer.id, context.site.defaultLocale);
      const scope = {
        db,
        payments: deps.payments,
        snapshot: (await deps.catalogue.current()).snapshot,
        site: context.site,
      };
      return expressCheckout(scope, customer, query.cartId, flags);
    });

    route('setCheckoutDefaults', async ({ params, body, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'set its own customer’s checkout defaults',
      );
      const flags = await checkoutFlagsFor(deps.flags, context.site, customer.id, context.site.defaultLocale);
      return setCheckoutDefaults(db, customer, body, flags);
    });

    route('placeExpressOrder', async ({ params, body, context, headers }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'place its own customer’s orders',
      );
      const idempotencyKey = idempotencyKeyOf(headers);
      const locale = siteLocale(context.site, body.locale);
      const flags = await checkoutFlagsFor(deps.flags, context.site, customer.id, locale);
      // One click is still a placement: the checkout reCAPTCHA flag asks for the same check.
      await checkCheckoutRecaptcha(
        db,
        flags,
        deps.recaptchaPass,
        { userId: customer.id, key: idempotencyKey },
        body.recaptchaToken,
      );
      return placeExpressOrder(
        {
          db,
          snapshot: (await deps.catalogue.current()).snapshot,
          site: context.site,
          locale,
          language: catalogLanguage(locale),
          payments: deps.payments,
          storeOrigins: deps.storeOrigins,
          flags,
          screening: deps.screening,
          ...assistedScope(await assistedCall(deps, context)),
        },
        customer,
        idempotencyKey,
        body,
      );
    });
  },
};
