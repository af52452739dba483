import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { accountMetadata } from './account-metadata.ts';
import { accountMessages } from './messages.ts';
import { OrderHistory } from './order-history.tsx';
import './account.css';

export function orderHistoryMetadata(rawLocale: string): Metadata {
  return accountMetadata(rawLocale, 'orders');
}

export function OrderHistoryPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = accountMessages(locale);
  return (
    <div className="account-page">
      <h1>{messages.titles.orders}</h1>
      <RequireSignIn locale={locale}>
        <OrderHistory locale={locale} messages={messages} />
      </RequireSignIn>
    </div>
  );
}
