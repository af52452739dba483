import type { Invoice } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { formatMinor } from '../checkout/checkout-money.ts';
import type { InvoicePaymentMessages } from './messages.ts';
import { majorAmountText } from '../invoices/invoice-amounts.ts';
import type { CheckedSelection, InvoiceProblem } from './payment-problems.ts';

/** One problem of one invoice in the customer's words, its amounts in the locale's format. */
export function problemText(
  problem: InvoiceProblem,
  invoice: Invoice,
  locale: Locale,
  m: InvoicePaymentMessages['problems'],
): string {
  const number = invoice.number;
  const money = (amount: number) => formatMinor(amount, invoice.currency, locale);
  switch (problem.kind) {
    case 'paid':
    case 'closed':
    case 'notPositive':
      return format(m[problem.kind], { number });
    case 'invalid':
      return format(m.invalid, { number, example: majorAmountText(invoice.payable, invoice.currency) });
    case 'overPayable':
      return format(m.overPayable, { number, max: money(problem.max) });
    case 'inProgress':
      return format(m.inProgress, { number, amount: money(problem.amount), receipt: problem.receiptNumber });
  }
}

/** Each invoice's problems as texts, by invoice id; only invoices with one. */
export function problemTexts(
  checked: CheckedSelection,
  locale: Locale,
  m: InvoicePaymentMessages['problems'],
): Record<string, string[]> {
  return Object.fromEntries(
    checked.invoices
      .filter(({ problems }) => problems.length > 0)
      .map(({ invoice, problems }) => [
        invoice.id,
        problems.map((problem) => problemText(problem, invoice, locale, m)),
      ]),
  );
}
