import type { InvoiceSummary } from '@store/contracts/commerce';
import { majorAmountText } from './invoice-amounts.ts';
import type { InvoicesMessages } from './messages.ts';

/**
 * The invoice list as CSV (RFC 4180): a header row in the locale's language, then one row per
 * invoice with machine-readable values: amounts as plain decimals with a dot, dates as YYYY-MM-DD.
 * A UTF-8 byte order mark lets spreadsheet programs read the accents and CJK of the headers.
 */

export const CSV_BOM = '\uFEFF';

/** A spreadsheet runs a cell starting with one of these as a formula; a leading ' keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Amounts are numbers the program writes itself, so they skip the formula guard (a credit reads -12.00). */
const plain = (value: string) => ({ plain: value });
type Cell = string | { plain: string };

export function csvDocument(rows: readonly (readonly Cell[])[]): string {
  const lines = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? csvCell(cell) : cell.plain)));
  return `${CSV_BOM}${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

export function invoicesCsv(invoices: readonly InvoiceSummary[], messages: InvoicesMessages): string {
  const h = messages.csv;
  const header = [h.number, h.kind, h.status, h.order, h.purchaseOrder, h.issued, h.due, h.currency];
  const amounts = [h.total, h.paid, h.balance];
  const rows = invoices.map((invoice) => {
    const amount = (minor: number) => plain(majorAmountText(minor, invoice.currency));
    return [
      invoice.number,
      messages.kinds[invoice.kind],
      messages.statuses[invoice.status],
      invoice.orderNumber,
      invoice.purchaseOrderNumber ?? '',
      invoice.issuedOn,
      invoice.dueOn,
      invoice.currency,
      amount(invoice.total),
      amount(invoice.paid),
      amount(invoice.balance),
    ];
  });
  return csvDocument([[...header, ...amounts], ...rows]);
}
