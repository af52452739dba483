import type { Cart } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { quotesMessages } from './messages.ts';
import './quotes.css';

/**
 * On the cart page and at checkout while the cart holds an accepted quote's lines at its prices:
 * which quote, linked to its page, and that changing the lines ends those prices.
 */
export function CartQuoteNotice({ locale, quote }: { locale: Locale; quote: Cart['quote'] }) {
  if (!quote) return null;
  const m = quotesMessages(locale).cartQuote;
  return (
    <div className="cart-quote" data-testid="cart-quote">
      <p>
        <strong>
          <a href={storePaths(locale).quote(quote.id)}>{format(m.notice, { number: quote.number })}</a>
        </strong>
      </p>
      <p>{m.help}</p>
    </div>
  );
}
