import { isLocale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { quickOrderMessages } from './messages.ts';
import { QuickOrderForm } from './quick-order-form.tsx';
import '../catalog/catalog.css';
import '../cart/cart.css';

export function quickOrderMetadata(locale: string): Metadata {
  if (!isLocale(locale)) return {};
  return { title: quickOrderMessages(locale).title, robots: { index: false } };
}

/** /store/{site}/{lang}/quickOrder. */
export function QuickOrderPage({ locale }: { locale: string }) {
  if (!isLocale(locale)) notFound();
  const messages = quickOrderMessages(locale);
  return (
    <div className="quick-order-page">
      <h1>{messages.title}</h1>
      <p>{messages.intro}</p>
      <QuickOrderForm locale={locale} cartHref={`/${locale}/cart`} messages={messages} />
    </div>
  );
}
