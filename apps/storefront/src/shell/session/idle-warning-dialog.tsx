'use client';

import type { Locale } from '@store/locales';
import { useEffect, useId, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { format } from '../../i18n/format.ts';
import { accountMenuMessages } from './messages.ts';
import './idle-warning-dialog.css';

/**
 * The idle warning (requirements §9: 15 seconds before the inactivity timeout): a modal alert dialog with
 * a countdown. Focus moves to "Stay signed in" and stays inside; Escape means stay. Shown while
 * mounted: the AM session monitor and the legacy session widget each decide when.
 */
export function IdleWarningDialog({
  locale,
  secondsLeft,
  onStay,
  onSignOut,
}: {
  locale: Locale;
  secondsLeft: number;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const m = accountMenuMessages(locale).idleWarning;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const signOut = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const before = document.activeElement;
    // The native modal makes the rest of the page inert; the dialog leaves it as it found it.
    if (!element.open) element.showModal();
    stay.current?.focus();
    return () => {
      if (element.open) element.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const first = stay.current;
    const last = signOut.current;
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function escapeMeansStay(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onStay();
  }

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body ${id}-timer`}
      className="modal idle-warning"
      onKeyDown={keepFocusInside}
      onCancel={escapeMeansStay}
    >
      <h2 id={`${id}-title`}>{m.title}</h2>
      <p id={`${id}-body`}>{m.body}</p>
      <p id={`${id}-timer`} role="timer" className="idle-warning__timer">
        {format(m.timer, { seconds: secondsLeft })}
      </p>
      <div className="idle-warning__actions">
        <button ref={stay} type="button" className="button button--primary" onClick={onStay}>
          {m.stay}
        </button>
        <button ref={signOut} type="button" className="button" onClick={onSignOut}>
          {m.signOut}
        </button>
      </div>
    </dialog>
  );
}
