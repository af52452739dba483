'use client';

import type { Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useRef } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { cancelOrder, type OrderActionState } from './order-actions.ts';

const IDLE: OrderActionState = { status: 'idle' };
const cancelWithAccess = retryingOnCartAccess(cancelOrder);

export interface CancelTexts {
  button: string;
  title: string;
  explanation: string;
  confirm: string;
  keep: string;
  pending: string;
}

/**
 * "Cancel order" opens a native modal dialog: the browser keeps the focus inside it, Escape closes
 * it, and the focus goes back to the button. Confirming cancels; the page then shows the order as
 * it is now. A refusal stays in the dialog in the customer's words.
 */
export function CancelOrderDialog({
  locale,
  orderNumber,
  texts,
}: {
  locale: Locale;
  orderNumber: string;
  texts: CancelTexts;
}) {
  const router = useRouter();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const [state, cancel, pending] = useActionState(cancelWithAccess, IDLE);

  useEffect(() => {
    if (state.status === 'done') router.push(state.href);
    if (state.status === 'error') alert.current?.focus();
  }, [router, state]);

  const busy = pending || state.status === 'done';
  return (
    <div className="order-action">
      <button
        ref={opener}
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {texts.button}
      </button>
      <dialog
        ref={dialog}
        className="order-dialog"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-explanation`}
        onClose={() => opener.current?.focus()}
      >
        <h2 id={`${ids}-title`}>{texts.title}</h2>
        <p id={`${ids}-explanation`}>{texts.explanation}</p>
        {state.status === 'error' ? (
          <p role="alert" tabIndex={-1} ref={alert} className="order-action__error">
            {state.message}
          </p>
        ) : null}
        <form action={cancel} className="order-dialog__actions">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="orderNumber" value={orderNumber} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? texts.pending : texts.confirm}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()} autoFocus>
            {texts.keep}
          </button>
        </form>
      </dialog>
    </div>
  );
}
