'use client';

import type { InvoicePaymentMethod } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { format } from '../../i18n/format.ts';
import { retryingOnCartAccess } from '../cart/cart-access-retry.ts';
import { formatMinor } from '../checkout/checkout-money.ts';
import { payInvoices, type PayState } from './invoice-payment-actions.ts';
import type { InvoicePaymentMessages } from './messages.ts';
import { amountField, amountStep, majorAmountText, parseAmount } from '../invoices/invoice-amounts.ts';

const IDLE: PayState = { status: 'idle' };
const payWithAccess = retryingOnCartAccess(payInvoices);
const METHODS: readonly InvoicePaymentMethod[] = ['card', 'bank-transfer'];

/** An invoice as the form shows it; dates and balances already written in the locale. */
export interface PaymentRow {
  id: string;
  number: string;
  dueOn: string;
  balance: string;
  currency: string;
  /** Minor units: at most this can be paid now. */
  payable: number;
  /** The amount as the address gave it, or all that is payable. */
  amount: string;
}

/**
 * The invoices with an amount each (editable, at most what is payable), the total of what is typed,
 * the method and one Pay button. The Idempotency-Key was made when the page was rendered, so a second
 * click or the same form sent again names the same payment; the button works once at a time. What
 * is charged is what commerce computes from the amounts, never this total.
 */
export function InvoicePaymentForm({
  locale,
  invoiceId,
  rows,
  idempotencyKey,
  blocked,
  messages: m,
}: {
  locale: Locale;
  invoiceId: string;
  rows: PaymentRow[];
  idempotencyKey: string;
  /** Something only another page can fix (paid, cancelled, mixed currencies): Pay is not offered. */
  blocked: boolean;
  messages: InvoicePaymentMessages;
}) {
  const id = useId();
  const [state, pay, paying] = useActionState(payWithAccess, IDLE);
  const [amounts, setAmounts] = useState(() => Object.fromEntries(rows.map((row) => [row.id, row.amount])));
  const [method, setMethod] = useState<InvoicePaymentMethod>('card');
  const sent = useRef(false);
  const alert = useRef<HTMLDivElement>(null);
  const refused = state.status === 'refused' ? state : undefined;

  useEffect(() => {
    sent.current = false;
    if (refused) alert.current?.focus();
  }, [refused]);

  const currency = rows[0]?.currency ?? 'USD';
  const total = rows.reduce((sum, row) => {
    const amount = parseAmount(amounts[row.id] ?? '', row.currency);
    return amount.ok ? sum + amount.minor : sum;
  }, 0);

  return (
    <form
      action={pay}
      noValidate
      className="checkout-place invoice-payment__form"
      onSubmit={(event) => {
        if (sent.current) event.preventDefault();
        sent.current = true;
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="invoiceId" value={invoiceId} />
      <input type="hidden" name="idempotencyKey" value={refused?.idempotencyKey ?? idempotencyKey} />
      {refused ? (
        <div role="alert" className="checkout-alert" ref={alert} tabIndex={-1}>
          <p>{refused.message}</p>
        </div>
      ) : null}
      <table className="checkout-price" data-testid="invoice-payment-lines">
        <thead>
          <tr>
            <th scope="col">{m.payment.invoice}</th>
            <th scope="col">{m.payment.dueOn}</th>
            <th scope="col">{m.payment.balance}</th>
            <th scope="col">{m.payment.amount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const errors = refused?.invoices?.[row.id] ?? [];
            const errorId = `${id}-${row.id}-error`;
            const noteId = `${id}-${row.id}-note`;
            return (
              <tr key={row.id} data-testid="invoice-payment-line">
                <th scope="row">
                  <input type="hidden" name="invoice" value={row.id} />
                  {row.number}
                </th>
                <td>{row.dueOn}</td>
                <td>{row.balance}</td>
                <td>
                  <input
                    type="number"
                    inputMode="decimal"
                    name={amountField(row.id)}
                    aria-label={format(m.payment.amountOf, { number: row.number })}
                    aria-describedby={errors.length > 0 ? `${noteId} ${errorId}` : noteId}
                    aria-invalid={errors.length > 0 || undefined}
                    min={amountStep(row.currency)}
                    step={amountStep(row.currency)}
                    max={majorAmountText(row.payable, row.currency)}
                    value={amounts[row.id] ?? ''}
                    onChange={(event) => setAmounts({ ...amounts, [row.id]: event.target.value })}
                    disabled={row.payable === 0 || paying}
                  />
                  <span id={noteId} className="checkout-field__note">
                    {format(m.payment.atMost, { max: formatMinor(row.payable, row.currency, locale) })}
                  </span>
                  {errors.length > 0 ? (
                    <span id={errorId} className="checkout-field__error">
                      {errors.join(' ')}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="checkout-totals">
        <div className="checkout-totals__row checkout-totals__total">
          <dt>{m.payment.total}</dt>
          <dd data-testid="invoice-payment-total">{formatMinor(total, currency, locale)}</dd>
        </div>
      </dl>
      <fieldset className="checkout-fieldset">
        <legend>{m.payment.method}</legend>
        {METHODS.map((choice) => (
          <label key={choice} className="checkout-choice">
            <input
              type="radio"
              name="method"
              value={choice}
              checked={method === choice}
              onChange={() => setMethod(choice)}
              disabled={paying}
            />{' '}
            <span data-testid={`invoice-payment-${choice}`}>{m.payment.methods[choice]}</span>
          </label>
        ))}
        <p className="checkout-field__note">{m.payment.methodNotes[method]}</p>
      </fieldset>
      {blocked ? null : (
        <button type="submit" className="button button--primary" disabled={paying} aria-disabled={paying}>
          {paying ? m.payment.paying : m.payment.pay}
        </button>
      )}
      {paying ? (
        <p role="status" className="visually-hidden">
          {m.payment.paying}
        </p>
      ) : null}
    </form>
  );
}
