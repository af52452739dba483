'use client';

import type { AddressInput } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { useEffect, useId, useRef } from 'react';
import { addressFormEntries } from './address-doctor.ts';
import { AddressSummary } from './address-step.tsx';
import type { CheckoutMessages } from './messages.ts';

/** One of the two addresses to choose from, as a form that saves it with the new-address action. */
function Choice({
  locale,
  address,
  choice,
  caption,
  button,
  primary,
  countryName,
  action,
  pending,
}: {
  locale: Locale;
  address: AddressInput;
  choice: 'suggestion' | 'entered';
  caption: string;
  button: string;
  primary: boolean;
  countryName: string;
  action: (formData: FormData) => void;
  pending: boolean;
}) {
  return (
    <form action={action} className="checkout-doctor__choice" data-testid={`checkout-doctor-${choice}`}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="doctorChoice" value={choice} />
      {addressFormEntries(address).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>{caption}</p>
      <AddressSummary address={address} countryName={countryName} />
      <button
        type="submit"
        className={primary ? 'button button--primary' : 'button'}
        disabled={pending}
        aria-disabled={pending}
      >
        {button}
      </button>
    </form>
  );
}

/**
 * "Did you mean …?": the address doctor's suggestion beside the address as typed, with a button to
 * save each. The heading takes the focus, so a screen reader announces the question.
 */
export function AddressDoctor({
  locale,
  messages,
  countryName,
  suggestion,
  entered,
  action,
  pending,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  countryName: string;
  suggestion: AddressInput;
  entered: AddressInput;
  action: (formData: FormData) => void;
  pending: boolean;
}) {
  const m = messages.doctor;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [suggestion]);
  const shared = { locale, countryName, action, pending };
  return (
    <section className="checkout-doctor" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {m.heading}
      </h3>
      <div className="checkout-doctor__choices">
        <Choice
          {...shared}
          address={suggestion}
          choice="suggestion"
          caption={m.suggested}
          button={m.useSuggestion}
          primary
        />
        <Choice
          {...shared}
          address={entered}
          choice="entered"
          caption={m.entered}
          button={m.keepMine}
          primary={false}
        />
      </div>
    </section>
  );
}
