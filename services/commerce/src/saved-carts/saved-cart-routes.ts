import { catalogLanguage } from '@store/catalog';
import type { Locale } from '@store/locales';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { checkOwnCustomer } from '../customers/own-customer.ts';
import { signedInCustomer, type SignInDeps } from '../customers/signed-in-customer.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { optionalIdempotencyKey } from '../orders/idempotency.ts';
import { siteLocale, type SiteContext } from '../http/site-context.ts';
import { importSavedCart } from './import-saved-cart.ts';
import { restoreSavedCart } from './restore-saved-cart.ts';
import type { SavedCartScope } from './saved-cart-view.ts';
import {
  deleteSavedCart,
  duplicateSavedCart,
  listSavedCarts,
  readSavedCart,
  saveCart,
  shareSavedCart,
  updateSavedCart,
} from './saved-carts.ts';

/**
 * The Saved carts operations: every one needs the customer's own token, as their orders do. Saving,
 * importing and duplicating take an optional Idempotency-Key: its repeat answers the saved cart made.
 */

export interface SavedCartRouteDeps extends SignInDeps {
  catalogue: Catalogue;
}

export const savedCartRoutes: RouteGroup<SavedCartRouteDeps> = {
  tags: ['Saved carts'],
  register(route, deps) {
    /** Lines are named in the locale the call asks for, the site's first otherwise. */
    const scope = async (
      context: SiteContext,
      userId: string,
      locale: Locale | undefined,
    ): Promise<SavedCartScope> => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, userId, 'reach its own customer’s saved carts');
      return {
        db: deps.database.db,
        snapshot: (await deps.catalogue.current()).snapshot,
        site: context.site,
        language: catalogLanguage(siteLocale(context.site, locale)),
        userId: customer.userId,
      };
    };

    route('listSavedCarts', async ({ params, query, context }) =>
      listSavedCarts(await scope(context, params.userId, query.locale)),
    );

    route('saveCart', async ({ params, query, body, context, headers }) =>
      saveCart(await scope(context, params.userId, query.locale), body, optionalIdempotencyKey(headers)),
    );

    route('importSavedCart', async ({ params, query, body, context, headers }) =>
      importSavedCart(
        await scope(context, params.userId, query.locale),
        body,
        optionalIdempotencyKey(headers),
      ),
    );

    route('getSavedCart', async ({ params, query, context }) =>
      readSavedCart(await scope(context, params.userId, query.locale), params.savedCartId),
    );

    route('updateSavedCart', async ({ params, query, body, context }) =>
      updateSavedCart(await scope(context, params.userId, query.locale), params.savedCartId, body),
    );

    route('duplicateSavedCart', async ({ params, query, body, context, headers }) =>
      duplicateSavedCart(
        await scope(context, params.userId, query.locale),
        params.savedCartId,
        body?.name,
        optionalIdempotencyKey(headers),
      ),
    );

    route('deleteSavedCart', async ({ params, query, context }) =>
      deleteSavedCart(await scope(context, params.userId, query.locale), params.savedCartId),
    );

    route('restoreSavedCart', async ({ params, query, body, context }) =>
      restoreSavedCart(await scope(context, params.userId, query.locale), params.savedCartId, body),
    );

    route('shareSavedCart', async ({ params, query, body, context }) =>
      shareSavedCart(await scope(context, params.userId, query.locale), params.savedCartId, body),
    );
  },
};
