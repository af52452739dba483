import { catalogLanguage } from '@store/catalog';
import type { Locale } from '@store/locales';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { checkOwnCustomer } from '../customers/own-customer.ts';
import { optionalCustomerId, signedInCustomer, type SignInDeps } from '../customers/signed-in-customer.ts';
import { customerFlagContext } from '../flags/checkout-flags.ts';
import type { FlagReader } from '../flags/flag-reader.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale, type SiteContext } from '../http/site-context.ts';
import {
  addBatch,
  addEntry,
  createCart,
  readCart,
  removeEntry,
  updateEntry,
  type CartScope,
} from './carts.ts';
import { customerCart } from './customer-carts.ts';

/**
 * The Carts operations: anonymous carts by id, and the signed-in customer's cart, which only that
 * customer's token reaches (ADR 16).
 */

export interface CartRouteDeps extends SignInDeps {
  catalogue: Catalogue;
  flags: FlagReader;
}

export const cartRoutes: RouteGroup<CartRouteDeps> = {
  tags: ['Carts'],
  register(route, deps) {
    /** Entries are named in the locale the call asks for, the site's first otherwise. */
    const scope = async (context: SiteContext, locale: Locale | undefined): Promise<CartScope> => {
      const callerId = await optionalCustomerId(deps, context);
      return {
        db: deps.database.db,
        snapshot: (await deps.catalogue.current()).snapshot,
        site: context.site,
        language: catalogLanguage(siteLocale(context.site, locale)),
        callerId,
        ...(callerId === undefined
          ? {}
          : {
              orgDiscountOn: async () =>
                (await deps.flags.read(
                  'org-level-discount',
                  customerFlagContext(context.site, callerId, siteLocale(context.site, locale)),
                )) === true,
            }),
      };
    };

    route('createCart', async ({ query, context }) => createCart(await scope(context, query.locale)));

    route('getCart', async ({ params, query, context }) =>
      readCart(await scope(context, query.locale), params.cartId),
    );

    route('addCartEntry', async ({ params, query, body, context }) =>
      addEntry(await scope(context, query.locale), params.cartId, body.itemCode, body.quantity),
    );

    route('addCartEntries', async ({ params, query, body, context }) =>
      addBatch(await scope(context, query.locale), params.cartId, body.rows, {
        acceptUpc: body.acceptUpc,
      }),
    );

    route('updateCartEntry', async ({ params, query, body, context }) =>
      updateEntry(await scope(context, query.locale), params.cartId, params.entryNumber, body.quantity),
    );

    route('removeCartEntry', async ({ params, query, context }) =>
      removeEntry(await scope(context, query.locale), params.cartId, params.entryNumber),
    );

    route('restoreCustomerCart', async ({ params, query, body, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'reach its own customer’s cart');
      return customerCart(await scope(context, query.locale), customer.userId, body?.anonymousCartId);
    });
  },
};
