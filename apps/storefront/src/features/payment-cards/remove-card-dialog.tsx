'use client';

import type { Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useRef } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { removePaymentCard, type CardActionState } from './payment-card-actions.ts';

const IDLE: CardActionState = { status: 'idle' };
const removeWithAccess = retryingOnCartAccess(removePaymentCard);

export interface RemoveTexts {
  remove: string;
  removeTitle: string;
  removeConfirm: string;
  removeKeep: string;
  removing: string;
}

/**
 * "Remove" opens a native modal dialog (the browser keeps the focus inside it, Escape closes it and
 * the focus goes back to the button); confirming removes the card, once. A refusal stays in the
 * dialog in the customer's words.
 */
export function RemoveCardDialog({
  locale,
  cardId,
  label,
  explanation,
  texts,
}: {
  locale: Locale;
  cardId: string;
  label: string;
  explanation: string;
  texts: RemoveTexts;
}) {
  const router = useRouter();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const [state, remove, pending] = useActionState(removeWithAccess, IDLE);

  useEffect(() => {
    if (state.status === 'done') router.push(state.href);
    if (state.status === 'error') alert.current?.focus();
  }, [router, state]);

  const busy = pending || state.status === 'done';
  return (
    <div className="payment-cards__action">
      <button
        ref={opener}
        type="button"
        className="button"
        aria-haspopup="dialog"
        aria-label={`${texts.remove}: ${label}`}
        onClick={() => dialog.current?.showModal()}
      >
        {texts.remove}
      </button>
      <dialog
        ref={dialog}
        className="payment-cards__dialog"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-explanation`}
        onClose={() => opener.current?.focus()}
      >
        <h2 id={`${ids}-title`}>{texts.removeTitle}</h2>
        <p id={`${ids}-explanation`}>{explanation}</p>
        {state.status === 'error' ? (
          <p role="alert" tabIndex={-1} ref={alert} className="payment-cards__error">
            {state.message}
          </p>
        ) : null}
        <form action={remove} className="payment-cards__dialog-actions">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="cardId" value={cardId} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? texts.removing : texts.removeConfirm}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()} autoFocus>
            {texts.removeKeep}
          </button>
        </form>
      </dialog>
    </div>
  );
}
