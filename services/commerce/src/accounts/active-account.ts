import { and, eq, isNull } from 'drizzle-orm';
import type { Cart } from '@store/contracts/commerce';
import type { ActiveAccount, ActiveAccountSwitched } from '@store/contracts/commerce-accounts';
import { ProblemError } from '@store/service-runtime';
import { entriesOf, readCart, setLines, type CartScope, type EntryRow, type Tx } from '../carts/carts.ts';
import { lockCustomerCart, mergedLines } from '../carts/customer-carts.ts';
import type { CustomerRow } from '../customers/customers.ts';
import { cartEntries, carts, customers, type CartMergeNoticeRecord } from '../db/schema.ts';
import { activeOrganisationId, membershipOf } from '../organisations/membership.ts';

/**
 * Switching the account a customer buys for (docs/organisations.md). In one transaction: the
 * customer's row is locked, so two switches run one after the other; the previous account's cart
 * lines move into the new account's cart (quantities add, cut to the item's limits) and the
 * previous cart is left empty; the new cart keeps a merge notice for the banner of requirements §3
 * until it is dismissed or the next switch.
 */

/** The personal account carries the customer's name, as the banner names it. */
export const personalAccountName = (customer: Pick<CustomerRow, 'firstName' | 'lastName'>) =>
  `${customer.firstName} ${customer.lastName}`.trim();

async function accountOf(
  tx: Tx,
  customer: CustomerRow,
  organisationId: string | null,
  siteId: string,
): Promise<ActiveAccount> {
  if (organisationId === null) {
    return { organisationId: null, name: personalAccountName(customer) };
  }
  const membership = await membershipOf(tx, organisationId, customer.id, siteId);
  if (!membership) {
    throw new ProblemError(
      404,
      `There is no organisation ${organisationId} on this store that you belong to; ask its administrator for an invitation.`,
    );
  }
  return { organisationId, name: membership.name, accountNumber: membership.accountNumber };
}

/** An anonymous cart of the site the browser still holds; another customer's cart is never touched. */
async function anonymousLines(tx: Tx, scope: CartScope, cartId: string | undefined): Promise<EntryRow[]> {
  if (cartId === undefined) return [];
  const [anonymous] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.siteId, scope.site.siteId), isNull(carts.userId)))
    .for('update');
  if (!anonymous) return [];
  const lines = await entriesOf(tx, anonymous.id);
  await tx.delete(carts).where(eq(carts.id, anonymous.id));
  return lines;
}

export async function switchActiveAccount(
  scope: CartScope,
  customer: CustomerRow,
  organisationId: string | null,
  cartId: string | undefined,
): Promise<ActiveAccountSwitched> {
  const { siteId } = scope.site;
  const switched = await scope.db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for('update');
    const next = await accountOf(tx, customer, organisationId, siteId);
    const previousId = await activeOrganisationId(tx, customer.id, siteId);
    const previousCart = await lockCustomerCart(tx, scope, customer.id);
    if (previousId === organisationId) {
      return { activeAccount: next, cartId: previousCart.id, switched: false };
    }
    const previous = await accountOf(tx, customer, previousId, siteId);
    await tx
      .update(customers)
      .set({ activeOrganisationId: organisationId })
      .where(eq(customers.id, customer.id));
    const nextCart = await lockCustomerCart(tx, scope, customer.id);

    const moving = [...(await entriesOf(tx, previousCart.id)), ...(await anonymousLines(tx, scope, cartId))];
    const entries = await entriesOf(tx, nextCart.id);
    const { lines, adjustments } = mergedLines(scope, entries, moving);
    await setLines(tx, nextCart.id, lines, entries);
    await tx.delete(cartEntries).where(eq(cartEntries.cartId, previousCart.id));

    const mergeNotice: CartMergeNoticeRecord | null =
      moving.length === 0
        ? null
        : {
            kind: organisationId === null ? 'PERSONAL' : 'ORGANIZATION',
            from: previous.name,
            to: next.name,
            lines: moving.length,
            items: moving.reduce((sum, line) => sum + line.quantity, 0),
            adjustments,
          };
    const updatedAt = new Date().toISOString();
    // Lines that moved are no longer an accepted quote's: both carts go back to catalogue prices.
    const unquoted = moving.length === 0 ? {} : { quoteId: null };
    await tx
      .update(carts)
      .set({ mergeNotice: null, updatedAt, ...unquoted })
      .where(eq(carts.id, previousCart.id));
    await tx
      .update(carts)
      .set({ mergeNotice, updatedAt, ...unquoted })
      .where(eq(carts.id, nextCart.id));
    return { activeAccount: next, cartId: nextCart.id, switched: true };
  });
  return {
    activeAccount: switched.activeAccount,
    cart: await readCart(scope, switched.cartId),
    switched: switched.switched,
  };
}

/** DELETE /carts/{cartId}/merge-notice: the customer has read the banner. */
export async function dismissMergeNotice(scope: CartScope, userId: string, cartId: string): Promise<Cart> {
  const [row] = await scope.db
    .update(carts)
    .set({ mergeNotice: null })
    .where(and(eq(carts.id, cartId), eq(carts.siteId, scope.site.siteId), eq(carts.userId, userId)))
    .returning({ id: carts.id });
  if (!row) {
    throw new ProblemError(
      404,
      `There is no cart ${cartId} of yours on site ${scope.site.siteId}; a merge notice is only on the signed-in customer's cart.`,
    );
  }
  return readCart(scope, cartId);
}
