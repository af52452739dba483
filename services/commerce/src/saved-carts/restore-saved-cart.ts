import { and, eq } from 'drizzle-orm';
import type { CartMergeAdjustment } from '@store/contracts/commerce';
import type {
  RestoreChange,
  RestoreSavedCart,
  SavedCartRestoreResult,
} from '@store/contracts/commerce-saved-carts';
import { mayBuy } from '@store/contracts/qualification-schemes';
import { ProblemError } from '@store/service-runtime';
import { entriesOf, setLines, view } from '../carts/carts.ts';
import { cartWithAccount } from '../carts/cart-account.ts';
import { mergedLines } from '../carts/customer-carts.ts';
import { unitPriceAt } from '../carts/pricing.ts';
import { priceOf } from '../catalogue/present.ts';
import { cartEntries, carts } from '../db/schema.ts';
import { heldLevels } from '../qualifications/qualifications.ts';
import { reachableSavedCart } from './saved-carts.ts';
import { cartScopeOf, moneyOfMinor, soldItem, type SavedCartScope } from './saved-cart-view.ts';

/**
 * Restoring a saved cart into the customer's cart, in one transaction that locks the cart. `replace`
 * empties the cart first; `merge` adds to it. Either way the saved lines come in as a signed-in
 * merge brings an anonymous cart's lines in (`mergedLines`): a sum over the item's maximum is cut to
 * it, an item the site can no longer sell is left out. What differs from the saved cart is reported
 * line by line: those cases, a unit price that is not the saved one, and a level the customer does
 * not hold (that line is restored: placing the order applies the qualification gate).
 */

function adjustmentChange(adjustment: CartMergeAdjustment): RestoreChange {
  const { itemCode, requested, kept, reason } = adjustment;
  return reason === 'above-maximum' || reason === 'below-minimum' || reason === 'invalid-quantity'
    ? { itemCode, kind: 'quantity', from: requested, to: kept }
    : { itemCode, kind: 'unavailable' };
}

export async function restoreSavedCart(
  scope: SavedCartScope,
  id: string,
  body: RestoreSavedCart,
): Promise<SavedCartRestoreResult> {
  const cartScope = cartScopeOf(scope);
  const { siteId } = scope.site;
  return scope.db.transaction(async (tx) => {
    const saved = await reachableSavedCart(tx, scope, id);
    const [cart] = await tx
      .select(cartWithAccount)
      .from(carts)
      .where(and(eq(carts.id, body.cartId), eq(carts.userId, scope.userId), eq(carts.siteId, siteId)))
      .for('update');
    if (!cart) {
      throw new ProblemError(
        404,
        `Cart ${body.cartId} is not your cart on this store; get it with POST /users/${scope.userId}/carts/current.`,
      );
    }
    if (body.mode === 'replace') await tx.delete(cartEntries).where(eq(cartEntries.cartId, cart.id));
    const entries = body.mode === 'replace' ? [] : await entriesOf(tx, cart.id);
    const incoming = saved.entries.map((e) => ({
      entryNumber: e.position,
      itemCode: e.itemCode,
      quantity: e.quantity,
    }));
    const { lines, adjustments } = mergedLines(cartScope, entries, incoming);
    await setLines(tx, cart.id, lines, entries);
    const updatedAt = new Date().toISOString();
    await tx.update(carts).set({ updatedAt }).where(eq(carts.id, cart.id));

    const held = await heldLevels(tx, scope.userId, siteId);
    const changes = saved.entries.flatMap((entry): RestoreChange[] => {
      const adjustment = adjustments.find((a) => a.itemCode === entry.itemCode);
      const found: RestoreChange[] = adjustment ? [adjustmentChange(adjustment)] : [];
      const sold = soldItem(scope, entry.itemCode);
      // Price and qualification matter only for a line this restore put in the cart.
      if (!sold || !lines.has(entry.itemCode)) return found;
      const was = moneyOfMinor(entry.unitPrice, saved.row.currency).value;
      const now = unitPriceAt(priceOf(sold.item, saved.row.currency), entry.quantity);
      if (now !== was) found.push({ itemCode: entry.itemCode, kind: 'price', from: was, to: now });
      if (!mayBuy(siteId, held, sold.product.qualification)) {
        found.push({ itemCode: entry.itemCode, kind: 'qualification' });
      }
      return found;
    });
    entries.sort((a, b) => a.entryNumber - b.entryNumber);
    return { cart: view(cartScope, { ...cart, updatedAt }, entries), changes };
  });
}
