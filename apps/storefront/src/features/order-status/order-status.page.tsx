import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { orderStatusMessages } from './messages.ts';
import { OrderStatusLookup } from './order-status-lookup.tsx';
import { RecentOrders } from './recent-orders.tsx';
import '../account/account.css';
import '../checkout/checkout.css';
import './order-status.css';

export function orderStatusMetadata(rawLocale: string): Metadata {
  return { title: orderStatusMessages(localeOrNotFound(rawLocale)).title, robots: { index: false } };
}

/** /store/{site}/{lang}/order-status: the signed-in customer's recent orders, and a lookup for anyone. */
export function OrderStatusPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = orderStatusMessages(locale);
  return (
    <div className="account-page order-status-page">
      <h1>{messages.title}</h1>
      <p>{messages.intro}</p>
      <RecentOrders locale={locale} messages={messages} />
      <OrderStatusLookup locale={locale} messages={messages} />
    </div>
  );
}
