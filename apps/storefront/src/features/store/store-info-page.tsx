import { isLocale } from '@store/locales';
import { notFound } from 'next/navigation';
import { messagesFor } from '../../i18n/messages.ts';

type Topic = 'quickOrder' | 'orderStatus';

/** Store routes whose full screens come with later capabilities (SPEC 2, "Store routes seen"). */
export function StoreInfoPage({ locale, topic }: { locale: string; topic: Topic }) {
  if (!isLocale(locale)) notFound();
  const { store } = messagesFor(locale);
  const title = topic === 'quickOrder' ? store.quickOrderTitle : store.orderStatusTitle;
  const body = topic === 'quickOrder' ? store.quickOrderBody : store.orderStatusBody;
  return (
    <div className="store-info">
      <h1>{title}</h1>
      <p>{body}</p>
      <a href={`/${locale}/contact-us`}>{store.contactSupport}</a>
    </div>
  );
}

export function storeInfoTitle(locale: string, topic: Topic) {
  if (!isLocale(locale)) return {};
  const { store } = messagesFor(locale);
  return { title: topic === 'quickOrder' ? store.quickOrderTitle : store.orderStatusTitle };
}
