import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { savedCartsMessages } from './messages.ts';
import { SavedCartScreen } from './saved-cart-screen.tsx';
import '../account/account.css';
import '../orders/orders.css';
import './saved-carts.css';

const savedCartIdSchema = z.uuid();

export function savedCartMetadata(rawLocale: string): Metadata {
  return {
    title: savedCartsMessages(localeOrNotFound(rawLocale)).titles.list,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/my-account/saved-carts/{id}: one of the customer's saved carts, read per request. It is
 * read before anything is rendered, so an unknown id, or another customer's or another store's saved
 * cart (commerce answers all three alike), is the store's 404 page with its status.
 */
export async function SavedCartPage({
  locale: rawLocale,
  savedCartId,
}: {
  locale: string;
  savedCartId: string;
}) {
  const locale = localeOrNotFound(rawLocale);
  const id = savedCartIdSchema.safeParse(savedCartId);
  if (!id.success) notFound();
  const loaded = await loadForCustomer(locale, 'a saved cart', (access) =>
    commerce().savedCart(locale, access.userId, access.accessToken, id.data),
  );
  if ('value' in loaded && !loaded.value) notFound();
  const messages = savedCartsMessages(locale);
  return (
    <div className="account-page saved-cart-page">
      <h1>
        {'value' in loaded && loaded.value
          ? format(messages.titles.detail, { name: loaded.value.name })
          : messages.titles.list}
      </h1>
      <RequireSignIn locale={locale}>
        {'renewing' in loaded ? (
          <OrderRenewal locale={locale} />
        ) : 'failed' in loaded || !loaded.value ? (
          <div role="alert" className="account-error">
            <p>{messages.detail.failed}</p>
            <a className="button" href={storePaths(locale).savedCart(id.data)}>
              {messages.list.retry}
            </a>
          </div>
        ) : (
          <SavedCartScreen locale={locale} savedCart={loaded.value} messages={messages} />
        )}
      </RequireSignIn>
    </div>
  );
}
