'use client';

import type { Locale } from '@store/locales';
import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useRef } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { cancelInvoicePayment, type CancelState } from './invoice-payment-actions.ts';

const IDLE: CancelState = { status: 'idle' };
const cancelWithAccess = retryingOnCartAccess(cancelInvoicePayment);

function fields(locale: Locale, paymentId: string): FormData {
  const data = new FormData();
  data.set('locale', locale);
  data.set('paymentId', paymentId);
  return data;
}

/**
 * Gives up a payment in progress so its amounts can be paid again; the page is then read again. With
 * `auto`, it does so once by itself: the customer came back from the provider's page without paying.
 */
export function CancelPaymentButton({
  locale,
  paymentId,
  label,
  pendingLabel,
  auto = false,
}: {
  locale: Locale;
  paymentId: string;
  label: string;
  pendingLabel: string;
  auto?: boolean;
}) {
  const router = useRouter();
  const [state, cancel, pending] = useActionState(cancelWithAccess, IDLE);
  const started = useRef(false);

  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    startTransition(() => cancel(fields(locale, paymentId)));
  }, [auto, cancel, locale, paymentId]);

  useEffect(() => {
    if (state.status === 'cancelled') router.refresh();
  }, [router, state]);

  const busy = pending || state.status === 'cancelled';
  return (
    <form action={cancel} className="invoice-payment__cancel">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="paymentId" value={paymentId} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? pendingLabel : label}
      </button>
      {state.status === 'error' ? (
        <p role="alert" className="account-error">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
