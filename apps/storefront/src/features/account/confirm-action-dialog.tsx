'use client';

import type { Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useMemo, useRef } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';

/** What a confirmed account action answers: where to go once done, or a refusal in the customer's words. */
export type ConfirmActionState =
  | { status: 'idle' }
  | { status: 'done'; href: string }
  | { status: 'error'; message: string; reauthorize?: true };

export interface ConfirmTexts {
  button: string;
  title: string;
  explanation: string;
  confirm: string;
  keep: string;
  pending: string;
}

const IDLE: ConfirmActionState = { status: 'idle' };

/**
 * A button that opens a native modal dialog asking to confirm an action that cannot be undone
 * (cancelling an order, removing a card): the browser keeps the focus inside it, Escape closes it,
 * and the focus goes back to the button. Confirming sends the form once; the page then goes where
 * the action says. A refusal stays in the dialog, announced.
 */
export function ConfirmActionDialog({
  locale,
  action,
  fields,
  texts,
  buttonLabel,
}: {
  locale: Locale;
  action: (previous: ConfirmActionState, formData: FormData) => Promise<ConfirmActionState>;
  /** The form's hidden fields besides the locale. */
  fields: Record<string, string>;
  texts: ConfirmTexts;
  /** The opener's accessible name where the button's text alone would be ambiguous (one per card). */
  buttonLabel?: string;
}) {
  const router = useRouter();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const withAccess = useMemo(() => retryingOnCartAccess(action), [action]);
  const [state, confirm, pending] = useActionState(withAccess, IDLE);

  useEffect(() => {
    if (state.status === 'done') router.push(state.href);
    if (state.status === 'error') alert.current?.focus();
  }, [router, state]);

  const busy = pending || state.status === 'done';
  return (
    <div className="confirm-action">
      <button
        ref={opener}
        type="button"
        className="button"
        aria-haspopup="dialog"
        {...(buttonLabel ? { 'aria-label': buttonLabel } : {})}
        onClick={() => dialog.current?.showModal()}
      >
        {texts.button}
      </button>
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-explanation`}
        onClose={() => opener.current?.focus()}
      >
        <h2 id={`${ids}-title`}>{texts.title}</h2>
        <p id={`${ids}-explanation`}>{texts.explanation}</p>
        {state.status === 'error' ? (
          <p role="alert" tabIndex={-1} ref={alert} className="confirm-dialog__error">
            {state.message}
          </p>
        ) : null}
        <form action={confirm} className="confirm-dialog__actions">
          <input type="hidden" name="locale" value={locale} />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
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
