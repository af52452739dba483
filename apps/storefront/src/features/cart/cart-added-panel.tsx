'use client';

import { useId, useState } from 'react';
import { Dialog } from '../../shell/ui/dialog.tsx';
import type { CartMessages } from './messages.ts';

export interface CartAddedPanelProps {
  labels: CartMessages['addedPanel'];
  /** What was just added, one line per item ("2 × WISC-V Kit"). */
  lines: readonly string[];
  /** The cart's total after the add, in the locale. */
  total?: string;
  checkoutHref: string;
  cartHref: string;
  /** The id of the button that added, which has the focus back when the panel closes. */
  returnFocusId?: string;
}

/**
 * The confirmation after an add, near the header's cart: what was added, the cart's new total, and
 * the way on to checkout or back to shopping. Non-modal, so the page stays usable; it takes the focus
 * so that a screen reader announces it, and gives it back on Escape or "Keep shopping". Open until
 * closed: the place that adds keys it by the add, so each add opens it afresh.
 */
export default function CartAddedPanel({
  labels,
  lines,
  total,
  checkoutHref,
  cartHref,
  returnFocusId,
}: CartAddedPanelProps) {
  const descriptionId = useId();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const onClose = () => setOpen(false);
  return (
    <Dialog
      title={labels.title}
      closeLabel={labels.close}
      onClose={onClose}
      describedBy={descriptionId}
      returnFocusId={returnFocusId}
      className="cart-added"
    >
      <div id={descriptionId}>
        <ul className="cart-added__lines">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {total ? (
          <p className="cart-added__total">
            <span>{labels.total}</span> <strong data-testid="cart-added-total">{total}</strong>
          </p>
        ) : null}
      </div>
      <div className="cart-added__actions">
        <a href={checkoutHref} className="button button--primary">
          {labels.checkout}
        </a>
        <button type="button" className="button" onClick={onClose}>
          {labels.keepShopping}
        </button>
        <a href={cartHref} className="cart-added__view">
          {labels.viewCart}
        </a>
      </div>
    </Dialog>
  );
}
