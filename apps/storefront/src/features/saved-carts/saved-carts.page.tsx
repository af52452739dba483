import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { savedCartsMessages } from './messages.ts';
import { SavedCartsScreen } from './saved-carts-screen.tsx';
import '../account/account.css';
import '../orders/orders.css';
import './saved-carts.css';

/** The customer's own page (requirements §6): behind the sign-in gate, not for search engines. */
export function savedCartsMetadata(rawLocale: string): Metadata {
  return {
    title: savedCartsMessages(localeOrNotFound(rawLocale)).titles.list,
    robots: { index: false, follow: false },
  };
}

/** /{locale}/my-account/saved-carts: read per request. */
export function SavedCartsPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = savedCartsMessages(locale);
  return (
    <div className="account-page saved-carts-page">
      <h1>{messages.titles.list}</h1>
      <RequireSignIn locale={locale}>
        <div className="account-section" data-testid="saved-carts">
          <SavedCartsScreen locale={locale} messages={messages} />
          <p>
            <a href={storePaths(locale).myAccount}>{messages.list.backToAccount}</a>
          </p>
        </div>
      </RequireSignIn>
    </div>
  );
}
