'use client';

import { isLocale } from '@store/locales';
import { useParams } from 'next/navigation';
import { cartMessages } from './messages.ts';

/** Shown while the cart page renders; loading files get no params, so the locale comes from the address. */
export function CartLoading() {
  const { locale } = useParams<{ locale: string }>();
  const messages = cartMessages(isLocale(locale) ? locale : 'en-us');
  return (
    <div className="cart-page" aria-busy="true">
      <h1>{messages.title}</h1>
      <p role="status">{messages.loading}</p>
    </div>
  );
}
