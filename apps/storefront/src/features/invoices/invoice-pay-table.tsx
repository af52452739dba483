'use client';

import type { InvoiceStatus } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { formatMinor } from '../checkout/checkout-money.ts';
import { amountStep, amountToPay, paymentParams, selectionTotal } from './invoice-amounts.ts';
import type { InvoicesMessages } from './messages.ts';

/** One invoice of the list, its texts already written by the server in the page's locale. */
export interface InvoiceRow {
  id: string;
  number: string;
  orderNumber: string;
  purchaseOrderNumber?: string;
  /** The organisation's name when the invoice is an organisation's (its finance members see it). */
  organisation?: string;
  issuedOn: string;
  issued: string;
  dueOn: string;
  due: string;
  total: string;
  paid: string;
  balance: string;
  status: InvoiceStatus;
  /** Minor units; 0 when nothing can be paid now (`notPayable` says why). */
  payable: number;
  payableText: string;
  /** The amount field's starting value: all that is payable, as the number input writes it. */
  defaultAmount: string;
  notPayable?: string;
}

type Texts = InvoicesMessages['list'];

/**
 * The list with its Pay form. Without script it is a plain GET form back to the list (`pay=1`), which
 * sends the customer on to the payment page; with script the running total and each amount's check
 * follow the typing, errors are announced, and Pay goes straight to the payment page. Either way
 * the payment page and commerce check every amount again.
 */
