'use client';

import type { Locale } from '@store/locales';
import { useActionState, useEffect, useId, useRef } from 'react';
import type { OrderStatusMessages } from './messages.ts';
import { lookUpOrder, type LookupField, type LookupState } from './order-status-actions.ts';
import { OrderStatusResult } from './order-status-result.tsx';

const IDLE: LookupState = { status: 'idle' };

/**
 * The lookup form: the order number and either the email or the postcode it was ordered with. The
 * answer, or the reason there is none, takes the focus once it arrives.
 */
export function OrderStatusLookup({ locale, messages }: { locale: Locale; messages: OrderStatusMessages }) {
  const m = messages.lookup;
  const [state, action, pending] = useActionState(lookUpOrder, IDLE);
  const values = state.status === 'idle' ? undefined : state.values;
  const id = useId();
  const alert = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (state.status === 'found') document.getElementById(`${id}-result`)?.focus();
    if (state.status === 'refused') {
      if (state.field) form.current?.querySelector<HTMLElement>(`[name="${state.field}"]`)?.focus();
      else alert.current?.focus();
    }
  }, [state, id]);

  const invalid = (field: LookupField) => state.status === 'refused' && state.field === field;
  const describedBy = (field: LookupField, hint?: string) =>
    [invalid(field) ? `${id}-error` : undefined, hint].filter(Boolean).join(' ') || undefined;

  return (
    <section aria-labelledby={`${id}-heading`} className="account-section">
      <h2 id={`${id}-heading`}>{m.heading}</h2>
      <form ref={form} action={action} className="checkout-form order-status-form" noValidate>
        <input type="hidden" name="locale" value={locale} />
        <div className="checkout-field">
          <label htmlFor={`${id}-number`}>{m.orderNumber}</label>
          <input
            id={`${id}-number`}
            name="orderNumber"
            autoComplete="off"
            required
            defaultValue={values?.orderNumber}
            aria-invalid={invalid('orderNumber') || undefined}
            aria-describedby={describedBy('orderNumber', `${id}-number-hint`)}
          />
          <p id={`${id}-number-hint`} className="checkout-field__note">
            {m.orderNumberHint}
          </p>
        </div>
        <fieldset aria-describedby={`${id}-either-note`}>
          <legend>{m.either}</legend>
          <p id={`${id}-either-note`} className="checkout-field__note">
            {m.eitherNote}
          </p>
          <div className="checkout-field">
            <label htmlFor={`${id}-email`}>{m.email}</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values?.email}
              aria-invalid={invalid('email') || undefined}
              aria-describedby={describedBy('email')}
            />
          </div>
          <div className="checkout-field">
            <label htmlFor={`${id}-postcode`}>{m.postcode}</label>
            <input
              id={`${id}-postcode`}
              name="postcode"
              autoComplete="postal-code"
              defaultValue={values?.postcode}
              aria-invalid={invalid('postcode') || undefined}
              aria-describedby={describedBy('postcode')}
            />
          </div>
        </fieldset>
        {state.status === 'refused' ? (
          <p id={`${id}-error`} ref={alert} role="alert" tabIndex={-1} className="account-error">
            {state.message}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? m.searching : m.submit}
        </button>
      </form>
      {state.status === 'found' ? (
        <OrderStatusResult view={state.view} locale={locale} messages={messages} headingId={`${id}-result`} />
      ) : null}
    </section>
  );
}
