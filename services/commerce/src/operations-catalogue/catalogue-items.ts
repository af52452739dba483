import { eq } from 'drizzle-orm';
import { catalogLanguage, itemName, minorDigits, toMinorUnits, type CatalogLanguage } from '@store/catalog';
import type {
  OperatorCatalogueChange,
  OperatorCatalogueItem,
  OperatorCatalogueQuery,
} from '@store/contracts/operator-system';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { recordAudit } from '../audit/audit-log.ts';
import { bumpCatalogueVersion, repriced } from '../catalogue/edit.ts';
import { productName } from '../catalogue/present.ts';
import type { Snapshot, SnapshotItem, SnapshotProduct } from '../catalogue/snapshot.ts';
import { items, products, type StoredPriceList } from '../db/schema.ts';
import { SITES, type Site } from '../http/site-context.ts';
import { pageOffset } from '../operator/operator-operation.ts';
import type { StaffActor } from '../staff/staff-actor.ts';

/**
 * The catalogue as a store sells it, for the operations console: an item's price list in the
 * store's currency, its stock, and whether the store offers its product. Prices are kept per
 * currency, so a new price applies in every store of that currency; availability is the product's
 * (`products.stores`), so every item of the product follows it.
 */

function siteOf(siteId: string): Site {
  const site = SITES.get(siteId);
  if (!site) throw new ProblemError(400, `There is no store ${siteId}.`);
  return site;
}

function toRow(
  product: SnapshotProduct,
  item: SnapshotItem,
  list: StoredPriceList,
  site: Site,
  language: CatalogLanguage,
): OperatorCatalogueItem {
  const { currency } = site;
  return {
    id: item.code,
    productCode: product.code,
    name: itemName(productName(product, language), item.kind, language),
    format: item.format,
    siteId: site.siteId,
    price: { currency, amount: toMinorUnits(list.price, currency) },
    tiers: list.tiers.map((tier) => ({
      minQuantity: tier.minQuantity,
      price: { currency, amount: toMinorUnits(tier.price, currency) },
    })),
    available: product.stores.has(site.siteId),
    stock: item.stock,
  };
}

/** Every item with a price list in the store's currency, sold there or not (so it can be offered). */
function rowsOf(snapshot: Snapshot, site: Site): OperatorCatalogueItem[] {
  const language = catalogLanguage(site.defaultLocale);
  const rows: OperatorCatalogueItem[] = [];
  for (const product of snapshot.byPopularity) {
    for (const item of product.items) {
      const list = item.prices[site.currency];
      if (list) rows.push(toRow(product, item, list, site, language));
    }
  }
  return rows;
}

const SORT_KEYS = {
  id: (row: OperatorCatalogueItem) => row.id,
  productCode: (row: OperatorCatalogueItem) => row.productCode,
  name: (row: OperatorCatalogueItem) => row.name,
  price: (row: OperatorCatalogueItem) => row.price.amount,
  stock: (row: OperatorCatalogueItem) => row.stock,
} satisfies Record<OperatorCatalogueQuery['sort'], (row: OperatorCatalogueItem) => string | number>;

export function listCatalogueItems(
  snapshot: Snapshot,
  query: OperatorCatalogueQuery,
): { data: OperatorCatalogueItem[]; total: number } {
  const site = siteOf(query.siteId);
  const needle = query.q?.toLocaleLowerCase();
  const matching = rowsOf(snapshot, site).filter(
    (row) =>
      !needle ||
      row.id.toLocaleLowerCase().includes(needle) ||
      row.productCode.toLocaleLowerCase().includes(needle) ||
      row.name.toLocaleLowerCase().includes(needle),
  );
  const key = SORT_KEYS[query.sort];
  const direction = query.order === 'asc' ? 1 : -1;
  matching.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return direction * order || a.id.localeCompare(b.id);
  });
  const start = pageOffset(query);
  return { data: matching.slice(start, start + query.perPage), total: matching.length };
}

/** The row of one item in a store, from the current snapshot; 404 when the catalogue has no such item. */
export function catalogueItem(snapshot: Snapshot, code: string, siteId: string): OperatorCatalogueItem {
  const site = siteOf(siteId);
  const item = snapshot.items.get(code);
  const product = item && snapshot.products.get(item.productCode);
  if (!item || !product) throw new ProblemError(404, `There is no item ${code} in the catalogue.`);
  const list = item.prices[site.currency];
  if (!list) throw noPriceList(code, site);
  return toRow(product, item, list, site, catalogLanguage(site.defaultLocale));
}

function noPriceList(code: string, site: Site): ProblemError {
  return new ProblemError(
    422,
    `Item ${code} has no ${site.currency} price list, so store ${site.siteId} cannot sell it.`,
    { errors: [{ path: 'body.siteId', message: `${code} has no price in ${site.currency}` }] },
  );
}

export interface CatalogueChangeScope {
  db: Db;
  staff: StaffActor;
  requestId: string;
}

/** What an operator change touches, as the audit log records it before and after. */
interface ItemState {
  siteId: string;
  price: { currency: string; amount: number };
  available: boolean;
  stock: number;
}

/**
 * Changes an item's price, availability or stock in one store, in one transaction with the new
 * catalogue version and the audit entry; answers the product's code for the revalidation.
 */
export async function changeCatalogueItem(
  { db, staff, requestId }: CatalogueChangeScope,
  code: string,
  change: OperatorCatalogueChange,
): Promise<{ productCode: string }> {
  const site = siteOf(change.siteId);
  const { currency, siteId } = site;
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(items).where(eq(items.code, code)).for('update');
    if (!item) throw new ProblemError(404, `There is no item ${code} in the catalogue.`);
    const list = item.prices[currency];
    if (!list) throw noPriceList(code, site);
    const [product] = await tx
      .select({ stores: products.stores })
      .from(products)
      .where(eq(products.code, item.productCode))
      .for('update');
    if (!product) throw new ProblemError(404, `There is no item ${code} in the catalogue.`);

    const before: ItemState = {
      siteId,
      price: { currency, amount: toMinorUnits(list.price, currency) },
      available: product.stores.includes(siteId),
      stock: item.stock,
    };
    const after: ItemState = {
      siteId,
      price: { currency, amount: change.price ?? before.price.amount },
      available: change.available ?? before.available,
      stock: change.stock ?? before.stock,
    };

    await tx
      .update(items)
      .set({
        stock: after.stock,
        ...(change.price === undefined
          ? {}
          : { prices: repriced(item.prices, currency, change.price / 10 ** minorDigits(currency)) }),
      })
      .where(eq(items.code, code));
    if (after.available !== before.available) {
      const stores = after.available
        ? [...product.stores, siteId]
        : product.stores.filter((store) => store !== siteId);
      await tx.update(products).set({ stores }).where(eq(products.code, item.productCode));
    }
    await bumpCatalogueVersion(tx, item.productCode);
    await recordAudit(tx, staff, {
      action: 'updateCatalogueItem',
      subjectType: 'catalogue-item',
      subjectId: code,
      before,
      after,
      requestId,
    });
    return { productCode: item.productCode };
  });
}
