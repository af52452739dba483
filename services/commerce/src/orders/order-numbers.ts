import { sql } from 'drizzle-orm';
import type { StoreId } from '@store/locales';
import type { Tx } from '../carts/carts.ts';
import { orderSequences } from '../db/schema.ts';

/**
 * Order numbers a person can read out on the phone: the store's country, the year and a
 * sequence per store and year without gaps (US-2026-000123).
 */

export const ORDER_NUMBER_PREFIX: Readonly<Record<StoreId, string>> = {
  usassessments: 'US',
  caassessments: 'CA',
  ukassessments: 'UK',
  auassessments: 'AU',
  nzassessments: 'NZ',
  sgassessments: 'SG',
  asiaassessments: 'JP',
  nlassessments: 'NL',
  esassessments: 'ES',
};

export function formatOrderNumber(siteId: StoreId, year: number, sequence: number): string {
  return `${ORDER_NUMBER_PREFIX[siteId]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of the store for the year of `at`, inside the placing transaction: the upsert
 * locks the store's row until the transaction ends, so concurrent placements take numbers one after
 * another, and a placement that rolls back gives its number back.
 */
export async function nextOrderNumber(tx: Tx, siteId: StoreId, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(orderSequences)
    .values({ siteId, year, last: 1 })
    .onConflictDoUpdate({
      target: [orderSequences.siteId, orderSequences.year],
      set: { last: sql`${orderSequences.last} + 1` },
    })
    .returning({ last: orderSequences.last });
  if (!row) throw new Error('the order sequence returned no row');
  return formatOrderNumber(siteId, year, row.last);
}
