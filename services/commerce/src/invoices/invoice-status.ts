import type { InvoiceStatus } from '@store/contracts/commerce';
import type { invoices } from '../db/schema.ts';

/**
 * What an invoice owes, worked out from its stored amounts (docs/invoices.md): the balance is
 * total − paid − credited (a credit note owes nothing), and `overdue` is answered, never stored, for
 * an open or partially paid invoice whose due date is before today (UTC).
 */

type InvoiceRow = typeof invoices.$inferSelect;

/** Today's date in UTC, YYYY-MM-DD, the day due dates are compared with. */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Stored statuses that still owe something. */
export const OWING_STATUSES = ['open', 'partially-paid'] as const;

export function balanceOf(row: Pick<InvoiceRow, 'kind' | 'total' | 'paid' | 'credited'>): number {
  return row.kind === 'invoice' ? Math.max(0, row.total - row.paid - row.credited) : 0;
}

const STORED: readonly InvoiceStatus[] = ['open', 'partially-paid', 'paid', 'cancelled', 'credited'];

export function statusOf(row: Pick<InvoiceRow, 'kind' | 'status' | 'dueOn'>, today: string): InvoiceStatus {
  const stored = STORED.find((status) => status === row.status);
  if (stored === undefined) throw new Error(`unexpected stored invoice status '${row.status}'`);
  const owing = stored === 'open' || stored === 'partially-paid';
  return row.kind === 'invoice' && owing && row.dueOn < today ? 'overdue' : stored;
}
