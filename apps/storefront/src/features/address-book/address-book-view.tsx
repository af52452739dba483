'use client';

import type { Address } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { ADDRESS_FIELDS } from '../checkout/address-fields.ts';
import type { CountryRules } from '../checkout/address-rules.ts';
import { AddressFields, AddressSummary } from '../checkout/address-step.tsx';
import type { CheckoutMessages } from '../checkout/messages.ts';
import {
  makeDefaultAddress,
  removeBookAddress,
  saveBookAddress,
  type BookActionState,
} from './address-book-actions.ts';
import type { AddressBookMessages } from './messages.ts';

const save = retryingOnCartAccess(saveBookAddress);
const remove = retryingOnCartAccess(removeBookAddress);
const makeDefault = retryingOnCartAccess(makeDefaultAddress);
const IDLE: BookActionState = { status: 'idle' };

interface Shared {
  locale: Locale;
  messages: AddressBookMessages;
  addressMessages: CheckoutMessages['address'];
  rules: CountryRules;
  countryName: string;
  line3: boolean;
}

/**
 * A new address, or a change to `address`, with checkout's fields and checks and the institution
 * flag. `onDone` is told once the book has it.
 */
function AddressForm({
  locale,
  messages,
  addressMessages,
  rules,
  countryName,
  line3,
  address,
  onDone,
  onCancel,
}: Shared & { address?: Address; onDone: () => void; onCancel: () => void }) {
  const [result, action, pending] = useActionState(save, IDLE);
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const institutionId = useId();

  const seen = useRef(result);

  // onDone is a new function at each render: each result is acted on once.
  useEffect(() => {
    if (result === seen.current) return;
    seen.current = result;
    if (result.status === 'saved') onDone();
    if (result.status === 'invalid') {
      const first = ADDRESS_FIELDS.find((field) => result.errors[field]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      else alert.current?.focus();
    }
    if (result.status === 'error') alert.current?.focus();
  }, [result, onDone]);

  return (
    <form ref={form} action={action} className="checkout-form" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
      <fieldset>
        <legend>{address ? messages.editHeading : messages.addHeading}</legend>
        {result.status === 'invalid' || result.status === 'error' ? (
          <p ref={alert} role="alert" tabIndex={-1} className="checkout-alert">
            {result.message}
          </p>
        ) : null}
        <AddressFields
          messages={addressMessages}
          rules={rules}
          countryName={countryName}
          line3={line3}
          errors={result.status === 'invalid' ? result.errors : {}}
          values={address}
        />
        <div className="checkout-field">
          <span>
            <input
              id={institutionId}
              name="institution"
              type="checkbox"
              defaultChecked={address?.institution === true}
              aria-describedby={`${institutionId}-hint`}
            />{' '}
            <label htmlFor={institutionId}>{messages.institutionField}</label>
          </span>
          <p id={`${institutionId}-hint`} className="checkout-field__note">
            {messages.institutionHint}
          </p>
        </div>
      </fieldset>
      <div className="address-book-actions">
        <button type="submit" className="button button--primary" disabled={pending} aria-disabled={pending}>
          {pending ? messages.saving : messages.save}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {messages.cancel}
        </button>
      </div>
    </form>
  );
}

/** One button that sends one change of the book; disabled while it is on its way (single flight). */
function BookAction({
  locale,
  messages,
  action,
  fields,
  label,
  primary = false,
  onDone,
}: {
  locale: Locale;
  messages: AddressBookMessages;
  action: typeof remove;
  fields: Record<string, string>;
  label: string;
  primary?: boolean;
  onDone: () => void;
}) {
  const [result, send, pending] = useActionState(action, IDLE);
  const seen = useRef(result);
  useEffect(() => {
    if (result === seen.current) return;
    seen.current = result;
    if (result.status === 'saved') onDone();
  }, [result, onDone]);
  return (
    <form action={send}>
      <input type="hidden" name="locale" value={locale} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={primary ? 'button button--primary' : 'button'}
        disabled={pending}
        aria-disabled={pending}
      >
        {pending ? messages.working : label}
      </button>
      {result.status === 'error' || result.status === 'invalid' ? (
        <p role="alert" className="checkout-alert">
          {result.message}
        </p>
      ) : null}
    </form>
  );
}

function AddressEntry(props: Shared & { address: Address; onDone: () => void }) {
  const { locale, messages, countryName, address, onDone } = props;
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const headingId = useId();
  const marks = [
    address.institution ? messages.institution : messages.home,
    ...(address.isDefault ? [messages.defaultDelivery] : []),
    ...(address.isDefaultBilling ? [messages.defaultBilling] : []),
  ];
  const target = { addressId: address.id };
  const done = () => {
    setMode('view');
    onDone();
  };

  return (
    <li className="address-book-entry" aria-labelledby={headingId} data-testid="address-book-entry">
      <h2 id={headingId} className="visually-hidden">
        {address.fullName}, {address.line1}
      </h2>
      <AddressSummary address={address} countryName={countryName} />
      <ul className="address-book-marks" data-testid="address-book-marks">
        {marks.map((mark) => (
          <li key={mark}>{mark}</li>
        ))}
      </ul>
      {mode === 'edit' ? (
        <AddressForm {...props} onDone={done} onCancel={() => setMode('view')} />
      ) : mode === 'remove' ? (
        <div role="group" aria-label={messages.remove}>
          <p>{messages.removeQuestion}</p>
          <div className="address-book-actions">
            <BookAction
              locale={locale}
              messages={messages}
              action={remove}
              fields={target}
              label={messages.removeYes}
              primary
              onDone={done}
            />
            <button type="button" className="button" onClick={() => setMode('view')}>
              {messages.removeNo}
            </button>
          </div>
        </div>
      ) : (
        <div className="address-book-actions">
          <button type="button" className="button" onClick={() => setMode('edit')}>
            {messages.edit}
          </button>
          {address.isDefault ? null : (
            <BookAction
              locale={locale}
              messages={messages}
              action={makeDefault}
              fields={{ ...target, defaultFor: 'delivery' }}
              label={messages.makeDefaultDelivery}
              onDone={onDone}
            />
          )}
          {address.isDefaultBilling ? null : (
            <BookAction
              locale={locale}
              messages={messages}
              action={makeDefault}
              fields={{ ...target, defaultFor: 'billing' }}
              label={messages.makeDefaultBilling}
              onDone={onDone}
            />
          )}
          <button type="button" className="button" onClick={() => setMode('remove')}>
            {messages.remove}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The address book: each address with its marks (institution or home, the default delivery and
 * billing addresses) and what can be done with it; a new address below. Every change is a server
 * action after which the server renders the book again.
 */
export function AddressBookView(props: Shared & { addresses: Address[] }) {
  const { messages, addresses } = props;
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');
  const done = () => setNotice(messages.saved);

  return (
    <>
      <p>{messages.intro}</p>
      <p role="status" data-testid="address-book-notice">
        {notice}
      </p>
      {addresses.length === 0 ? (
        <p>{messages.empty}</p>
      ) : (
        <ul className="address-book-list" aria-label={messages.caption}>
          {addresses.map((address) => (
            <AddressEntry key={address.id} {...props} address={address} onDone={done} />
          ))}
        </ul>
      )}
      {adding ? (
        <AddressForm
          {...props}
          onDone={() => {
            setAdding(false);
            done();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <p>
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            {messages.add}
          </button>
        </p>
      )}
    </>
  );
}
