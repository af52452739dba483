import { CATEGORY_NAMES, releaseDateOf, type CatalogLanguage } from '@store/catalog';
import { CATEGORY_IDS } from '@store/contracts/commerce';
import type { Merchandising } from '@store/contracts/commerce-merchandising';
import type { Db } from '@store/database';
import { and, eq, ne, sql } from 'drizzle-orm';
import { orderLines, orders } from '../db/schema.ts';
import { toSummary } from './present.ts';
import type { Snapshot, SnapshotProduct } from './snapshot.ts';

/**
 * The home page's merchandising (GET /merchandising): featured programs as the content lists them,
 * new releases by release date, and each category's most popular programs. Popular means most units
 * ordered in this store (cancelled orders aside); programs nobody has ordered yet follow in the
 * catalogue's own popularity order, so a fresh store's home page is full from its first visit.
 */

export interface MerchandisingRequest {
  siteId: string;
  language: CatalogLanguage;
  currency: string;
  featured: readonly string[];
  newReleases: number;
  perCategory: number;
}

/** Units of each program ordered in a store, by program code. */
export type OrderedUnits = ReadonlyMap<string, number>;

export async function orderedUnits(db: Db, siteId: string): Promise<OrderedUnits> {
  const rows = await db
    .select({ code: orderLines.productCode, units: sql<string>`sum(${orderLines.quantity})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.siteId, siteId), ne(orders.status, 'cancelled')))
    .groupBy(orderLines.productCode);
  return new Map(rows.map((row) => [row.code, Number(row.units)]));
}

const releaseDates = new WeakMap<SnapshotProduct, string>();

function releasedOn(product: SnapshotProduct): string {
  let date = releaseDates.get(product);
  if (date === undefined) {
    date = releaseDateOf(product.code);
    releaseDates.set(product, date);
  }
  return date;
}

export function merchandise(
  snapshot: Snapshot,
  units: OrderedUnits,
  request: MerchandisingRequest,
): Merchandising {
  const { siteId, language, currency } = request;
  const summary = (product: SnapshotProduct) => toSummary(product, language, currency);
  const sold = snapshot.byPopularity.filter((product) => product.stores.has(siteId));

  const featured = request.featured
    .map((code) => snapshot.products.get(code))
    .filter((product): product is SnapshotProduct => product !== undefined && product.stores.has(siteId));

  const newReleases = sold
    .map((product) => ({ product, date: releasedOn(product) }))
    .sort((a, b) =>
      a.date === b.date ? a.product.code.localeCompare(b.product.code) : a.date < b.date ? 1 : -1,
    )
    .slice(0, request.newReleases)
    .map(({ product, date }) => ({ ...summary(product), releasedOn: date }));

  // byPopularity is already in the catalogue's order, and the sort is stable: it breaks ties.
  const popular = [...sold].sort((a, b) => (units.get(b.code) ?? 0) - (units.get(a.code) ?? 0));
  const popularByCategory =
    request.perCategory === 0
      ? []
      : CATEGORY_IDS.flatMap((id) => {
          const products = popular
            .filter((product) => product.categories.includes(id))
            .slice(0, request.perCategory);
          return products.length
            ? [{ category: { id, name: CATEGORY_NAMES[id][language] }, products: products.map(summary) }]
            : [];
        });

  return { featured: featured.map(summary), newReleases, popularByCategory };
}
