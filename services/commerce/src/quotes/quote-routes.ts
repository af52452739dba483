import { catalogLanguage } from '@store/catalog';
import type { Locale } from '@store/locales';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { checkOwnCustomer } from '../customers/own-customer.ts';
import { signedInCustomer, type SignInDeps } from '../customers/signed-in-customer.ts';
import { quotePdfUpgraded } from '../flags/checkout-flags.ts';
import type { FlagReader } from '../flags/flag-reader.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale, type SiteContext } from '../http/site-context.ts';
import { idempotencyKeyOf } from '../orders/idempotency.ts';
import {
  acceptQuote,
  cancelQuote,
  listQuotes,
  quotePdf,
  readQuote,
  rejectQuote,
  requestQuote,
  requote,
  writeCustomerMessage,
  type QuoteScope,
} from './quotes.ts';

/**
 * The Quotes operations (docs/quotes.md): every one needs the customer's own token. Asking for a
 * quote needs an Idempotency-Key; a quote is written in the locale the call names, the site's first
 * otherwise, and its mails go out in that locale.
 */

export interface QuoteRouteDeps extends SignInDeps {
  catalogue: Catalogue;
  flags: FlagReader;
}

export const quoteRoutes: RouteGroup<QuoteRouteDeps> = {
  tags: ['Quotes'],
  register(route, deps) {
    const scope = async (
      context: SiteContext,
      userId: string,
      wanted: Locale | undefined,
    ): Promise<QuoteScope> => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, userId, 'reach its own customer’s quotes');
      const locale = siteLocale(context.site, wanted);
      return {
        db: deps.database.db,
        snapshot: (await deps.catalogue.current()).snapshot,
        site: context.site,
        language: catalogLanguage(locale),
        locale,
        callerId: customer.userId,
        userId: customer.userId,
      };
    };

    route('listQuotes', async ({ params, query, context }) =>
      listQuotes(await scope(context, params.userId, query.locale)),
    );

    route('requestQuote', async ({ params, query, body, context, headers }) =>
      requestQuote(await scope(context, params.userId, query.locale), body, idempotencyKeyOf(headers)),
    );

    route('getQuote', async ({ params, query, context }) =>
      readQuote(await scope(context, params.userId, query.locale), params.quoteId),
    );

    route('writeQuoteMessage', async ({ params, query, body, context }) =>
      writeCustomerMessage(await scope(context, params.userId, query.locale), params.quoteId, body.body),
    );

    route('acceptQuote', async ({ params, query, context }) =>
      acceptQuote(await scope(context, params.userId, query.locale), params.quoteId),
    );

    route('rejectQuote', async ({ params, query, context }) =>
      rejectQuote(await scope(context, params.userId, query.locale), params.quoteId),
    );

    route('cancelQuote', async ({ params, query, context }) =>
      cancelQuote(await scope(context, params.userId, query.locale), params.quoteId),
    );

    route('getQuotePdf', async ({ params, query, context }) => {
      const quoteScope = await scope(context, params.userId, query.locale);
      const upgraded = await quotePdfUpgraded(deps.flags, context.site, quoteScope.userId, quoteScope.locale);
      return quotePdf(quoteScope, params.quoteId, upgraded ? 'full' : 'plain');
    });

    route('requoteQuote', async ({ params, query, context }) =>
      requote(await scope(context, params.userId, query.locale), params.quoteId),
    );
  },
};
