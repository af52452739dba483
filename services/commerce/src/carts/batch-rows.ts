import { UPC_PATTERN } from '@store/catalog';
import { itemCodeSchema, type LineErrorCode } from '@store/contracts/commerce';
import type { Snapshot, SnapshotItem } from '../catalogue/snapshot.ts';
import { checkLine } from './lines.ts';

/**
 * One typed row of item code (or UPC) and quantity, as quick order and a saved cart's CSV import
 * send them, checked against the catalogue: the item it names and the quantity it adds, or why not.
 */

export type BatchRowCheck =
  | { ok: true; itemCode: string; item: SnapshotItem; quantity: number; total: number }
  | { ok: false; code: string; error: LineErrorCode; message: string; limit?: number };

/**
 * `already` is the quantity of the item the row adds to (what the cart holds and earlier rows
 * added); the line's limits apply to the sum, `total`.
 */
export function checkBatchRow(
  snapshot: Snapshot,
  siteId: string,
  row: { code: string; quantity: unknown },
  already: (itemCode: string) => number,
  options: { acceptUpc?: boolean } = {},
): BatchRowCheck {
  const typed = row.code.trim().toUpperCase();
  const isUpc = options.acceptUpc === true && UPC_PATTERN.test(typed);
  const code = isUpc ? (snapshot.itemsByUpc.get(typed)?.code ?? typed) : typed;
  if (isUpc && code === typed) {
    return { ok: false, code: row.code, error: 'unknown-item', message: `No item has the UPC ${typed}.` };
  }
  if (!itemCodeSchema.safeParse(code).success) {
    return {
      ok: false,
      code: row.code,
      error: 'unknown-item',
      message: `'${row.code}' is not an item code such as A100123-KIT.`,
    };
  }
  const quantity = quantityOf(row.quantity);
  if (quantity === undefined) {
    return {
      ok: false,
      code,
      error: 'invalid-quantity',
      message: `The quantity of ${code} must be a whole number of at least 1.`,
    };
  }
  const total = already(code) + quantity;
  const check = checkLine(snapshot, siteId, code, total);
  if (!check.ok) {
    return {
      ok: false,
      code,
      error: check.error,
      message: check.message,
      ...(check.limit === undefined ? {} : { limit: check.limit }),
    };
  }
  return { ok: true, itemCode: code, item: check.item, quantity, total };
}

/** Quick-order forms send numbers or digit strings; anything else is an invalid quantity. */
function quantityOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= 100000
    ? number
    : undefined;
}
