'use client';

import type { PaymentOptions, PaymentType } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { format } from '../../i18n/format.ts';
import type { CountryRules } from './address-rules.ts';
import { formatMinor } from './checkout-money.ts';
import { useCheckoutPrice } from './checkout-pricing.ts';
import { checkoutChoices, type CheckoutAction, type CheckoutState } from './checkout-steps-state.ts';
import type { CheckoutMessages } from './messages.ts';
import {
  availability,
  checkPaymentForm,
  offeredTypes,
  PAYMENT_FIELDS,
  type PaymentChoice,
  type PaymentErrors,
  type PaymentField,
} from './payment-form.ts';

/** How a VAT number is written in each store that takes one: the hint beside the field. */
const VAT_EXAMPLES: Record<string, string> = { GB: 'GB123456789', NL: 'NL123456789B01', ES: 'ESX1234567X' };

const today = () => new Date().toISOString().slice(0, 10);

/** The finished step: the chosen payment type and what goes with it. */
export function PaymentSummary({
  messages,
  payment,
}: {
  messages: CheckoutMessages;
  payment: PaymentChoice;
}) {
  const m = messages.payment;
  const parts = [
    m.types[payment.type],
    payment.purchaseOrderNumber
      ? format(m.summaryPurchaseOrder, { number: payment.purchaseOrderNumber })
      : undefined,
    payment.vatNumber ? format(m.summaryVat, { number: payment.vatNumber }) : undefined,
    payment.taxExemption
      ? format(m.summaryExempt, { certificate: payment.taxExemption.certificate })
      : undefined,
  ].filter((part): part is string => Boolean(part));
  return (
    <p data-testid="checkout-payment-summary">
      {messages.steps.chosenPayment} {parts.join(' · ')}
    </p>
  );
}

/**
 * The payment step: the types commerce offers this customer's store (a type with a minimum total is
 * shown, but disabled below it, with the amount), a PO number for a purchase order, a VAT number
 * where the store takes one, and a tax exemption certificate in the US and Canadian stores.
 * Checked here field by field; commerce's refusals of the same fields come back to them.
 */
