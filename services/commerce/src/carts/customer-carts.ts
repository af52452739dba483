import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CartMergeAdjustment, CustomerCart } from '@store/contracts/commerce';
import { carts } from '../db/schema.ts';
import { cartWithAccount } from './cart-account.ts';
import { entriesOf, setLines, view, type CartScope, type EntryRow, type Tx } from './carts.ts';
import { withOrganisationDiscount } from '../org-buying/cart-discount.ts';
import { activeOrganisationId } from '../organisations/membership.ts';
import { quotedPricesOf } from '../quotes/quote-prices.ts';
import { checkLine } from './lines.ts';

/**
 * A signed-in customer's cart: one per customer, site and active account (personal or an
 * organisation, organisations/membership.ts), found or created in the same
 * transaction that merges the anonymous cart the visitor filled before signing in. Both rows are
 * locked, so two tabs signing in at once merge the anonymous cart once, and the unique index on
 * (user, site, account) lets only one of them create the customer's cart.
 */

export async function lockCustomerCart(tx: Tx, scope: CartScope, userId: string) {
  const { siteId, currency } = scope.site;
  const organisationId = await activeOrganisationId(tx, userId, siteId);
  await tx
    .insert(carts)
    .values({ id: randomUUID(), siteId, currency, userId, organisationId })
    .onConflictDoNothing();
  const [own] = await tx
    .select(cartWithAccount)
    .from(carts)
    .where(
      and(
        eq(carts.userId, userId),
        eq(carts.siteId, siteId),
        organisationId === null ? isNull(carts.organisationId) : eq(carts.organisationId, organisationId),
      ),
    )
    .for('update');
  if (!own) throw new Error('the customer cart was neither created nor found');
  return own;
}

/** Only an anonymous cart of the same site is merged: another customer's cart is never touched. */
async function lockAnonymousCart(tx: Tx, scope: CartScope, cartId: string) {
  const [anonymous] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.siteId, scope.site.siteId), isNull(carts.userId)))
    .for('update');
  return anonymous;
}

/**
 * The lines the merge writes: each anonymous entry adds to the customer's quantity of the item. A
 * sum over the item's maximum is cut to the maximum; an item the site can no longer sell stays as
 * the customer had it. Each such case is reported, so the storefront can say what changed.
 */
export function mergedLines(scope: CartScope, own: EntryRow[], incoming: EntryRow[]) {
  const lines = new Map<string, number>();
  const adjustments: CartMergeAdjustment[] = [];
  for (const entry of incoming) {
    const before = lines.get(entry.itemCode) ?? own.find((e) => e.itemCode === entry.itemCode)?.quantity ?? 0;
    const requested = before + entry.quantity;
    const check = checkLine(scope.snapshot, scope.site.siteId, entry.itemCode, requested);
    if (check.ok) {
      lines.set(entry.itemCode, requested);
      continue;
    }
    const kept = check.error === 'above-maximum' && check.limit !== undefined ? check.limit : before;
    if (kept > before) lines.set(entry.itemCode, kept);
    adjustments.push({ itemCode: entry.itemCode, requested, kept, reason: check.error });
  }
  return { lines, adjustments };
}

export async function customerCart(
  scope: CartScope,
  userId: string,
  anonymousCartId: string | undefined,
): Promise<CustomerCart> {
  return scope.db.transaction(async (tx) => {
    const own = await lockCustomerCart(tx, scope, userId);
    const entries = await entriesOf(tx, own.id);
    const anonymous =
      anonymousCartId === undefined || anonymousCartId === own.id
        ? undefined
        : await lockAnonymousCart(tx, scope, anonymousCartId);
    if (!anonymous) {
      const quoted = await quotedPricesOf(tx, own.quoteId);
      const cart = await withOrganisationDiscount(scope, tx, view(scope, own, entries, quoted));
      return { cart, merged: false, adjustments: [] };
    }

    const { lines, adjustments } = mergedLines(scope, entries, await entriesOf(tx, anonymous.id));
    await setLines(tx, own.id, lines, entries);
    await tx.delete(carts).where(eq(carts.id, anonymous.id));
    const updatedAt = new Date().toISOString();
    await tx.update(carts).set({ updatedAt }).where(eq(carts.id, own.id));
    entries.sort((a, b) => a.entryNumber - b.entryNumber);
    const cart = await withOrganisationDiscount(scope, tx, view(scope, { ...own, updatedAt }, entries));
    return { cart, merged: true, adjustments };
  });
}
