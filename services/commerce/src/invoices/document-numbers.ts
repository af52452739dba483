import { sql } from 'drizzle-orm';
import type { StoreId } from '@store/locales';
import type { Tx } from '../carts/carts.ts';
import { invoiceSequences } from '../db/schema.ts';
import { ORDER_NUMBER_PREFIX } from '../orders/order-numbers.ts';

/**
 * Numbers of the documents that settle money: invoices (INV), credit notes (CN) and payment receipts
 * (RC), each a series without gaps per store and year (US-INV-2026-000042). EU and UK VAT rules ask
 * for a sequential number that identifies the invoice; what keeps an invoice from being guessed is
 * its id, which every address uses, and the access check behind it (ADR 19). Quotes (QT) are
 * numbered the same way, so a printed offer has a number the customer and the store can quote.
 */

export const DOCUMENT_SERIES = ['INV', 'CN', 'RC', 'QT'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

export function formatDocumentNumber(
  siteId: StoreId,
  series: DocumentSeries,
  year: number,
  sequence: number,
): string {
  return `${ORDER_NUMBER_PREFIX[siteId]}-${series}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of the series for the year of `at`, inside the transaction that issues the
 * document: the upsert locks the series' row until it ends, so numbers are taken one after another
 * and a rolled-back issue gives its number back.
 */
export async function nextDocumentNumber(
  tx: Tx,
  siteId: StoreId,
  series: DocumentSeries,
  at: Date,
): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ siteId, series, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.siteId, invoiceSequences.series, invoiceSequences.year],
      set: { last: sql`${invoiceSequences.last} + 1` },
    })
    .returning({ last: invoiceSequences.last });
  if (!row) throw new Error('the invoice sequence returned no row');
  return formatDocumentNumber(siteId, series, year, row.last);
}
