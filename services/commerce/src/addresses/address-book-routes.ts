import { ownCustomerRecord } from '../customers/own-customer.ts';
import { checkoutFlagsFor } from '../flags/checkout-flags.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import type { OrderRouteDeps } from '../orders/order-routes.ts';
import { deleteAddress, setDefaultAddress, updateAddress } from './address-book-edits.ts';

/** The address book's changes: an address changed or removed, the default delivery and billing addresses. */
export const addressBookRoutes: RouteGroup<OrderRouteDeps> = {
  tags: ['Address book'],
  register(route, deps) {
    const db = deps.database.db;

    route('updateAddress', async ({ params, body, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'change its own customer’s addresses',
      );
      const flags = await checkoutFlagsFor(deps.flags, context.site, customer.id, context.site.defaultLocale);
      return updateAddress(db, context.site, customer.id, params.addressId, body, flags);
    });

    route('deleteAddress', async ({ params, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'remove its own customer’s addresses',
      );
      const flags = await checkoutFlagsFor(deps.flags, context.site, customer.id, context.site.defaultLocale);
      return { addresses: await deleteAddress(db, customer.id, params.addressId, flags) };
    });

    route('setDefaultAddress', async ({ params, body, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'choose its own customer’s default addresses',
      );
      const flags = await checkoutFlagsFor(deps.flags, context.site, customer.id, context.site.defaultLocale);
      return { addresses: await setDefaultAddress(db, customer.id, params.addressId, body, flags) };
    });
  },
};
