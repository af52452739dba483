import { QUOTE_MESSAGE_MAX } from '@store/contracts/commerce-quotes';
import type { Locale } from '@store/locales';
import { randomUUID } from 'node:crypto';
import { cartCookies } from '../cart/cart-session.ts';
import { quotesMessages } from './messages.ts';
import { QuoteForm } from './quote-form.tsx';
import './quotes.css';

/**
 * "Request a quote" on the cart page, for a signed-in customer's cart (the store knows its owner):
 * a message, and the cart's lines go with it; the cart stays as it is. The key is made once per
 * rendered form, so a double click or a retry asks for one quote.
 */
export async function RequestQuoteEntry({ locale }: { locale: Locale }) {
  if (!(await cartCookies(locale)).ownerId) return null;
  const m = quotesMessages(locale).request;
  return (
    <details className="request-quote" data-testid="request-quote">
      <summary className="button">{m.open}</summary>
      <h2 className="request-quote__heading">{m.heading}</h2>
      <p id="request-quote-help">{m.help}</p>
      <QuoteForm
        action="request"
        locale={locale}
        hidden={{ idempotencyKey: randomUUID() }}
        submit={m.submit}
        pending={m.pending}
        buttonClassName="button button--primary"
        className="quote-fields"
      >
        <label htmlFor="request-quote-message">{m.message}</label>
        <textarea
          id="request-quote-message"
          name="message"
          rows={4}
          required
          maxLength={QUOTE_MESSAGE_MAX}
          aria-describedby="request-quote-help"
        />
      </QuoteForm>
    </details>
  );
}
