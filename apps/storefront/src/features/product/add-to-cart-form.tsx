'use client';

import { format } from '../../i18n/format.ts';
import { addToCart } from '../cart/cart-actions.ts';
import { useCartAction } from '../cart/use-cart-action.ts';

/**
 * Quantity and Add to cart for one item. The bounds are the item's, but the browser's own validation
 * is off (noValidate) so that a refused quantity is answered by the store, in the visitor's language,
 * with the limit named.
 */
export function AddToCartForm({
  locale,
  itemCode,
  itemName,
  min,
  max,
  cartHref,
  labels,
}: {
  locale: string;
  itemCode: string;
  itemName: string;
  min: number;
  max: number;
  cartHref: string;
  labels: { quantity: string; addToCart: string; adding: string; added: string; viewCart: string };
}) {
  const [state, formAction, pending] = useCartAction(addToCart);
  const inputId = `quantity-${itemCode}`;
  const messageId = `add-message-${itemCode}`;
  const invalid = state.status === 'error';
  return (
    <form action={formAction} noValidate className="add-to-cart" aria-busy={pending}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="itemCode" value={itemCode} />
      <label htmlFor={inputId}>{labels.quantity}</label>
      <input
        id={inputId}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        defaultValue={min}
        aria-invalid={invalid || undefined}
        aria-describedby={messageId}
        className="add-to-cart__quantity"
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {labels.addToCart}
      </button>
      <p id={messageId} role="status" className={`add-to-cart__message${invalid ? ' form-error' : ''}`}>
        {pending ? labels.adding : null}
        {!pending && state.status === 'error' ? state.message : null}
        {!pending && state.status === 'done' ? (
          <>
            {format(labels.added, {
              quantity: state.event?.ecommerce.items[0]?.quantity ?? '',
              name: itemName,
            })}{' '}
            <a href={cartHref}>{labels.viewCart}</a>
          </>
        ) : null}
      </p>
    </form>
  );
}
