import type { Metadata } from 'next';
import { messagesFor } from '../../i18n/messages.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';

export function orderStatusMetadata(rawLocale: string): Metadata {
  return { title: messagesFor(localeOrNotFound(rawLocale)).store.orderStatusTitle };
}

/** Order status: its full screen comes with order history (requirements §2, "Store routes seen"). */
export function OrderStatusPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const { store } = messagesFor(locale);
  return (
    <div className="store-info">
      <h1>{store.orderStatusTitle}</h1>
      <p>{store.orderStatusBody}</p>
      <a href={storePaths(locale).contactUs}>{store.contactSupport}</a>
    </div>
  );
}
