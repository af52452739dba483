import { isLocale } from '@store/locales';
import { notFound } from 'next/navigation';
import { messagesFor } from '../../i18n/messages.ts';

/** Order status: its full screen comes with order history (SPEC 2, "Store routes seen"). */
export function OrderStatusPage({ locale }: { locale: string }) {
  if (!isLocale(locale)) notFound();
  const { store } = messagesFor(locale);
  return (
    <div className="store-info">
      <h1>{store.orderStatusTitle}</h1>
      <p>{store.orderStatusBody}</p>
      <a href={`/${locale}/contact-us`}>{store.contactSupport}</a>
    </div>
  );
}

export function orderStatusTitle(locale: string) {
  if (!isLocale(locale)) return {};
  return { title: messagesFor(locale).store.orderStatusTitle };
}
