'use client';

import type { Address, AddressInput } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import dynamic from 'next/dynamic';
import { useActionState, useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { format } from '../../i18n/format.ts';
import { useFlag } from '../../shell/flags/flags-provider.tsx';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { saveDoctoredAddress, type DoctorActionState } from './address-doctor-actions.ts';
import { ADDRESS_FIELDS, type AddressErrors, type AddressField } from './address-fields.ts';
import type { CountryRules } from './address-rules.ts';
import type { CheckoutAction, CheckoutState } from './checkout-steps-state.ts';
import type { CheckoutMessages } from './messages.ts';
import { StepLoading } from './step-loading.tsx';

// Shown only when commerce suggests a corrected address, so its code loads then.
const AddressDoctor = dynamic(() => import('./address-doctor.tsx').then((loaded) => loaded.AddressDoctor), {
  loading: StepLoading,
});

const saveWithAccess = retryingOnCartAccess(saveDoctoredAddress);
const IDLE: DoctorActionState = { status: 'idle' };

export function AddressSummary({
  address,
  countryName,
}: {
  address: Omit<Address, 'id'>;
  countryName: string;
}) {
  const lines = [
    address.fullName,
    address.organisation,
    address.line1,
    address.line2,
    address.line3,
    [address.postcode, address.city, address.region].filter(Boolean).join(' '),
    countryName,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="checkout-address">
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/**
 * The saved addresses as a choice; choosing is the customer's, nothing is sent until the order.
 * With the address book flag each says whether it is an institution's or a home, and which is the
 * default delivery address (offered first, docs/checkout.md).
 */
function SavedAddresses({
  messages,
  state,
  countryName,
  dispatch,
}: {
  messages: CheckoutMessages;
  state: CheckoutState;
  countryName: string;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const [chosen, setChosen] = useState(state.addressId ?? state.addresses[0]?.id);
  const addressBook = useFlag('address-book');
  const m = messages.address;
  return (
    <form
      className="checkout-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) dispatch({ type: 'address-chosen', addressId: chosen });
      }}
    >
      <fieldset>
        <legend>{m.book}</legend>
        {state.addresses.map((address) => (
          <div className="checkout-choice" key={address.id}>
            <input
              type="radio"
              name="addressId"
              id={`address-${address.id}`}
              value={address.id}
              checked={chosen === address.id}
              onChange={() => setChosen(address.id)}
            />
            <label htmlFor={`address-${address.id}`}>
              <AddressSummary address={address} countryName={countryName} />
              {addressBook ? (
                <span className="checkout-address__marks" data-testid="checkout-address-marks">
                  {[
                    address.institution ? m.institution : m.home,
                    address.isDefault ? m.defaultDelivery : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              ) : null}
            </label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary">
        {messages.steps.continue}
      </button>
    </form>
  );
}

/**
 * An address's fields as checkAddress reads them (address-form.ts): the checkout's new address and
 * the address book's form. `values` fills them in when an address is changed. `line3`: the store
 * takes a third street line (the line3 address field flag, as commerce reads it).
 */
export function AddressFields({
  messages: m,
  rules,
  countryName,
  line3,
  errors,
  values = {},
}: {
  messages: CheckoutMessages['address'];
  rules: CountryRules;
  countryName: string;
  line3: boolean;
  errors: AddressErrors;
  values?: Partial<AddressInput>;
}) {
  const idPrefix = useId();
  const id = (field: AddressField) => `${idPrefix}-${field}`;
  const described = (field: AddressField, note?: string) => {
    const ids = [errors[field] ? `${id(field)}-error` : undefined, note].filter(Boolean).join(' ');
    return ids || undefined;
  };
  const errorOf = (field: AddressField) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className="checkout-field__error">
        {errors[field]}
      </p>
    ) : null;
  const text = (
    field: Exclude<AddressField, 'region'>,
    options: { required?: boolean; autoComplete: string; type?: string },
  ) => (
    <div className="checkout-field">
      <label htmlFor={id(field)}>{m[field]}</label>
      <input
        id={id(field)}
        name={field}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        required={options.required}
        defaultValue={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
      />
      {errorOf(field)}
    </div>
  );
  const regions = rules.regions;

  return (
    <>
      {text('fullName', { required: true, autoComplete: 'name' })}
      {text('organisation', { autoComplete: 'organization' })}
      {text('line1', { required: true, autoComplete: 'address-line1' })}
      {text('line2', { autoComplete: 'address-line2' })}
      {line3 ? text('line3', { autoComplete: 'address-line3' }) : null}
      {text('city', { required: true, autoComplete: 'address-level2' })}
      {regions ? (
        <div className="checkout-field">
          <label htmlFor={id('region')}>{regions.required ? m.region : m.regionOptional}</label>
          <select
            id={id('region')}
            name="region"
            autoComplete="address-level1"
            required={regions.required}
            defaultValue={values.region ?? ''}
            aria-invalid={errors.region ? true : undefined}
            aria-describedby={described('region')}
          >
            <option value="">{m.chooseRegion}</option>
            {regions.list.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
          {errorOf('region')}
        </div>
      ) : null}
      {text('postcode', { required: true, autoComplete: 'postal-code' })}
      <div className="checkout-field">
        <label htmlFor={`${idPrefix}-country`}>{m.country}</label>
        <input
          id={`${idPrefix}-country`}
          value={countryName}
          readOnly
          aria-describedby={`${idPrefix}-country-note`}
        />
        <p id={`${idPrefix}-country-note`} className="checkout-field__note">
          {format(m.countryNote, { country: countryName })}
        </p>
      </div>
      {text('phone', { autoComplete: 'tel', type: 'tel' })}
    </>
  );
}

/** `line3`: the store takes a third street line (the line3 address field flag, as commerce reads it). */
function NewAddress({
  locale,
  messages,
  rules,
  countryName,
  line3,
  dispatch,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  rules: CountryRules;
  countryName: string;
  line3: boolean;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const m = messages.address;
  const [result, action, pending] = useActionState(saveWithAccess, IDLE);
  const doctor = useFlag('address-doctor');
  const alert = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (result.status === 'saved') dispatch({ type: 'address-saved', address: result.address });
    if (result.status === 'invalid') {
      const first = ADDRESS_FIELDS.find((field) => result.errors[field]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
    if (result.status === 'error') alert.current?.focus();
  }, [result, dispatch]);

  const errors = result.status === 'invalid' ? result.errors : {};

  return (
    <>
      <form ref={form} action={action} className="checkout-form" noValidate>
        <input type="hidden" name="locale" value={locale} />
        {doctor ? <input type="hidden" name="addressDoctor" value="on" /> : null}
        <fieldset>
          <legend>{m.newHeading}</legend>
          {result.status === 'invalid' || result.status === 'error' ? (
            <p ref={alert} role="alert" tabIndex={-1} className="checkout-alert">
              {result.message}
            </p>
          ) : null}
          <AddressFields messages={m} rules={rules} countryName={countryName} line3={line3} errors={errors} />
        </fieldset>
        <button type="submit" className="button button--primary" disabled={pending} aria-disabled={pending}>
          {pending ? m.saving : m.save}
        </button>
      </form>
      {result.status === 'suggest' ? (
        <AddressDoctor
          locale={locale}
          messages={messages}
          countryName={countryName}
          suggestion={result.suggestion}
          entered={result.entered}
          action={action}
          pending={pending}
        />
      ) : null}
    </>
  );
}

/** Step 1: an address from the book, or a new one saved to it through commerce. */
export function AddressStep({
  locale,
  messages,
  state,
  rules,
  countryName,
  line3,
  dispatch,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  state: CheckoutState;
  rules: CountryRules;
  countryName: string;
  line3: boolean;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const newAddress = (
    <NewAddress
      locale={locale}
      messages={messages}
      rules={rules}
      countryName={countryName}
      line3={line3}
      dispatch={dispatch}
    />
  );
  if (state.addresses.length === 0) return newAddress;
  return (
    <>
      <SavedAddresses messages={messages} state={state} countryName={countryName} dispatch={dispatch} />
      <details className="checkout-new-address">
        <summary>{messages.address.newAddress}</summary>
        {newAddress}
      </details>
    </>
  );
}
