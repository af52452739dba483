import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { AccountsScreen } from './accounts-screen.tsx';
import { organisationsMessages } from './messages.ts';
import '../account/account.css';
import '../orders/orders.css';
import './organisations.css';

/** The customer's own page (requirements §6): behind the sign-in gate, not for search engines. */
export function accountsMetadata(rawLocale: string): Metadata {
  return {
    title: organisationsMessages(localeOrNotFound(rawLocale)).titles.list,
    robots: { index: false, follow: false },
  };
}

/** /{locale}/my-account/accounts: read per request. */
export function AccountsPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = organisationsMessages(locale);
  return (
    <div className="account-page accounts-page">
      <h1>{messages.titles.list}</h1>
      <RequireSignIn locale={locale}>
        <div className="account-section" data-testid="accounts">
          <AccountsScreen locale={locale} messages={messages} />
          <p>
            <a href={storePaths(locale).myAccount}>{messages.list.backToAccount}</a>
          </p>
        </div>
      </RequireSignIn>
    </div>
  );
}
