import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import { checkVAT, countries } from 'jsvat-next';
import type { OperatorVatNumberQuery, OperatorVatNumberRow } from '@store/contracts/operator-finance';
import type { Db } from '@store/database';
import { customers, orders } from '../db/schema.ts';

/**
 * The VAT numbers orders were placed with (docs/tax.md). A number is checked when the order is
 * placed (orders/vat-numbers.ts) and the order refused when it does not check out, so no number
 * waits for a review: this list is read-only, for finance to see who bought reverse-charged.
 */

/** The ISO country of a stored number (GR for an EL one), as placement worked it out. */
function countryOf(vatNumber: string): string {
  return checkVAT(vatNumber, countries).country?.isoCode.short ?? vatNumber.slice(0, 2);
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(orders.number, like), ilike(orders.vatNumber, like.replace(/\s+/g, '')));
}

const SORT_KEYS = { placedAt: orders.placedAt, orderNumber: orders.number } as const;

export async function listVatNumbers(
  db: Db,
  query: OperatorVatNumberQuery,
): Promise<{ data: OperatorVatNumberRow[]; total: number }> {
  const where = and(
    isNotNull(orders.vatNumber),
    query.siteId === undefined ? undefined : eq(orders.siteId, query.siteId),
    searchFilter(query.q),
  );
  const order = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select({
        order: {
          number: orders.number,
          siteId: orders.siteId,
          vatNumber: orders.vatNumber,
          placedAt: orders.placedAt,
          userId: orders.userId,
          email: orders.email,
        },
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.userId))
      .where(where)
      .orderBy(order(SORT_KEYS[query.sort]), order(orders.number))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    data: rows.map(({ order: row, firstName, lastName }) => {
      const vatNumber = row.vatNumber ?? '';
      return {
        id: row.number,
        orderNumber: row.number,
        siteId: row.siteId,
        vatNumber,
        country: countryOf(vatNumber),
        check: 'valid' as const,
        placedAt: new Date(row.placedAt).toISOString(),
        customer: {
          userId: row.userId,
          name: `${firstName ?? ''} ${lastName ?? ''}`.trim(),
          email: row.email,
        },
      };
    }),
    total: totals[0]?.total ?? 0,
  };
}
