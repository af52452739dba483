import { toMinorUnits } from '@store/catalog';
import type { Cart } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import type { CartScope, Tx } from '../carts/carts.ts';
import { moneyOfMinor } from '../saved-carts/saved-cart-view.ts';
import { discountStanding } from './organisation-discount.ts';

/**
 * The cart answer's organisation discount: its state and what it takes off the total now. Every cart call
 * builds the answer, so the discount is read only for a cart that buys for an organisation, and the
 * flag only then.
 */
export async function withOrganisationDiscount(scope: CartScope, db: Db | Tx, cart: Cart): Promise<Cart> {
  // A quote's prices were negotiated: the discount does not come on top of them (place-order.ts).
  if (cart.account === undefined || cart.quote !== undefined || scope.orgDiscountOn === undefined)
    return cart;
  if (!(await scope.orgDiscountOn())) return cart;
  const { currency } = cart;
  const subtotal = toMinorUnits(cart.subtotal.value, currency);
  const standing = await discountStanding(db, cart.account.organisationId, subtotal);
  if (!standing) return cart;
  const { row } = standing;
  return {
    ...cart,
    total: moneyOfMinor(subtotal - standing.amount, currency),
    discount: {
      state: standing.state,
      basisPoints: row.basisPoints,
      amount: moneyOfMinor(standing.amount, currency),
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      ...(row.spendingLimit === null ? {} : { spendingLimit: moneyOfMinor(row.spendingLimit, currency) }),
      ...(standing.remaining === undefined ? {} : { remaining: moneyOfMinor(standing.remaining, currency) }),
    },
  };
}
