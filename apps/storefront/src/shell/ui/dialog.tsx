'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

/**
 * A dialog on the native <dialog>, open while it is rendered. Modal (an enlarged image): the browser
 * keeps focus inside and makes the page inert. Non-modal (a panel beside the page, such as the
 * add-to-cart confirmation): the page stays usable. Either way focus moves into it, so a screen
 * reader announces its title and description; Escape and the close button close it; and focus goes
 * back to where it was when it opened.
 */
export function Dialog({
  title,
  closeLabel,
  modal = false,
  onClose,
  className,
  describedBy,
  returnFocusId,
  children,
}: {
  title: string;
  closeLabel: string;
  modal?: boolean;
  onClose: () => void;
  className?: string;
  /** The id of the text a screen reader reads after the title. */
  describedBy?: string;
  /**
   * The id of where the focus goes when it closes, when not where it was at opening: a button
   * disabled while its action ran has lost the focus by the time the dialog opens.
   */
  returnFocusId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (modal) dialog.showModal();
    else dialog.show();
    dialog.focus();
    return () => {
      const target = returnFocusId ? document.getElementById(returnFocusId) : opener;
      if (target?.isConnected) target.focus();
    };
  }, [modal, returnFocusId]);

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={`dialog ${modal ? 'dialog--modal' : 'dialog--panel'}${className ? ` ${className}` : ''}`}
      onClose={onClose}
      onKeyDown={(event) => {
        // A modal dialog closes on Escape by itself; a non-modal one is told to here.
        if (event.key === 'Escape' && !modal) {
          event.preventDefault();
          ref.current?.close();
        }
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button dialog__close" onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
