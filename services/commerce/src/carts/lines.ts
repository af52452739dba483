import type { LineErrorCode } from '@store/contracts/commerce';
import { ProblemError } from '@store/service-runtime';
import type { Snapshot, SnapshotItem, SnapshotProduct } from '../catalogue/snapshot.ts';

/** Whether a cart line may hold a quantity of an item on a site; the reason and limit when not. */

export type LineCheck =
  | { ok: true; item: SnapshotItem; product: SnapshotProduct }
  | { ok: false; error: LineErrorCode; status: number; message: string; limit?: number };

export const LINE_STATUS: Record<LineErrorCode, number> = {
  'unknown-item': 404,
  'not-sold-here': 422,
  'out-of-stock': 409,
  'invalid-quantity': 422,
  'below-minimum': 422,
  'above-maximum': 422,
};

const refuse = (error: LineErrorCode, message: string, limit?: number): LineCheck => ({
  ok: false,
  error,
  status: LINE_STATUS[error],
  message,
  ...(limit === undefined ? {} : { limit }),
});

export function checkLine(snapshot: Snapshot, siteId: string, itemCode: string, quantity: number): LineCheck {
  const item = snapshot.items.get(itemCode);
  const product = item && snapshot.products.get(item.productCode);
  if (!item || !product) return refuse('unknown-item', `There is no item ${itemCode} in the catalogue.`);
  if (!product.stores.has(siteId))
    return refuse('not-sold-here', `Item ${itemCode} is not sold on site ${siteId}.`);
  if (item.stock <= 0) return refuse('out-of-stock', `Item ${itemCode} is out of stock.`);
  if (!Number.isInteger(quantity) || quantity < 1) {
    return refuse('invalid-quantity', `The quantity of ${itemCode} must be a whole number of at least 1.`);
  }
  if (quantity < item.minQuantity) {
    return refuse(
      'below-minimum',
      `Item ${itemCode} is sold in quantities of at least ${item.minQuantity}; the cart would hold ${quantity}.`,
      item.minQuantity,
    );
  }
  if (quantity > item.maxQuantity) {
    return refuse(
      'above-maximum',
      `Item ${itemCode} can be ordered at most ${item.maxQuantity} at a time; the cart would hold ${quantity}.`,
      item.maxQuantity,
    );
  }
  return { ok: true, item, product };
}

/** A refused cart line: the code and limit let the storefront word it in the visitor's language. */
export function lineProblem(status: number, lineError: LineErrorCode, detail: string, limit?: number) {
  return new ProblemError(status, detail, { lineError, ...(limit === undefined ? {} : { limit }) });
}
