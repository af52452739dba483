import type { Locale } from '@store/locales';
import type { SavedCartsMessages } from './messages.ts';
import { SavedCartForm } from './saved-cart-form.tsx';
import { SAVED_CART_NAME_MAX } from './saved-cart-words.ts';

/** Import from CSV: a name for the new saved cart and the file; the result lists the rows left out. */
export function ImportSavedCartForm({
  locale,
  messages,
  idempotencyKey,
}: {
  locale: Locale;
  messages: SavedCartsMessages;
  idempotencyKey: string;
}) {
  const m = messages.import;
  return (
    <section aria-labelledby="saved-cart-import" className="account-section">
      <h2 id="saved-cart-import">{m.heading}</h2>
      <p id="saved-cart-import-help">{m.help}</p>
      <SavedCartForm
        action="import"
        locale={locale}
        hidden={{ idempotencyKey }}
        submit={m.submit}
        pending={m.pending}
        after="report"
        linkText={m.view}
        className="saved-cart-fields"
      >
        <label htmlFor="saved-cart-import-name">{m.name}</label>
        <input id="saved-cart-import-name" name="name" required maxLength={SAVED_CART_NAME_MAX} />
        <label htmlFor="saved-cart-import-file">{m.file}</label>
        <input
          id="saved-cart-import-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          aria-describedby="saved-cart-import-help"
        />
      </SavedCartForm>
    </section>
  );
}
