import { and, eq } from 'drizzle-orm';
import type { ReorderResult } from '@store/contracts/commerce';
import { ProblemError } from '@store/service-runtime';
import { entriesOf, setLines, type CartScope } from '../carts/carts.ts';
import { mergedLines } from '../carts/customer-carts.ts';
import { carts } from '../db/schema.ts';
import { customerOrder } from './orders.ts';

/**
 * Reorder: an order's lines go into the customer's cart as a signed-in merge brings an anonymous
 * cart's lines in, checked against today's catalogue: each adds to the quantity already in the cart,
 * a sum over the item's maximum is cut to it, and an item the store no longer sells is left out and
 * reported. The cart prices them at today's prices and flags lines above the customer's
 * qualification as it does any line; placing the order checks everything again.
 */
export async function reorder(
  scope: CartScope,
  userId: string,
  number: string,
  cartId: string,
): Promise<ReorderResult> {
  const order = await customerOrder(scope.db, userId, scope.site.siteId, number);
  return scope.db.transaction(async (tx) => {
    const [cart] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.userId, userId), eq(carts.siteId, scope.site.siteId)))
      .for('update');
    if (!cart) {
      throw new ProblemError(
        404,
        `Cart ${cartId} is not your cart on this store; get it with POST /users/${userId}/carts/current.`,
      );
    }
    const entries = await entriesOf(tx, cart.id);
    const before = new Map(entries.map((e) => [e.itemCode, e.quantity]));
    const incoming = order.lines.map((line, index) => ({
      entryNumber: index,
      itemCode: line.itemCode,
      quantity: line.quantity,
    }));
    const { lines, adjustments } = mergedLines(scope, entries, incoming);
    await setLines(tx, cart.id, lines, entries);
    await tx.update(carts).set({ updatedAt: new Date().toISOString() }).where(eq(carts.id, cart.id));
    const added = [...lines].flatMap(([itemCode, quantity]) => {
      const more = quantity - (before.get(itemCode) ?? 0);
      return more > 0 ? [{ itemCode, quantity: more }] : [];
    });
    return { cartId: cart.id, added, adjustments };
  });
}
