'use client';

import {
  startTransition,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { format } from '../../i18n/format.ts';
import { CartAdded } from '../cart/cart-added.tsx';
import { addToCart } from '../cart/cart-actions.ts';
import type { CartMessages } from '../cart/messages.ts';
import { submittedBy } from '../cart/submitted-by.ts';
import { useCartAction } from '../cart/use-cart-action.ts';

/** One format the customer may choose, as the sticky bar and the quantity's bounds need it. */
export interface FormatChoice {
  code: string;
  name: string;
  format: string;
  price: string;
  min: number;
  max: number;
}

/** The element at the foot of the page the sticky bar is drawn into (narrow screens only). */
export const PURCHASE_BAR_ID = 'purchase-bar';

// The bar's element is in the server's HTML and stays: found once the page runs, never before.
const noChanges = () => () => {};
const purchaseBar = () => document.getElementById(PURCHASE_BAR_ID);
const noBar = () => null;

/**
 * The product page's purchase: the format cards (children: radios named itemCode, drawn on the
 * server), one quantity and Add to cart. A plain form, so it works without JavaScript; with it, the
 * chosen card sets the quantity's bounds, a bar at the foot of a narrow screen repeats the choice
 * and the button (submitting this same form), and a successful add opens the confirmation panel.
 * The browser's own validation is off (noValidate): a refused quantity is answered by the store, in
 * the visitor's language, with the limit named.
 */
export function AddToCartForm({
  locale,
  formId,
  choices,
  initial,
  checkoutHref,
  cartHref,
  labels,
  panel,
  children,
}: {
  locale: string;
  formId: string;
  choices: FormatChoice[];
  /** The card chosen when the page opens: the first in stock. */
  initial: string;
  checkoutHref: string;
  cartHref: string;
  labels: { quantity: string; addToCart: string; adding: string; added: string; viewCart: string };
  panel: CartMessages['addedPanel'];
  children: ReactNode;
}) {
  const [state, formAction, pending] = useCartAction(addToCart);
  const [selected, setSelected] = useState(initial);
  const bar = useSyncExternalStore(noChanges, purchaseBar, noBar);
  // Each add opens the confirmation afresh (its key) and names the button it gives the focus back to.
  const [add, setAdd] = useState({ count: 0, from: '' });
  const choice = choices.find((c) => c.code === selected);
  const messageId = `${formId}-message`;
  const invalid = state.status === 'error';

  // Sent here rather than by the form's action, which would reset the form after each add and
  // with it the chosen card; without JavaScript the action attribute posts the form as usual.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const from = submittedBy(event)?.id ?? '';
    setAdd((previous) => ({ count: previous.count + 1, from }));
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === 'itemCode') setSelected(target.value);
  }

  const addedLine =
    state.status === 'done'
      ? `${state.event?.ecommerce.items[0]?.quantity ?? ''} × ${choice?.name ?? ''}`
      : '';

  return (
    <>
      <form
        id={formId}
        action={formAction}
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        className="purchase"
        aria-busy={pending}
      >
        <input type="hidden" name="locale" value={locale} />
        {children}
        {choice ? (
          <div className="purchase__actions">
            <label htmlFor={`${formId}-quantity`}>{labels.quantity}</label>
            <input
              key={choice.code}
              id={`${formId}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={choice.min}
              max={choice.max}
              step={1}
              defaultValue={choice.min}
              aria-invalid={invalid || undefined}
              aria-describedby={messageId}
              className="purchase__quantity"
            />
            <button id={`${formId}-add`} type="submit" className="button button--primary" disabled={pending}>
              {labels.addToCart}
            </button>
            <p id={messageId} role="status" className={`purchase__message${invalid ? ' form-error' : ''}`}>
              {pending ? labels.adding : null}
              {!pending && state.status === 'error' ? state.message : null}
              {!pending && state.status === 'done' ? (
                <>
                  {format(labels.added, {
                    quantity: state.event?.ecommerce.items[0]?.quantity ?? '',
                    name: choice.name,
                  })}{' '}
                  <a href={cartHref}>{labels.viewCart}</a>
                </>
              ) : null}
            </p>
          </div>
        ) : null}
      </form>
      {bar && choice
        ? createPortal(
            <div className="purchase-bar__content" data-testid="purchase-bar">
              <p className="purchase-bar__choice">
                <span>{choice.format}</span> <strong>{choice.price}</strong>
              </p>
              <button
                id={`${formId}-bar-add`}
                type="submit"
                form={formId}
                className="button button--primary"
                disabled={pending}
              >
                {labels.addToCart}
              </button>
            </div>,
            bar,
          )
        : null}
      {state.status === 'done' && !pending ? (
        <CartAdded
          key={add.count}
          labels={panel}
          lines={[addedLine]}
          total={state.total}
          checkoutHref={checkoutHref}
          cartHref={cartHref}
          returnFocusId={add.from}
        />
      ) : null}
    </>
  );
}
