'use client';

import type { Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef } from 'react';
import { announceCartCount } from '../../shell/header/cart-count.ts';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import type { OrdersMessages } from './messages.ts';
import { reorderOrder, type OrderActionState } from './order-actions.ts';

const IDLE: OrderActionState = { status: 'idle' };
const reorderWithAccess = retryingOnCartAccess(reorderOrder);

/** Reorder: the order's lines go into the cart, then the cart page shows them with what changed. */
export function ReorderButton({
  locale,
  orderNumber,
  messages,
}: {
  locale: Locale;
  orderNumber: string;
  messages: OrdersMessages['reorder'];
}) {
  const router = useRouter();
  const [state, reorder, pending] = useActionState(reorderWithAccess, IDLE);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.status === 'done') {
      announceCartCount();
      router.push(state.href);
    }
    if (state.status === 'error') alert.current?.focus();
  }, [router, state]);

  const busy = pending || state.status === 'done';
  return (
    <form action={reorder} className="order-action">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="orderNumber" value={orderNumber} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {messages.button}
      </button>
      <span role="status" className="order-action__status">
        {busy ? messages.pending : ''}
      </span>
      {state.status === 'error' ? (
        <p role="alert" tabIndex={-1} ref={alert} className="order-action__error">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
