import { identityClientId } from '@store/locales';
import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { accountMetadata } from './account-metadata.ts';
import { AccountOverview } from './account-overview.tsx';
import { accountMessages } from './messages.ts';
import './account.css';

export function myAccountMetadata(rawLocale: string): Metadata {
  return accountMetadata(rawLocale, 'myAccount');
}

export function MyAccountPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = accountMessages(locale);
  return (
    <div className="account-page">
      <h1>{messages.titles.myAccount}</h1>
      <RequireSignIn locale={locale}>
        <AccountOverview locale={locale} clientId={identityClientId(locale)} messages={messages} />
      </RequireSignIn>
    </div>
  );
}
