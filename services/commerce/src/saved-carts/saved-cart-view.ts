import { itemName, minorDigits, roundMoney } from '@store/catalog';
import type { Money } from '@store/contracts/commerce';
import type { SavedCart, SavedCartLine, SavedCartSummary } from '@store/contracts/commerce-saved-carts';
import type { CartScope } from '../carts/carts.ts';
import { lineTotal, unitPriceAt } from '../carts/pricing.ts';
import { priceOf, productName } from '../catalogue/present.ts';
import type { SnapshotItem, SnapshotProduct } from '../catalogue/snapshot.ts';
import type { savedCartEntries, savedCarts } from '../db/schema.ts';

/**
 * A saved cart as the customer reads it: each line named in the request's catalogue language and
 * priced at today's prices, through the cart's own pricing, beside the unit price it had when saved.
 */

/** A saved cart's row as saved-cart-access.ts reads it, with its owner's and organisation's names. */
export type SavedCartRow = typeof savedCarts.$inferSelect & {
  ownerName: string | null;
  sharedWithName: string | null;
};
export type SavedEntryRow = typeof savedCartEntries.$inferSelect;

/** What the saved-cart operations work in: a cart's scope, whose caller is the signed-in customer. */
export type SavedCartScope = Omit<CartScope, 'callerId'> & { userId: string };

export const cartScopeOf = (scope: SavedCartScope): CartScope => ({ ...scope, callerId: scope.userId });

/** Saved prices are kept in minor units; the API answers amounts in the major unit. */
export const moneyOfMinor = (minor: number, currency: string): Money => ({
  currency,
  value: roundMoney(minor / 10 ** minorDigits(currency), currency),
});

/** The item and its product while the site sells them; undefined once it does not. */
export function soldItem(
  scope: SavedCartScope,
  itemCode: string,
): { item: SnapshotItem; product: SnapshotProduct } | undefined {
  const item = scope.snapshot.items.get(itemCode);
  const product = item && scope.snapshot.products.get(item.productCode);
  return item && product && product.stores.has(scope.site.siteId) ? { item, product } : undefined;
}

function pricedLine(scope: SavedCartScope, currency: string, entry: SavedEntryRow) {
  const line: SavedCartLine = {
    position: entry.position,
    itemCode: entry.itemCode,
    quantity: entry.quantity,
    savedUnitPrice: moneyOfMinor(entry.unitPrice, currency),
    available: false,
  };
  const sold = soldItem(scope, entry.itemCode);
  if (!sold) return { line, total: 0 };
  const list = priceOf(sold.item, currency);
  return {
    line: {
      ...line,
      name: itemName(productName(sold.product, scope.language), sold.item.kind, scope.language),
      unitPrice: { currency, value: unitPriceAt(list, entry.quantity) },
      available: true,
    },
    total: lineTotal(list, entry.quantity, currency),
  };
}

export function presentSavedCart(
  scope: SavedCartScope,
  row: SavedCartRow,
  entries: readonly SavedEntryRow[],
): SavedCart {
  const { currency } = row;
  const priced = entries
    .toSorted((a, b) => a.position - b.position)
    .map((e) => pricedLine(scope, currency, e));
  const lines = priced.map((p) => p.line);
  const summary: SavedCartSummary = {
    id: row.id,
    name: row.name,
    ...(row.description === null ? {} : { description: row.description }),
    currency,
    lineCount: lines.length,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: {
      currency,
      value: roundMoney(
        priced.reduce((sum, p) => sum + p.total, 0),
        currency,
      ),
    },
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    owner: { name: row.ownerName ?? '', mine: row.userId === scope.userId },
    ...(row.sharedWithOrganisationId && row.sharedWithName
      ? { sharedWith: { organisationId: row.sharedWithOrganisationId, name: row.sharedWithName } }
      : {}),
  };
  return { ...summary, lines };
}

export function summaryOf(
  scope: SavedCartScope,
  row: SavedCartRow,
  entries: readonly SavedEntryRow[],
): SavedCartSummary {
  const { lines: _lines, ...summary } = presentSavedCart(scope, row, entries);
  return summary;
}
