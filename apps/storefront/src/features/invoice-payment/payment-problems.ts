import type { Invoice } from '@store/contracts/commerce';
import type { CommerceProblemBody } from '../../clients/commerce/commerce-client.ts';
import { isKeyInUse } from '../checkout/checkout-refusals.ts';
import { amountToPay, parseAmount } from '../invoices/invoice-amounts.ts';
import type { SelectedInvoice } from './payment-selection.ts';

/**
 * What stands in the way of paying the selected invoices, found before the customer leaves the store
 * (the same checks commerce makes: requirements §13's "refused with a clear message"), and commerce's
 * own refusals of a payment as the message the page shows. A problem's English detail is for logs.
 */

export type InvoiceProblem =
  | { kind: 'paid' }
  | { kind: 'closed' }
  | { kind: 'invalid' }
  | { kind: 'notPositive' }
  | { kind: 'overPayable'; max: number }
  /** Another payment holds part of the balance until it is paid or cancelled. */
  | { kind: 'inProgress'; paymentId: string; receiptNumber: string; amount: number };

export interface CheckedInvoice {
  invoice: Invoice;
  /** Minor units; absent when this invoice cannot be paid as asked. */
  amount?: number;
  problems: InvoiceProblem[];
}

export interface CheckedSelection {
  invoices: CheckedInvoice[];
  mixedCurrencies: boolean;
  /** What commerce is asked for, once nothing stands in the way. */
  allocations?: { invoiceId: string; amount: number }[];
}

const CLOSED = new Set<Invoice['status']>(['cancelled', 'credited']);

function checkInvoice(invoice: Invoice, raw: string | undefined): CheckedInvoice {
  if (invoice.kind === 'credit-note' || CLOSED.has(invoice.status)) {
    return { invoice, problems: [{ kind: 'closed' }] };
  }
  if (invoice.balance === 0) return { invoice, problems: [{ kind: 'paid' }] };
  const inProgress: InvoiceProblem[] = invoice.payments
    .filter((payment) => payment.status === 'pending')
    .map(({ paymentId, receiptNumber, amount }) => ({
      kind: 'inProgress',
      paymentId,
      receiptNumber,
      amount,
    }));
  if (invoice.payable === 0) {
    return {
      invoice,
      problems: inProgress.length > 0 ? inProgress : [{ kind: 'overPayable', max: 0 }],
    };
  }
  const amount = amountToPay(raw, invoice.payable, invoice.currency);
  if (amount.ok) return { invoice, amount: amount.minor, problems: inProgress };
  const problem: InvoiceProblem =
    amount.problem === 'overPayable'
      ? { kind: 'overPayable', max: invoice.payable }
      : { kind: amount.problem };
  return { invoice, problems: [problem, ...inProgress] };
}

/** `invoices` are the selection's, in its order. */
export function checkSelection(
  selection: readonly SelectedInvoice[],
  invoices: readonly Invoice[],
): CheckedSelection {
  const checked = selection.flatMap(({ invoiceId, amount }) => {
    const invoice = invoices.find((candidate) => candidate.id === invoiceId);
    return invoice ? [checkInvoice(invoice, amount)] : [];
  });
  const mixedCurrencies = new Set(checked.map(({ invoice }) => invoice.currency)).size > 1;
  const allocations = checked.flatMap(({ invoice, amount }) =>
    amount === undefined ? [] : [{ invoiceId: invoice.id, amount }],
  );
  const payable = !mixedCurrencies && checked.length > 0 && allocations.length === checked.length;
  return { invoices: checked, mixedCurrencies, ...(payable ? { allocations } : {}) };
}

const HELD = new Set<InvoiceProblem['kind']>(['inProgress', 'overPayable']);

/**
 * When all that stands in the way is amounts held by payments in progress, the request may be this
 * page's own, sent again (a second click, the back button): commerce answers the same Idempotency-Key
 * and request with the payment it made, and refuses anything else. These are the typed amounts to
 * send it; undefined when something else is wrong.
 */
export function heldAllocations(
  selection: readonly SelectedInvoice[],
  checked: CheckedSelection,
): { invoiceId: string; amount: number }[] | undefined {
  if (checked.mixedCurrencies || checked.invoices.length !== selection.length) return undefined;
  const held = checked.invoices.some(({ problems }) => problems.some(({ kind }) => kind === 'inProgress'));
  const onlyHeld = checked.invoices.every(({ problems }) => problems.every(({ kind }) => HELD.has(kind)));
  if (!held || !onlyHeld) return undefined;
  const allocations = checked.invoices.map(({ invoice }, index) => {
    const raw = selection[index]?.amount;
    const amount = raw === undefined ? undefined : parseAmount(raw, invoice.currency);
    return amount?.ok ? { invoiceId: invoice.id, amount: amount.minor } : undefined;
  });
  return allocations.every((allocation) => allocation !== undefined) ? allocations : undefined;
}

export type Refusal =
  | 'sessionEnded'
  | 'unknownInvoice'
  | 'paid'
  | 'overPayable'
  | 'mixedCurrencies'
  | 'busy'
  | 'changed'
  | 'generic';

const pointsAtAmount = (problem: CommerceProblemBody) =>
  problem.errors?.some((error) => /^body\.allocations\.\d+\.amount$/.test(error.path)) ?? false;

/** Commerce's refusal of a payment (services/commerce/README.md, "Invoices") as the page words it. */
export function refusalOf(problem: CommerceProblemBody): Refusal {
  if (problem.status === 401) return 'sessionEnded';
  if (problem.status === 404) return 'unknownInvoice';
  if (isKeyInUse(problem)) return 'busy';
  if (problem.status === 409) return 'paid';
  if (problem.status === 422) {
    if (/Idempotency-Key/.test(problem.detail)) return 'changed';
    if (/currenc/i.test(problem.detail)) return 'mixedCurrencies';
    if (pointsAtAmount(problem) || /payable|balance/i.test(problem.detail)) return 'overPayable';
  }
  return 'generic';
}
