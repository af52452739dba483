'use client';

import type { Address, DeliveryMethods, PaymentOptions } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import dynamic from 'next/dynamic';
import { useEffect, useReducer, useRef, useState } from 'react';
import { format } from '../../i18n/format.ts';
import { AddressStep, AddressSummary } from './address-step.tsx';
import type { CountryRules } from './address-rules.ts';
import { checkoutReducer, initialCheckoutState, stepsOf, type StepName } from './checkout-steps-state.ts';
import type { OrgBuyingMessages } from '../org-buying/messages.ts';
import { formatMinor } from './checkout-money.ts';
import type { CheckoutMessages } from './messages.ts';
import { chosenName } from './qualified-user-options.ts';
import { QualifiedUserFieldset } from './qualified-user-fieldset.tsx';
import type { ForOrganisation } from './qualified-users-data.ts';
import { StepLoading } from './step-loading.tsx';

// Checkout opens at the address: the later steps (pricing, the payment form, the review and its
// reCAPTCHA) load their code when one first opens, so the first load carries the address step only.
const DeliveryStep = dynamic(() => import('./delivery-step.tsx').then((loaded) => loaded.DeliveryStep), {
  loading: StepLoading,
});
const PaymentStep = dynamic(() => import('./payment-step.tsx').then((loaded) => loaded.PaymentStep), {
  loading: StepLoading,
});
const PaymentSummary = dynamic(() => import('./payment-step.tsx').then((loaded) => loaded.PaymentSummary), {
  loading: StepLoading,
});
const ReviewStep = dynamic(() => import('./review-step.tsx').then((loaded) => loaded.ReviewStep), {
  loading: StepLoading,
});

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
  paymentOptions,
  forOrganisation,
  orgBuying,
  itemNames,
  idempotencyKey,
  recaptchaToken,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  addresses: Address[];
  rules: CountryRules;
  countryName: string;
  ships: boolean;
  delivery: DeliveryMethods;
  /** What placement accepts in the store now, read from commerce for this customer. */
  paymentOptions: PaymentOptions;
  /** A cart that buys for an organisation: whom the order may be for (undefined: a personal cart). */
  forOrganisation: ForOrganisation | undefined;
  orgBuying: OrgBuyingMessages;
  /** The cart's item codes and names, to name a line commerce refuses. */
  itemNames: Record<string, string>;
  idempotencyKey: string;
  /** The local reCAPTCHA verifier's pass, when commerce is the embedded one. */
  recaptchaToken: string | undefined;
}) {
  const [state, dispatch] = useReducer(
    checkoutReducer,
    { ships, addresses, defaultDelivery: delivery.methods[0]?.code },
    initialCheckoutState,
  );
  const [qualifiedUserId, setQualifiedUserId] = useState<string | undefined>();
  const choice = forOrganisation && 'choice' in forOrganisation ? forOrganisation.choice : undefined;
  const qualifiedUser = {
    id: choice && chosenName(choice, qualifiedUserId) ? qualifiedUserId : undefined,
    missing: choice !== undefined && choice.required && chosenName(choice, qualifiedUserId) === undefined,
  };
  const headings = useRef<Partial<Record<StepName, HTMLHeadingElement | null>>>({});
  // A payment step opened by commerce's refusal puts the focus on the refused field itself.
  const refusedPayment = state.step === 'payment' && Object.keys(state.paymentErrors).length > 0;
  useEffect(() => {
    if (state.moves > 0 && !refusedPayment) headings.current[state.step]?.focus();
  }, [state.moves, state.step, refusedPayment]);

  const steps = stepsOf(state.ships);
  const s = messages.steps;
  const title: Record<StepName, string> = {
    address: state.ships ? s.address : s.billing,
    delivery: s.delivery,
    payment: s.payment,
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
              line3={paymentOptions.line3}
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
        return chosenMethod && (state.step === 'payment' || state.step === 'review') ? (
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
      case 'payment':
        if (open) {
          return (
            <PaymentStep
              locale={locale}
              messages={messages}
              options={paymentOptions}
              rules={rules}
              state={state}
              dispatch={dispatch}
            />
          );
        }
        return state.step === 'review' ? (
          <div className="checkout-step__summary">
            <PaymentSummary messages={messages} payment={state.payment} />
            <button
              type="button"
              className="button"
              onClick={() => dispatch({ type: 'edit', step: 'payment' })}
            >
              {s.change}
              <span className="visually-hidden"> {title.payment}</span>
            </button>
          </div>
        ) : null;
      case 'review':
        return open ? (
          <ReviewStep
            locale={locale}
            messages={messages}
            orgBuying={orgBuying}
            qualifiedUser={qualifiedUser}
            state={state}
            dispatch={dispatch}
            itemNames={itemNames}
            idempotencyKey={idempotencyKey}
            recaptcha={{ required: paymentOptions.recaptcha, token: recaptchaToken }}
          />
        ) : null;
    }
  };

  return (
    <>
      {choice ? (
        <QualifiedUserFieldset
          choice={choice}
          chosen={qualifiedUserId}
          onChoose={setQualifiedUserId}
          messages={orgBuying.qualifiedUser}
        />
      ) : forOrganisation && 'unavailable' in forOrganisation ? (
        <p role="alert" className="checkout-notice">
          {forOrganisation.unavailable}
        </p>
      ) : null}
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
    </>
  );
}
