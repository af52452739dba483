'use client';

import type { Locale } from '@store/locales';
import { startTransition, useActionState, useEffect, useId, useRef, useState } from 'react';
import { format } from '../../i18n/format.ts';
import { useFlag } from '../../shell/flags/flags-provider.tsx';
import { announceCartReplaced } from '../../shell/header/cart-count.ts';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import type { CheckoutMessages } from './messages.ts';
import { failureReason } from './payment-failure.ts';
import {
  abandonPayment,
  payAgain,
  returnedOrder,
  type ReturnedOrder,
  type RetryState,
} from './payment-retry-actions.ts';

const IDLE: RetryState = { status: 'idle' };
const payAgainWithAccess = retryingOnCartAccess(payAgain);
const abandonWithAccess = retryingOnCartAccess(abandonPayment);

function fields(locale: Locale, orderNumber: string): FormData {
  const data = new FormData();
  data.set('locale', locale);
  data.set('orderNumber', orderNumber);
  return data;
}

/**
 * Back from the provider's page without paying (the cancel address names the order). With the
 * checkout retry flag the order waits here with the reason its payment failed, to be paid again or
 * given up; without it, coming back gives the order up at once. Giving up puts the order's lines
 * back into the cart, and the checkout below is rendered again with them.
 */
export function PaymentRetry({
  locale,
  orderNumber,
  messages,
}: {
  locale: Locale;
  orderNumber: string;
  messages: CheckoutMessages['retry'];
}) {
  const retryOn = useFlag('checkout-retry');
  const id = useId();
  const [order, setOrder] = useState<ReturnedOrder | undefined | 'loading'>('loading');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [paid, pay, paying] = useActionState(payAgainWithAccess, IDLE);
  const [given, giveUp, givingUp] = useActionState(abandonWithAccess, IDLE);
  const abandoning = useRef(false);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let current = true;
    void returnedOrder(locale, orderNumber).then((found) => {
      if (current) setOrder(found);
    });
    return () => {
      current = false;
    };
  }, [locale, orderNumber]);

  useEffect(() => {
    if (retryOn || order === 'loading' || !order?.unpaid || abandoning.current) return;
    abandoning.current = true;
    startTransition(() => giveUp(fields(locale, orderNumber)));
  }, [retryOn, order, locale, orderNumber, giveUp]);

  useEffect(() => {
    // The page's CartRefresh renders the checkout again, now with the order's lines in the cart.
    if (given.status === 'abandoned') announceCartReplaced();
    if (given.status === 'error' || paid.status === 'error') alert.current?.focus();
  }, [given, paid]);

  const error = given.status === 'error' ? given : paid.status === 'error' ? paid : undefined;
  const alertText = error ? (
    <p ref={alert} role="alert" tabIndex={-1} className="account-error">
      {error.message}
    </p>
  ) : null;

  if (order === 'loading' || order === undefined) return null;
  if (given.status === 'abandoned' || order.cancelled) {
    return (
      <p role="status" className="checkout-notice">
        {messages.notCompleted}
      </p>
    );
  }
  if (!order.unpaid) return null;
  if (!retryOn) {
    return (
      <>
        <p role="status" className="checkout-notice">
          {messages.restoring}
        </p>
        {alertText}
      </>
    );
  }
  return (
    <section className="checkout-notice payment-retry" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{format(messages.heading, { number: order.number })}</h2>
      <p data-testid="payment-failure">{messages.reasons[failureReason(order.failure)]}</p>
      <p>{messages.kept}</p>
      {alertText}
      <div className="payment-retry__actions">
        <form action={pay}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="orderNumber" value={order.number} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <button type="submit" className="button button--primary" disabled={paying || givingUp}>
            {paying ? messages.tryingAgain : messages.tryAgain}
          </button>
        </form>
        <form action={giveUp}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="orderNumber" value={order.number} />
          <button type="submit" className="button" disabled={paying || givingUp}>
            {givingUp ? messages.choosingOther : messages.otherWay}
          </button>
        </form>
      </div>
    </section>
  );
}
