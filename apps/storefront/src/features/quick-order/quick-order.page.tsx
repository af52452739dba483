import type { Metadata } from 'next';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { cartMessages } from '../cart/messages.ts';
import { quickOrderMessages } from './messages.ts';
import { QuickOrderForm } from './quick-order-form.tsx';
import '../catalog/catalog.css';
import '../cart/cart.css';

export function quickOrderMetadata(rawLocale: string): Metadata {
  return { title: quickOrderMessages(localeOrNotFound(rawLocale)).title, robots: { index: false } };
}

/** /store/{site}/{lang}/quickOrder. */
export function QuickOrderPage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = quickOrderMessages(locale);
  return (
    <div className="quick-order-page">
      <h1>{messages.title}</h1>
      <p>{messages.intro}</p>
      <QuickOrderForm
        locale={locale}
        cartHref={storePaths(locale).cart}
        checkoutHref={storePaths(locale).checkout}
        messages={messages}
        panel={cartMessages(locale).addedPanel}
      />
    </div>
  );
}
