'use client';

import { useEffect, useRef } from 'react';
import { useCountry } from './country-provider.tsx';

const SEEN_KEY = 'helloModalSeen';

/**
 * The hidden Hello! modal (requirements §2): opened once per session for a visitor whose country cannot be
 * identified, pointing to the International Contacts page.
 */
export function HelloModal({
  title,
  body,
  linkText,
  linkHref,
  closeLabel,
}: {
  title: string;
  body: string;
  linkText: string;
  linkHref: string;
  closeLabel: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const country = useCountry();

  useEffect(() => {
    if (country !== '' || !dialog.current || dialog.current.open) return;
    try {
      if (sessionStorage.getItem(SEEN_KEY)) return;
      sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      // Without storage it shows on each page view, which is still correct.
    }
    dialog.current.showModal();
  }, [country]);

  return (
    <dialog ref={dialog} className="modal hello-modal" aria-labelledby="hello-modal-title">
      <h2 id="hello-modal-title">{title}</h2>
      <p>{body}</p>
      <div className="hello-modal__actions">
        <a href={linkHref} className="button button--primary">
          {linkText}
        </a>
        <form method="dialog">
          <button type="submit" className="button">
            {closeLabel}
          </button>
        </form>
      </div>
    </dialog>
  );
}
