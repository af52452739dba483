import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { historyQuery, type SearchParams } from './history-query.ts';
import { ordersMessages } from './messages.ts';
import { OrderHistory } from './order-history.tsx';
import { OrderHistoryScreen } from './order-history-screen.tsx';
import '../account/account.css';
import './orders.css';

/** The customer's own page (requirements §6): behind the sign-in gate, not for search engines. */
export function orderHistoryMetadata(rawLocale: string): Metadata {
  return {
    title: ordersMessages(localeOrNotFound(rawLocale)).titles.orders,
    robots: { index: false, follow: false },
  };
}

/** /{locale}/my-account/orders: read per request, with the search and the page in the address. */
export function OrderHistoryPage({
  locale: rawLocale,
  searchParams,
}: {
  locale: string;
  searchParams: SearchParams;
}) {
  const locale = localeOrNotFound(rawLocale);
  const messages = ordersMessages(locale);
  return (
    <div className="account-page">
      <h1>{messages.titles.orders}</h1>
      <RequireSignIn locale={locale}>
        <OrderHistory locale={locale} messages={messages.history}>
          <OrderHistoryScreen locale={locale} messages={messages} query={historyQuery(searchParams)} />
        </OrderHistory>
      </RequireSignIn>
    </div>
  );
}
