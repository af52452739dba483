import { orderNumberSchema } from '@store/contracts/commerce';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import type { SearchParams } from './history-query.ts';
import { ordersMessages } from './messages.ts';
import { loadForCustomer } from './orders-access.ts';
import { OrderDetailScreen } from './order-detail-screen.tsx';
import { OrderRenewal } from './order-renewal.tsx';
import '../account/account.css';
import './orders.css';

export function orderDetailMetadata(rawLocale: string, orderNumber: string): Metadata {
  const { titles } = ordersMessages(localeOrNotFound(rawLocale));
  const number = orderNumberSchema.safeParse(orderNumber);
  return {
    title: number.success ? format(titles.order, { number: number.data }) : titles.orders,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/my-account/orders/{number}: one of the customer's orders, read per request. The order
 * is read before anything is rendered, so an unknown number, or another customer's or another
 * store's order (commerce answers all three alike), is the store's 404 page with its status.
 */
export async function OrderDetailPage({
  locale: rawLocale,
  orderNumber,
  searchParams,
}: {
  locale: string;
  orderNumber: string;
  searchParams: SearchParams;
}) {
  const locale = localeOrNotFound(rawLocale);
  const number = orderNumberSchema.safeParse(orderNumber);
  if (!number.success) notFound();
  const loaded = await loadForCustomer(locale, 'an order', (access) =>
    commerce().order(locale, access.userId, access.accessToken, number.data),
  );
  if ('value' in loaded && !loaded.value) notFound();
  const messages = ordersMessages(locale);
  return (
    <div className="account-page order-page">
      <h1>{format(messages.titles.order, { number: number.data })}</h1>
      <RequireSignIn locale={locale}>
        {'renewing' in loaded ? (
          <OrderRenewal locale={locale} />
        ) : 'failed' in loaded || !loaded.value ? (
          <div role="alert" className="account-error">
            <p>{messages.history.failed}</p>
            <a className="button" href={storePaths(locale).order(number.data)}>
              {messages.history.retry}
            </a>
          </div>
        ) : (
          <OrderDetailScreen
            locale={locale}
            order={loaded.value}
            messages={messages}
            justCancelled={searchParams['cancelled'] === '1'}
          />
        )}
      </RequireSignIn>
    </div>
  );
}
