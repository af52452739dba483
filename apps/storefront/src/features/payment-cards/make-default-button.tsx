'use client';

import type { Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { makeDefaultPaymentCard, type CardActionState } from './payment-card-actions.ts';

const IDLE: CardActionState = { status: 'idle' };
const makeDefaultWithAccess = retryingOnCartAccess(makeDefaultPaymentCard);

/** "Make default": works once; the page then shows the card as the default. */
export function MakeDefaultButton({
  locale,
  cardId,
  label,
  texts,
}: {
  locale: Locale;
  cardId: string;
  /** The card's words ("Visa •••• 4242"), so the button says which card it is about. */
  label: string;
  texts: { makeDefault: string; makingDefault: string };
}) {
  const router = useRouter();
  const [state, makeDefault, pending] = useActionState(makeDefaultWithAccess, IDLE);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.status === 'done') router.push(state.href);
    if (state.status === 'error') alert.current?.focus();
  }, [router, state]);

  const busy = pending || state.status === 'done';
  return (
    <form action={makeDefault} className="payment-cards__action">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="cardId" value={cardId} />
      <button type="submit" className="button" disabled={busy} aria-label={`${texts.makeDefault}: ${label}`}>
        {texts.makeDefault}
      </button>
      <span role="status" className="payment-cards__status">
        {busy ? texts.makingDefault : ''}
      </span>
      {state.status === 'error' ? (
        <p role="alert" tabIndex={-1} ref={alert} className="payment-cards__error">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
