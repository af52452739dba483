'use client';

import type { Locale } from '@store/locales';
import { useId, useRef } from 'react';
import type { SavedCartsMessages } from './messages.ts';
import { SavedCartForm } from './saved-cart-form.tsx';

/**
 * "Delete" opens a native modal dialog that asks for confirmation: the browser keeps the focus
 * inside it, Escape closes it and the focus goes back to the button. Confirming deletes the saved
 * cart, then the list shows what is left.
 */
export function DeleteSavedCartDialog({
  locale,
  savedCartId,
  texts,
  buttonLabel,
  title,
}: {
  locale: Locale;
  savedCartId: string;
  texts: SavedCartsMessages['delete'];
  buttonLabel: string;
  title: string;
}) {
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div className="saved-cart-action">
      <button
        ref={opener}
        type="button"
        className="button"
        aria-haspopup="dialog"
        aria-label={buttonLabel}
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
        <h2 id={`${ids}-title`}>{title}</h2>
        <p id={`${ids}-explanation`}>{texts.explanation}</p>
        <div className="confirm-dialog__actions">
          <SavedCartForm
            action="delete"
            locale={locale}
            hidden={{ savedCartId }}
            submit={texts.confirm}
            pending={texts.pending}
            after="go"
            buttonClassName="button button--primary"
          />
          <button type="button" className="button" onClick={() => dialog.current?.close()} autoFocus>
            {texts.keep}
          </button>
        </div>
      </dialog>
    </div>
  );
}
