import { localeInfo } from '@store/locales';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { loadEditorialPage } from '../../clients/content.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { cartCookies } from '../cart/cart-session.ts';
import { EditorialView } from '../editorial/editorial-view.tsx';
import { editorialMessages } from '../editorial/messages.ts';
import { paymentParams } from './invoice-amounts.ts';
import { InvoiceListScreen } from './invoice-list-screen.tsx';
import { invoiceQuery, paySelection, type SearchParams } from './invoice-query.ts';
import { InvoicesGate } from './invoices-gate.tsx';
import { invoicesMessages } from './messages.ts';
import '../account/account.css';
import '../editorial/editorial.css';
import '../orders/orders.css';
import './invoices.css';

/** The content page that explains invoices to a visitor who is not signed in. */
const EXPLANATION_SLUG = 'invoices';

/** A customer's own page: not for search engines, whatever a visitor is shown. */
export function invoiceListMetadata(rawLocale: string): Metadata {
  return {
    title: invoicesMessages(localeOrNotFound(rawLocale)).titles.invoices,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/invoices (requirements §2's invoice routes rewrite here): the signed-in customer's
 * invoice portal, read per request; for anyone else the content page about invoices and a way to
 * sign in that comes back here.
 */
export async function InvoiceListPage({
  locale: rawLocale,
  searchParams,
}: {
  locale: string;
  searchParams: SearchParams;
}) {
  const locale = localeOrNotFound(rawLocale);
  const paths = storePaths(locale);
  const selection = paySelection(searchParams);
  const first = selection?.[0];
  if (selection && first) redirect(`${paths.invoicePayment(first.id)}?${paymentParams(selection)}`);

  const messages = invoicesMessages(locale);
  const [explanation, cookies] = await Promise.all([
    loadEditorialPage(locale, EXPLANATION_SLUG),
    cartCookies(locale),
  ]);
  return (
    <div className="account-page invoices-page">
      <InvoicesGate
        customerLikely={cookies.ownerId !== undefined}
        signInHref={paths.signIn(paths.invoices)}
        messages={messages.gate}
        explanation={
          explanation ? (
            <EditorialView
              page={explanation.value}
              path={paths.invoices}
              locale={locale}
              messages={editorialMessages(locale)}
            />
          ) : (
            <h1>{messages.titles.invoices}</h1>
          )
        }
      >
        <h1>{messages.titles.invoices}</h1>
        <Suspense fallback={<p role="status">{messages.list.loading}</p>}>
          <InvoiceListScreen
            locale={locale}
            messages={messages}
            query={invoiceQuery(searchParams, localeInfo(locale).currency)}
            noneSelected={selection !== undefined}
          />
        </Suspense>
      </InvoicesGate>
    </div>
  );
}
