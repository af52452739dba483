'use client';

import { useParams } from 'next/navigation';
import type { CartLoadingTexts } from './messages.ts';

/**
 * Shown while the cart page renders. Loading files get no params, so the locale comes from the
 * address; the texts of every locale come from the server (cartLoadingTexts), en-us when none fits.
 */
export function CartLoading({
  byLocale,
  fallback,
}: {
  byLocale: Record<string, CartLoadingTexts>;
  fallback: CartLoadingTexts;
}) {
  const { locale } = useParams<{ locale: string }>();
  const messages = byLocale[locale] ?? fallback;
  return (
    <div className="cart-page" aria-busy="true">
      <h1>{messages.title}</h1>
      <p role="status">{messages.loading}</p>
    </div>
  );
}
