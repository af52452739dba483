import type { InvoiceSummary } from '@store/contracts/commerce';
import { fromMinor, toMinor } from '../checkout/checkout-money.ts';

/**
 * The amounts a customer types on the invoice list: in the currency's major unit, with a dot as
 * the number input gives them (120.50; whole yen). Everything here only guides the customer; the
 * payment page and commerce check every amount again against what is payable then.
 */

const digitsOf = (currency: string) => String(toMinor(1, currency)).length - 1;

export type AmountProblem = 'invalid' | 'notPositive' | 'overPayable';

export type Amount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** "12.50" in USD is 1250; more decimals than the currency has (12.505 USD, 10.5 JPY) is invalid. */
export function parseAmount(raw: string, currency: string): Amount {
  const text = raw.trim();
  if (!DECIMAL.test(text)) return { ok: false, problem: 'invalid' };
  const value = Number(text);
  const minor = toMinor(value, currency);
  if (!Number.isSafeInteger(minor) || fromMinor(minor, currency) !== value) {
    return { ok: false, problem: 'invalid' };
  }
  if (minor <= 0) return { ok: false, problem: 'notPositive' };
  return { ok: true, minor };
}

/** The amount to pay of an invoice: what was typed, at most `payable`, or, when nothing was, all that is payable. */
export function amountToPay(raw: string | undefined, payable: number, currency: string): Amount {
  if (raw === undefined)
    return payable > 0 ? { ok: true, minor: payable } : { ok: false, problem: 'notPositive' };
  const amount = parseAmount(raw, currency);
  if (amount.ok && amount.minor > payable) return { ok: false, problem: 'overPayable' };
  return amount;
}

/** An amount as the number input writes it: 120.50, 1200 (JPY). */
export function majorAmountText(minor: number, currency: string): string {
  return fromMinor(minor, currency).toFixed(digitsOf(currency));
}

/** The smallest amount the currency can pay, for the number input's `step` and `min`. */
export const amountStep = (currency: string) => majorAmountText(1, currency);

/** The form field, and the payment page's search parameter, that carries one invoice's amount. */
export const amountField = (invoiceId: string) => `amount-${invoiceId}`;

export type NotPayableReason = 'paid' | 'credited' | 'cancelled' | 'in-progress' | 'credit-note';

/** Why an invoice cannot be selected for payment now; undefined when some of it can be paid. */
export function notPayableReason(
  invoice: Pick<InvoiceSummary, 'kind' | 'status' | 'balance' | 'payable'>,
): NotPayableReason | undefined {
  if (invoice.kind === 'credit-note') return 'credit-note';
  if (invoice.payable > 0) return undefined;
  if (invoice.status === 'credited' || invoice.status === 'cancelled') return invoice.status;
  return invoice.balance > 0 ? 'in-progress' : 'paid';
}

/** An invoice chosen for payment and the amount typed for it. */
export interface PayField {
  id: string;
  amountText: string;
}

export interface SelectedInvoice extends PayField {
  payable: number;
}

/** The fields of the payment page's address: `invoice` per invoice, in order, and `amount-{id}`. */
export function paymentParams(selection: readonly PayField[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const { id } of selection) params.append('invoice', id);
  for (const { id, amountText } of selection) params.set(amountField(id), amountText.trim());
  return params;
}

/** The sum of the selection's valid amounts, in minor units: what the running total shows. */
export function selectionTotal(selection: readonly SelectedInvoice[], currency: string): number {
  return selection.reduce((sum, invoice) => {
    const amount = amountToPay(invoice.amountText, invoice.payable, currency);
    return amount.ok ? sum + amount.minor : sum;
  }, 0);
}
