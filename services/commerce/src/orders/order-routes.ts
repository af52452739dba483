import { catalogLanguage } from '@store/catalog';
import { addAddress, listAddresses } from '../addresses/address-book.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { checkOwnCustomer, ownCustomerRecord } from '../customers/own-customer.ts';
import { assistedCall, signedInCustomer, type SignInDeps } from '../customers/signed-in-customer.ts';
import { checkoutFlagsFor } from '../flags/checkout-flags.ts';
import type { FlagReader } from '../flags/flag-reader.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale } from '../http/site-context.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';
import type { SanctionsScreening } from '../screening/sanctions-screening.ts';
import { checkCheckoutRecaptcha } from './checkout-recaptcha.ts';
import { deliveryMethodsOf } from './delivery-methods.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { customerOrders } from './order-search.ts';
import { customerOrder } from './orders.ts';
import { paymentOptions } from './payment-options.ts';
import { assistedScope, placeOrder, priceCheckout } from './place-order.ts';

/** The Addresses and Orders operations: the address book, delivery methods, placing and reading orders. */

export interface OrderRouteDeps extends SignInDeps {
  catalogue: Catalogue;
  payments: StripePayments;
  storeOrigins: ReadonlySet<string>;
  flags: FlagReader;
  screening: SanctionsScreening;
  /** The reCAPTCHA response the local verifier accepts (recaptchaPass of the configuration). */
  recaptchaPass: string | undefined;
}

export const orderRoutes: RouteGroup<OrderRouteDeps> = {
  tags: ['Addresses', 'Orders'],
  register(route, deps) {
    const db = deps.database.db;

    route('listAddresses', async ({ params, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'read its own customer’s addresses');
      const flags = await checkoutFlagsFor(
        deps.flags,
        context.site,
        customer.userId,
        context.site.defaultLocale,
      );
      return { addresses: await listAddresses(db, customer.userId, flags) };
    });

    route('addAddress', async ({ params, body, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'add to its own customer’s addresses',
      );
      const flags = await checkoutFlagsFor(deps.flags, context.site, customer.id, context.site.defaultLocale);
      return addAddress(db, context.site, customer.id, body, flags);
    });

    route('listDeliveryMethods', async ({ query, context }) =>
      deliveryMethodsOf(context.site, query.subtotal),
    );

    route('priceCheckout', async ({ params, body, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'price its own customer’s checkout',
      );
      const locale = siteLocale(context.site, body.locale);
      return priceCheckout(
        {
          db,
          snapshot: (await deps.catalogue.current()).snapshot,
          site: context.site,
          language: catalogLanguage(locale),
          flags: await checkoutFlagsFor(deps.flags, context.site, customer.id, locale),
        },
        customer,
        body,
      );
    });

    route('listPaymentOptions', async ({ params, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'read its own customer’s payment options');
      const flags = await checkoutFlagsFor(
        deps.flags,
        context.site,
        customer.userId,
        context.site.defaultLocale,
      );
      return paymentOptions(context.site, flags);
    });

    route('placeOrder', async ({ params, body, context, headers }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'place its own customer’s orders',
      );
      const idempotencyKey = idempotencyKeyOf(headers);
      const locale = siteLocale(context.site, body.locale);
      const flags = await checkoutFlagsFor(deps.flags, context.site, customer.id, locale);
      await checkCheckoutRecaptcha(
        db,
        flags,
        deps.recaptchaPass,
        { userId: customer.id, key: idempotencyKey },
        body.recaptchaToken,
      );
      return placeOrder(
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

    route('listOrders', async ({ params, query, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'read its own customer’s orders');
      return customerOrders(db, customer.userId, context.site.siteId, query);
    });

    route('getOrder', async ({ params, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'read its own customer’s orders');
      return customerOrder(db, customer.userId, context.site.siteId, params.orderNumber);
    });
  },
};
