'use client';

import type { Locale } from '@store/locales';
import { useActionState, useEffect, useRef } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { addPaymentCard, type CardActionState } from './payment-card-actions.ts';

const IDLE: CardActionState = { status: 'idle' };
const addWithAccess = retryingOnCartAccess(addPaymentCard);

/**
 * "Add a card": the provider's hosted page takes the card (the store never sees its number) and
 * returns to the cards page. The key made with the page names this one request, so a second click
 * or a retry opens the same provider page.
 */
export function AddCardForm({
  locale,
  idempotencyKey,
  texts,
}: {
  locale: Locale;
  idempotencyKey: string;
  texts: { add: string; adding: string; addHelp: string };
}) {
  const [state, add, pending] = useActionState(addWithAccess, IDLE);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.status === 'error') alert.current?.focus();
  }, [state]);

  return (
    <form action={add} className="payment-cards__add">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <p id="payment-cards-add-help">{texts.addHelp}</p>
      <button
        type="submit"
        className="button button--primary"
        disabled={pending}
        aria-describedby="payment-cards-add-help"
      >
        {texts.add}
      </button>
      <span role="status" className="payment-cards__status">
        {pending ? texts.adding : ''}
      </span>
      {state.status === 'error' ? (
        <p role="alert" tabIndex={-1} ref={alert} className="payment-cards__error">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
