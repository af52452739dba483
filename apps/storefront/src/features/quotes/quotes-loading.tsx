'use client';

import { useParams } from 'next/navigation';
import type { QuotesLoadingTexts } from './messages.ts';

/**
 * Shown while a quotes page renders. Loading files get no params, so the locale comes from the
 * address; the texts of every locale come from the server (quotesLoadingTexts), en-us when none fits.
 */
export function QuotesLoading({
  byLocale,
  fallback,
}: {
  byLocale: Record<string, QuotesLoadingTexts>;
  fallback: QuotesLoadingTexts;
}) {
  const { locale } = useParams<{ locale: string }>();
  const messages = byLocale[locale] ?? fallback;
  return (
    <div className="account-page" aria-busy="true">
      <h1>{messages.title}</h1>
      <p role="status">{messages.loading}</p>
    </div>
  );
}