export function PaymentStep({
  locale,
  messages,
  options,
  rules,
  state,
  dispatch,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  options: PaymentOptions;
  rules: CountryRules;
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const m = messages.payment;
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const offered = offeredTypes(options);
  const [chosen, setChosen] = useState<PaymentType>(state.payment.type);
  const [exempt, setExempt] = useState(state.payment.taxExemption !== undefined);
  const [errors, setErrors] = useState<PaymentErrors>(state.paymentErrors);

  const needsTotal = offered.some((option) => option.minimumTotal !== undefined);
  const choices = checkoutChoices(state);
  const [priced] = useCheckoutPrice(locale, needsTotal && choices ? choices : undefined);
  const total = priced.status === 'priced' ? priced.price.totals.total : undefined;

  // Opened again on commerce's refusal: the first field it named takes the focus.
  useEffect(() => {
    const first = PAYMENT_FIELDS.find((field) => state.paymentErrors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state.paymentErrors]);

  const id = (field: PaymentField) => `${idPrefix}-${field}`;
  const describedBy = (field: PaymentField, note?: string) =>
    [errors[field] ? `${id(field)}-error` : undefined, note].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: PaymentField) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className="checkout-field__error">
        {errors[field]}
      </p>
    ) : null;
  const money = (amount: number) => formatMinor(amount, options.currency, locale);
  const regions = rules.regions?.list ?? [];

  return (
    <form
      ref={form}
      className="checkout-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const fields = Object.fromEntries(
          [...new FormData(event.currentTarget).entries()].filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
        const checked = checkPaymentForm(fields, { options, total, regions, today: today(), exempt }, m);
        if (checked.ok) {
          dispatch({ type: 'payment-chosen', payment: checked.choice });
          return;
        }
        setErrors(checked.errors);
        const first = PAYMENT_FIELDS.find((field) => checked.errors[field]);
        const target = form.current?.querySelector<HTMLElement>(`[name="${first}"]`);
        if (target) target.focus();
        else alert.current?.focus();
      }}
    >
      {Object.keys(errors).length > 0 ? (
        <p ref={alert} role="alert" tabIndex={-1} className="checkout-alert">
          {m.errorSummary}
        </p>
      ) : null}
      <fieldset aria-describedby={errors.paymentType ? `${id('paymentType')}-error` : undefined}>
        <legend>{m.legend}</legend>
        {offered.map((option) => {
          const pending = option.minimumTotal !== undefined && total === undefined;
          const open = availability(option, total);
          const note = `${idPrefix}-${option.type}-note`;
          return (
            <div className="checkout-choice" key={option.type}>
              <input
                type="radio"
                name="paymentType"
                id={`${idPrefix}-${option.type}`}
                value={option.type}
                checked={chosen === option.type}
                disabled={pending || !open.available}
                onChange={() => setChosen(option.type)}
                aria-describedby={note}
              />
              <label htmlFor={`${idPrefix}-${option.type}`}>{m.types[option.type]}</label>
              <p id={note} className="checkout-field__note">
                {pending
                  ? m.loading
                  : open.available
                    ? m.notes[option.type]
                    : format(m.belowMinimum, { amount: money(open.minimumTotal), total: money(total ?? 0) })}
              </p>
            </div>
          );
        })}
        {errorOf('paymentType')}
      </fieldset>

      {chosen === 'purchase-order' ? (
        <div className="checkout-field">
          <label htmlFor={id('purchaseOrderNumber')}>{m.poNumber}</label>
          <input
            id={id('purchaseOrderNumber')}
            name="purchaseOrderNumber"
            required
            maxLength={35}
            defaultValue={state.payment.purchaseOrderNumber}
            aria-invalid={errors.purchaseOrderNumber ? true : undefined}
            aria-describedby={describedBy('purchaseOrderNumber')}
          />
          {errorOf('purchaseOrderNumber')}
        </div>
      ) : null}

      {options.vatNumbers ? (
        <div className="checkout-field">
          <label htmlFor={id('vatNumber')}>{m.vatNumber}</label>
          <input
            id={id('vatNumber')}
            name="vatNumber"
            autoComplete="off"
            maxLength={24}
            defaultValue={state.payment.vatNumber}
            aria-invalid={errors.vatNumber ? true : undefined}
            aria-describedby={describedBy('vatNumber', `${id('vatNumber')}-note`)}
          />
          <p id={`${id('vatNumber')}-note`} className="checkout-field__note">
            {format(m.vatNote, { example: VAT_EXAMPLES[rules.country] ?? 'GB123456789' })}
          </p>
          {errorOf('vatNumber')}
        </div>
      ) : null}

      {options.taxExemption ? (
        <div className="checkout-exemption">
          <div className="checkout-choice">
            <input
              type="checkbox"
              id={`${idPrefix}-exempt`}
              checked={exempt}
              onChange={(event) => setExempt(event.target.checked)}
              aria-controls={`${idPrefix}-exemption`}
              aria-describedby={`${idPrefix}-exempt-note`}
            />
            <label htmlFor={`${idPrefix}-exempt`}>{m.exempt}</label>
            <p id={`${idPrefix}-exempt-note`} className="checkout-field__note">
              {m.exemptNote}
            </p>
          </div>
          <fieldset id={`${idPrefix}-exemption`} hidden={!exempt}>
            <legend className="visually-hidden">{m.exempt}</legend>
            <div className="checkout-field">
              <label htmlFor={id('taxCertificate')}>{m.certificate}</label>
              <input
                id={id('taxCertificate')}
                name="taxCertificate"
                required={exempt}
                maxLength={40}
                defaultValue={state.payment.taxExemption?.certificate}
                aria-invalid={errors.taxCertificate ? true : undefined}
                aria-describedby={describedBy('taxCertificate')}
              />
              {errorOf('taxCertificate')}
            </div>
            <div className="checkout-field">
              <label htmlFor={id('taxJurisdiction')}>{m.jurisdiction}</label>
              <select
                id={id('taxJurisdiction')}
                name="taxJurisdiction"
                required={exempt}
                defaultValue={state.payment.taxExemption?.jurisdiction ?? ''}
                aria-invalid={errors.taxJurisdiction ? true : undefined}
                aria-describedby={describedBy('taxJurisdiction')}
              >
                <option value="">{m.chooseJurisdiction}</option>
                {regions.map((region) => (
                  <option key={region.code} value={region.code}>
                    {region.name}
                  </option>
                ))}
              </select>
              {errorOf('taxJurisdiction')}
            </div>
            <div className="checkout-field">
              <label htmlFor={id('taxExpiresOn')}>{m.expiresOn}</label>
              <input
                id={id('taxExpiresOn')}
                name="taxExpiresOn"
                type="date"
                required={exempt}
                min={today()}
                defaultValue={state.payment.taxExemption?.expiresOn}
                aria-invalid={errors.taxExpiresOn ? true : undefined}
                aria-describedby={describedBy('taxExpiresOn')}
              />
              {errorOf('taxExpiresOn')}
            </div>
          </fieldset>
        </div>
      ) : null}

      <button type="submit" className="button button--primary">
        {messages.steps.continue}
      </button>
    </form>
  );
}
