'use client';

import type { Locale } from '@store/locales';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import type { CheckoutMessages } from '../checkout/messages.ts';
import { RecaptchaCheck } from '../checkout/recaptcha-check.tsx';
import { placeExpressOrder, type ExpressPlaceState } from './express-actions.ts';
import type { ExpressMessages } from './messages.ts';

const placeWithAccess = retryingOnCartAccess(placeExpressOrder);
const IDLE: ExpressPlaceState = { status: 'idle' };

/**
 * The payment and the one "Place order" button. The Idempotency-Key was made when the page was
 * rendered, so a second click or the same form sent again names the same order; the button works
 * once. A saved card that could not be charged leaves the order to be paid in the full checkout.
 */
export function ExpressPlaceForm({
  locale,
  messages,
  checkout,
  card,
  purchaseOrder,
  idempotencyKey,
  itemNames,
  recaptcha,
}: {
  locale: Locale;
  messages: ExpressMessages;
  checkout: CheckoutMessages;
  /** The saved card to pay with and how it reads; absent when none is saved. */
  card: { id: string; label: string } | undefined;
  /** A purchase order is offered for this order. */
  purchaseOrder: boolean;
  idempotencyKey: string;
  itemNames: Record<string, string>;
  /** The checkout reCAPTCHA flag's check, and the embedded verifier's token. */
  recaptcha: { required: boolean; token: string | undefined };
}) {
  const [placed, place, placing] = useActionState(placeWithAccess, IDLE);
  const [type, setType] = useState<'card' | 'purchase-order'>(card ? 'card' : 'purchase-order');
  const alert = useRef<HTMLDivElement>(null);
  const id = useId();
  const paths = storePaths(locale);
  const refused = placed.status === 'error' ? placed : undefined;
  const done = refused?.orderNumber !== undefined;

  useEffect(() => {
    if (refused) alert.current?.focus();
  }, [refused]);

  const choices = [
    ...(card ? [{ type: 'card' as const, label: card.label }] : []),
    ...(purchaseOrder
      ? [{ type: 'purchase-order' as const, label: checkout.payment.types['purchase-order'] }]
      : []),
  ];
  return (
    <form action={place} className="checkout-place express-checkout__place">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {card && type === 'card' ? <input type="hidden" name="cardId" value={card.id} /> : null}
      <fieldset className="checkout-fieldset">
        <legend>{messages.paymentLegend}</legend>
        {choices.map((choice) => (
          <label key={choice.type} className="checkout-choice">
            <input
              type="radio"
              name="paymentType"
              value={choice.type}
              checked={type === choice.type}
              onChange={() => setType(choice.type)}
              disabled={placing || done}
            />{' '}
            <span data-testid={`express-payment-${choice.type}`}>{choice.label}</span>
          </label>
        ))}
        {type === 'card' ? <p className="checkout-field__note">{messages.cardNote}</p> : null}
        {type === 'purchase-order' ? (
          <div className="checkout-field">
            <label htmlFor={`${id}-po`}>{checkout.payment.poNumber}</label>
            <input
              id={`${id}-po`}
              name="purchaseOrderNumber"
              required
              maxLength={35}
              autoComplete="off"
              disabled={placing || done}
            />
            <p className="checkout-field__note">{checkout.payment.notes['purchase-order']}</p>
          </div>
        ) : null}
      </fieldset>
      {refused ? (
        <div role="alert" className="checkout-alert" ref={alert} tabIndex={-1}>
          <p>{refused.message}</p>
          {refused.qualification ? (
            <ul>
              {refused.qualification.map((line) => (
                <li key={line.itemCode}>
                  {format(checkout.refusals.qualificationLine, {
                    name: itemNames[line.itemCode] ?? line.itemCode,
                    item: line.itemCode,
                    level: line.requiredLevel,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <a href={refused.orderNumber ? paths.checkoutCancelled(refused.orderNumber) : paths.checkout}>
              {refused.orderNumber ? messages.payInFull : messages.fullCheckout}
            </a>
          </p>
        </div>
      ) : null}
      {recaptcha.required && !done ? (
        <RecaptchaCheck
          messages={checkout}
          token={recaptcha.token}
          refused={refused?.recaptcha ? refused : undefined}
        />
      ) : null}
      {done ? null : (
        <button type="submit" className="button button--primary" disabled={placing} aria-disabled={placing}>
          {placing ? messages.placing : messages.place}
        </button>
      )}
      {placing ? (
        <p role="status" className="visually-hidden">
          {messages.placing}
        </p>
      ) : null}
    </form>
  );
}