export function InvoicePayTable({
  locale,
  currency,
  rows,
  texts,
  statuses,
  filters,
}: {
  locale: Locale;
  currency: string;
  rows: readonly InvoiceRow[];
  texts: Texts;
  statuses: InvoicesMessages['statuses'];
  /** The list's filters, kept when the form comes back to the list without script. */
  filters: ReadonlyArray<readonly [string, string]>;
}) {
  const paths = storePaths(locale);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [amounts, setAmounts] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(rows.map((row) => [row.id, row.defaultAmount])),
  );
  const [submitted, setSubmitted] = useState(false);
  const firstInvalid = useRef<HTMLInputElement | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // With script the amounts are checked here, and the browser's own checks would stop Pay over a
  // row that is not even selected; without script they are the only check before the list.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  const selection = rows
    .filter((row) => selected.has(row.id))
    .map((row) => ({ id: row.id, payable: row.payable, amountText: amounts[row.id] ?? '' }));
  const errorOf = (row: InvoiceRow): string | undefined => {
    if (!selected.has(row.id)) return undefined;
    const amount = amountToPay(amounts[row.id] ?? '', row.payable, currency);
    if (amount.ok) return undefined;
    return format(texts.errors[amount.problem], {
      number: row.number,
      max: row.payableText,
      example: row.defaultAmount,
    });
  };
  const errors = rows.map(errorOf).filter((error): error is string => error !== undefined);
  const total = formatMinor(selectionTotal(selection, currency), currency, locale);

  function toggle(id: string, on: boolean) {
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const firstSelected = selection[0];
    if (!firstSelected) return;
    if (errors.length > 0) {
      firstInvalid.current?.focus();
      return;
    }
    window.location.assign(`${paths.invoicePayment(firstSelected.id)}?${paymentParams(selection)}`);
  }

  const firstInvalidId = rows.find((row) => errorOf(row) !== undefined)?.id;
  return (
    <form
      method="get"
      action={paths.invoices}
      ref={form}
      onSubmit={pay}
      className="invoice-pay"
      data-testid="invoice-pay-form"
    >
      {filters.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="invoice-table__scroll">
        <table className="order-table invoice-table" data-testid="invoice-table">
          <caption className="visually-hidden">{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.select}</th>
              <th scope="col">{texts.number}</th>
              <th scope="col">{texts.orderColumn}</th>
              <th scope="col">{texts.issued}</th>
              <th scope="col">{texts.due}</th>
              <th scope="col" className="order-table__number">
                {texts.total}
              </th>
              <th scope="col" className="order-table__number">
                {texts.paid}
              </th>
              <th scope="col" className="order-table__number">
                {texts.balance}
              </th>
              <th scope="col">{texts.statusColumn}</th>
              <th scope="col">{texts.amount}</th>
              <th scope="col">{texts.document}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const error = errorOf(row);
              const overdue = row.status === 'overdue';
              return (
                <tr key={row.id} data-testid="invoice-row" data-status={row.status}>
                  <td>
                    {row.notPayable ? (
                      <span className="invoice-table__not-payable">{row.notPayable}</span>
                    ) : (
                      <input
                        type="checkbox"
                        name="invoice"
                        value={row.id}
                        checked={selected.has(row.id)}
                        onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                        aria-label={format(texts.selectInvoice, { number: row.number })}
                      />
                    )}
                  </td>
                  <th scope="row">
                    <a href={storePaths(locale).invoice(row.id)}>{row.number}</a>
                    {row.organisation ? (
                      <span className="invoice-table__po" data-testid="invoice-organisation">
                        {format(texts.forOrganisation, { name: row.organisation })}
                      </span>
                    ) : null}
                  </th>
                  <td>
                    <a href={paths.order(row.orderNumber)}>{row.orderNumber}</a>
                    {row.purchaseOrderNumber ? (
                      <span className="invoice-table__po">
                        {format(texts.poNumber, { number: row.purchaseOrderNumber })}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <time dateTime={row.issuedOn}>{row.issued}</time>
                  </td>
                  <td>
                    <time dateTime={row.dueOn}>{row.due}</time>
                  </td>
                  <td className="order-table__number">{row.total}</td>
                  <td className="order-table__number">{row.paid}</td>
                  <td className="order-table__number">{row.balance}</td>
                  <td className={overdue ? 'invoice-status invoice-status--overdue' : 'invoice-status'}>
                    {overdue ? <span aria-hidden="true">⚠ </span> : null}
                    {statuses[row.status]}
                  </td>
                  <td>
                    {row.notPayable ? null : (
                      <>
                        <input
                          ref={row.id === firstInvalidId ? firstInvalid : undefined}
                          className="invoice-amount"
                          type="number"
                          inputMode="decimal"
                          name={`amount-${row.id}`}
                          min={amountStep(currency)}
                          max={row.defaultAmount}
                          step={amountStep(currency)}
                          value={amounts[row.id] ?? ''}
                          onChange={(event) => {
                            const text = event.currentTarget.value;
                            setAmounts((before) => ({ ...before, [row.id]: text }));
                          }}
                          aria-label={format(texts.amountFor, { number: row.number })}
                          aria-describedby={`invoice-amount-hint-${row.id}`}
                          aria-invalid={error !== undefined}
                        />
                        <span
                          id={`invoice-amount-hint-${row.id}`}
                          className="invoice-amount__hint"
                          aria-live="polite"
                        >
                          {error ?? format(texts.amountHint, { max: row.payableText })}
                        </span>
                      </>
                    )}
                  </td>
                  <td>
                    <a
                      href={paths.invoicePdf(row.id)}
                      aria-label={format(texts.pdfFor, { number: row.number })}
                    >
                      {texts.pdf}
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="invoice-pay__summary">
        <p aria-live="polite" data-testid="invoice-selection-total">
          {selection.length === 0
            ? texts.selectionNone
            : format(texts.selectionTotal, { count: selection.length, total })}
        </p>
        <div role="alert" className="invoice-pay__errors">
          {submitted && selection.length === 0 ? <p>{texts.errors.none}</p> : null}
          {submitted && errors.length > 0 ? (
            <ul>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <p className="invoice-pay__help">{texts.payHelp}</p>
        <button type="submit" name="pay" value="1" className="button button--primary">
          {texts.pay}
        </button>
      </div>
    </form>
  );
}
