import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { quotesMessages } from './messages.ts';
import { QuotesScreen } from './quotes-screen.tsx';
import '../account/account.css';
import '../orders/orders.css';
import './quotes.css';

/** The customer's own page (requirements §6): behind the sign-in gate, not for search engines. */
export function quotesMetadata(rawLocale: string): Metadata {
  return {
    title: quotesMessages(localeOrNotFound(rawLocale)).titles.list,
    robots: { index: false, follow: false },
  };
}

/** /{locale}/my-account/quotes: read per request. */
export function QuotesPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = quotesMessages(locale);
  return (
    <div className="account-page quotes-page">
      <h1>{messages.titles.list}</h1>
      <RequireSignIn locale={locale}>
        <div className="account-section" data-testid="quotes">
          <QuotesScreen locale={locale} messages={messages} />
          <p>
            <a href={storePaths(locale).myAccount}>{messages.list.backToAccount}</a>
          </p>
        </div>
      </RequireSignIn>
    </div>
  );
}
