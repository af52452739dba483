import { catalogLanguage } from '@store/catalog';
import type { Locale } from '@store/locales';
import type { CartRouteDeps } from '../carts/cart-routes.ts';
import type { CartScope } from '../carts/carts.ts';
import { ownCustomerRecord } from '../customers/own-customer.ts';
import { signedInCustomer } from '../customers/signed-in-customer.ts';
import { customerFlagContext } from '../flags/checkout-flags.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale, type SiteContext } from '../http/site-context.ts';
import { dismissMergeNotice, switchActiveAccount } from './active-account.ts';

/**
 * The Active account operations: each needs the customer's own token. The cart is answered as the
 * Carts operations answer it, with the organisation discount where its flag is on.
 */

export const activeAccountRoutes: RouteGroup<CartRouteDeps> = {
  tags: ['Active account'],
  register(route, deps) {
    const scope = async (
      context: SiteContext,
      userId: string,
      locale: Locale | undefined,
    ): Promise<CartScope> => ({
      db: deps.database.db,
      snapshot: (await deps.catalogue.current()).snapshot,
      site: context.site,
      language: catalogLanguage(siteLocale(context.site, locale)),
      callerId: userId,
      orgDiscountOn: async () =>
        (await deps.flags.read(
          'org-level-discount',
          customerFlagContext(context.site, userId, siteLocale(context.site, locale)),
        )) === true,
    });

    route('switchActiveAccount', async ({ params, query, body, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'switch its own customer’s active account',
      );
      return switchActiveAccount(
        await scope(context, customer.id, query.locale),
        customer,
        body.organisationId,
        body.cartId,
      );
    });

    route('dismissMergeNotice', async ({ params, query, context }) => {
      const { userId } = await signedInCustomer(deps, context);
      return dismissMergeNotice(await scope(context, userId, query.locale), userId, params.cartId);
    });
  },
};
