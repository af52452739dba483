'use client';

import { isLocale } from '@store/locales';
import { useParams } from 'next/navigation';
import { unavailableMessages } from './messages.ts';

/**
 * What a catalogue, search or product page shows when the commerce system cannot answer. Being an
 * error boundary, it also keeps a failed background revalidation from replacing the cached page.
 */
export function CatalogError({ reset }: { reset: () => void }) {
  const { locale } = useParams<{ locale: string }>();
  const messages = unavailableMessages(isLocale(locale) ? locale : 'en-us');
  return (
    <div className="catalog-page">
      <p role="alert">{messages.body}</p>
      <button type="button" className="button" onClick={reset}>
        {messages.retry}
      </button>
    </div>
  );
}
