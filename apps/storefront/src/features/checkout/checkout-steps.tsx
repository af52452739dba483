'use client';

import type { Address, DeliveryMethods } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { useEffect, useReducer, useRef } from 'react';
import { format } from '../../i18n/format.ts';
import { AddressStep, AddressSummary } from './address-step.tsx';
import type { CountryRules } from './address-rules.ts';
import { checkoutReducer, initialCheckoutState, stepsOf, type StepName } from './checkout-steps-state.ts';
import { formatMinor } from './checkout-money.ts';
import { DeliveryStep } from './delivery-step.tsx';
import type { CheckoutMessages } from './messages.ts';
import { ReviewStep } from './review-step.tsx';

/**
 * The steps of checkout on one page, each a section with its heading: the open one shows its form,
 * a finished one a summary and a way to change it. Moving to a step moves the focus to its heading,
 * so a screen reader announces where the customer is.
 */
export function CheckoutSteps({
  locale,
  messages,
  addresses,
  rules,
  countryName,
  ships,
  delivery,
  idempotencyKey,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  addresses: Address[];
  rules: CountryRules;
  countryName: string;
  ships: boolean;
  delivery: DeliveryMethods;
  idempotencyKey: string;
}) {
  const [state, dispatch] = useReducer(
    checkoutReducer,
    { ships, addresses, defaultDelivery: delivery.methods[0]?.code },
    initialCheckoutState,
  );
  const headings = useRef<Partial<Record<StepName, HTMLHeadingElement | null>>>({});
  useEffect(() => {
    if (state.moves > 0) headings.current[state.step]?.focus();
  }, [state.moves, state.step]);

  const steps = stepsOf(state.ships);
  const s = messages.steps;
  const title: Record<StepName, string> = {
    address: state.ships ? s.address : s.billing,
    delivery: s.delivery,
    review: s.review,
  };
  const chosenAddress = state.addresses.find((a) => a.id === state.addressId);
  const chosenMethod = delivery.methods.find((method) => method.code === state.deliveryMethod);

  const body = (step: StepName) => {
    const open = state.step === step;
    switch (step) {
      case 'address':
        if (open) {
          return (
            <AddressStep
              locale={locale}
              messages={messages}
              state={state}
              rules={rules}
              countryName={countryName}
              dispatch={dispatch}
            />
          );
        }
        return chosenAddress ? (
          <div className="checkout-step__summary">
            <p>{state.ships ? s.chosenAddress : s.chosenBilling}</p>
            <AddressSummary address={chosenAddress} countryName={countryName} />
            <button
              type="button"
              className="button"
              onClick={() => dispatch({ type: 'edit', step: 'address' })}
            >
              {s.change}
              <span className="visually-hidden"> {title.address}</span>
            </button>
          </div>
        ) : null;
      case 'delivery':
        if (open)
          return (
            <DeliveryStep
              locale={locale}
              messages={messages}
              delivery={delivery}
              state={state}
              dispatch={dispatch}
            />
          );
        return chosenMethod && state.step === 'review' ? (
          <div className="checkout-step__summary">
            <p>
              {s.chosenDelivery} {messages.delivery[chosenMethod.code]},{' '}
              {chosenMethod.charge === 0
                ? messages.delivery.free
                : formatMinor(chosenMethod.charge, delivery.currency, locale)}
            </p>
            <button
              type="button"
              className="button"
              onClick={() => dispatch({ type: 'edit', step: 'delivery' })}
            >
              {s.change}
              <span className="visually-hidden"> {title.delivery}</span>
            </button>
          </div>
        ) : null;
      case 'review':
        return open ? (
          <ReviewStep
            locale={locale}
            messages={messages}
            state={state}
            dispatch={dispatch}
            idempotencyKey={idempotencyKey}
          />
        ) : null;
    }
  };

  return (
    <ol className="checkout-steps">
      {steps.map((step, index) => (
        <li key={step} className="checkout-step" aria-current={state.step === step ? 'step' : undefined}>
          <section aria-labelledby={`checkout-step-${step}`}>
            <h2
              id={`checkout-step-${step}`}
              tabIndex={-1}
              ref={(element) => {
                headings.current[step] = element;
              }}
            >
              <span className="checkout-step__number">
                {format(s.progress, { current: index + 1, total: steps.length })}
              </span>{' '}
              {title[step]}
            </h2>
            {step === 'address' && !state.ships && state.step === 'address' ? <p>{s.billingHelp}</p> : null}
            {body(step)}
          </section>
        </li>
      ))}
    </ol>
  );
}
