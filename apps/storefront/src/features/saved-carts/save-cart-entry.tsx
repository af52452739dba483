import type { Locale } from '@store/locales';
import { randomUUID } from 'node:crypto';
import { cartCookies } from '../cart/cart-session.ts';
import { savedCartsMessages } from './messages.ts';
import { SavedCartForm } from './saved-cart-form.tsx';
import { SAVED_CART_DESCRIPTION_MAX, SAVED_CART_NAME_MAX } from './saved-cart-words.ts';
import './saved-carts.css';

/**
 * "Save cart" on the cart page, for a signed-in customer's cart (the store knows its owner): a
 * name and a description, and the cart stays as it is. The answer links to the saved cart.
 */
export async function SaveCartEntry({ locale }: { locale: Locale }) {
  if (!(await cartCookies(locale)).ownerId) return null;
  const m = savedCartsMessages(locale).save;
  return (
    <details className="save-cart" data-testid="save-cart">
      <summary className="button">{m.open}</summary>
      <h2 className="save-cart__heading">{m.heading}</h2>
      <p id="save-cart-help">{m.help}</p>
      <SavedCartForm
        action="save"
        locale={locale}
        hidden={{ idempotencyKey: randomUUID() }}
        submit={m.submit}
        pending={m.pending}
        after="report"
        linkText={m.view}
        className="saved-cart-fields"
      >
        <label htmlFor="save-cart-name">{m.name}</label>
        <input
          id="save-cart-name"
          name="name"
          required
          maxLength={SAVED_CART_NAME_MAX}
          aria-describedby="save-cart-help"
        />
        <label htmlFor="save-cart-description">{m.description}</label>
        <textarea
          id="save-cart-description"
          name="description"
          rows={2}
          maxLength={SAVED_CART_DESCRIPTION_MAX}
        />
      </SavedCartForm>
    </details>
  );
}
