'use client';

import type { DeliveryMethodCode, DeliveryMethods } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { useState, type Dispatch } from 'react';
import { format } from '../../i18n/format.ts';
import { formatMinor } from './checkout-money.ts';
import type { CheckoutAction, CheckoutState } from './checkout-steps-state.ts';
import type { CheckoutMessages } from './messages.ts';

/** Step 2: the site's delivery methods with what each costs this cart, as commerce's table has it. */
export function DeliveryStep({
  locale,
  messages,
  delivery,
  state,
  dispatch,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  delivery: DeliveryMethods;
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const m = messages.delivery;
  const [chosen, setChosen] = useState<DeliveryMethodCode | undefined>(state.deliveryMethod);
  return (
    <form
      className="checkout-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) dispatch({ type: 'delivery-chosen', method: chosen });
      }}
    >
      <fieldset>
        <legend>{m.legend}</legend>
        {delivery.methods.map((method) => (
          <div className="checkout-choice" key={method.code}>
            <input
              type="radio"
              name="deliveryMethod"
              id={`delivery-${method.code}`}
              value={method.code}
              checked={chosen === method.code}
              onChange={() => setChosen(method.code)}
              aria-describedby={method.freeFrom ? `delivery-${method.code}-note` : undefined}
            />
            <label htmlFor={`delivery-${method.code}`}>
              {m[method.code]}:{' '}
              {method.charge === 0 ? m.free : formatMinor(method.charge, delivery.currency, locale)}
            </label>
            {method.freeFrom ? (
              <p id={`delivery-${method.code}-note`} className="checkout-field__note">
                {format(m.freeFrom, { amount: formatMinor(method.freeFrom, delivery.currency, locale) })}
              </p>
            ) : null}
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={!chosen}>
        {messages.steps.continue}
      </button>
    </form>
  );
}
