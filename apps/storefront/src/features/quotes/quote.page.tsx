import { quoteIdSchema } from '@store/contracts/commerce-quotes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { quotesMessages } from './messages.ts';
import { QuoteScreen } from './quote-screen.tsx';
import '../account/account.css';
import '../orders/orders.css';
import './quotes.css';

export function quoteMetadata(rawLocale: string): Metadata {
  return {
    title: quotesMessages(localeOrNotFound(rawLocale)).titles.list,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/my-account/quotes/{id}: one quote, read per request. It is read before anything is
 * rendered, so an unknown id, or another customer's or another store's quote (commerce answers all
 * three alike), is the store's 404 page with its status.
 */
export async function QuotePage({ locale: rawLocale, quoteId }: { locale: string; quoteId: string }) {
  const locale = localeOrNotFound(rawLocale);
  const id = quoteIdSchema.safeParse(quoteId);
  if (!id.success) notFound();
  const loaded = await loadForCustomer(locale, 'a quote', (access) =>
    commerce().quote(locale, access.userId, access.accessToken, id.data),
  );
  if ('value' in loaded && !loaded.value) notFound();
  const messages = quotesMessages(locale);
  return (
    <div className="account-page quote-page">
      <h1>
        {'value' in loaded && loaded.value
          ? format(messages.titles.detail, { number: loaded.value.number })
          : messages.titles.list}
      </h1>
      <RequireSignIn locale={locale}>
        {'renewing' in loaded ? (
          <OrderRenewal locale={locale} />
        ) : 'failed' in loaded || !loaded.value ? (
          <div role="alert" className="account-error">
            <p>{messages.detail.failed}</p>
            <a className="button" href={storePaths(locale).quote(id.data)}>
              {messages.detail.retry}
            </a>
          </div>
        ) : (
          <QuoteScreen locale={locale} quote={loaded.value} messages={messages} />
        )}
      </RequireSignIn>
    </div>
  );
}
