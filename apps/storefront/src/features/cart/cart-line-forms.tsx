'use client';

import { removeCartEntry, updateCartEntry } from './cart-actions.ts';
import { useCartAction } from './use-cart-action.ts';

/** Quantity and Remove for one cart line; the page re-renders with new totals after each action. */
export function CartLineForms({
  locale,
  entryNumber,
  quantity,
  min,
  max,
  labels,
}: {
  locale: string;
  entryNumber: number;
  quantity: number;
  min: number;
  max: number;
  labels: {
    quantity: string;
    update: string;
    updateFor: string;
    remove: string;
    removeFor: string;
    pending: string;
  };
}) {
  const [updateState, update, updating] = useCartAction(updateCartEntry);
  const [removeState, remove, removing] = useCartAction(removeCartEntry);
  const pending = updating || removing;
  const inputId = `cart-quantity-${entryNumber}`;
  const messageId = `cart-message-${entryNumber}`;
  const state = removing || removeState.status !== 'idle' ? removeState : updateState;
  return (
    <div className="cart-line-forms" aria-busy={pending}>
      <form action={update} noValidate className="cart-line-forms__quantity">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="entryNumber" value={entryNumber} />
        <label htmlFor={inputId} className="visually-hidden">
          {labels.quantity}
        </label>
        <input
          id={inputId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          defaultValue={quantity}
          key={quantity}
          aria-invalid={updateState.status === 'error' || undefined}
          aria-describedby={messageId}
        />
        <button
          type="submit"
          disabled={pending}
          aria-label={labels.updateFor}
          className="button button--small"
        >
          {labels.update}
        </button>
      </form>
      <form action={remove}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="entryNumber" value={entryNumber} />
        <button type="submit" disabled={pending} aria-label={labels.removeFor} className="button--link">
          {labels.remove}
        </button>
      </form>
      <p id={messageId} role="status" className={state.status === 'error' ? 'form-error' : undefined}>
        {pending ? labels.pending : state.status === 'error' ? state.message : null}
      </p>
    </div>
  );
}
