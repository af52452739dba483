'use client';

import { isLocale } from '@store/locales';
import { useParams } from 'next/navigation';
import { quotesMessages } from './messages.ts';

/** Shown while a quotes page renders; loading files get no params, so the locale comes from the address. */
export function QuotesLoading() {
  const { locale } = useParams<{ locale: string }>();
  const messages = quotesMessages(isLocale(locale) ? locale : 'en-us');
  return (
    <div className="account-page" aria-busy="true">
      <h1>{messages.titles.list}</h1>
      <p role="status">{messages.list.loading}</p>
    </div>
  );
}
