import type { Locale } from '@store/locales';
import { CartAccessNeeded, cartCookies, cartRef } from '../cart/cart-session.ts';

/**
 * What every checkout call to commerce acts with (ADR 16): the customer's cart, its owner's user id
 * and the customer's token the server holds for it. A cart that is not yet the customer's, or a
 * token that has expired, needs the session to hand one over first (CartAccessNeeded).
 */
export interface CheckoutAccess {
  cartId: string;
  userId: string;
  accessToken: string;
}

/** The customer's access; undefined when the store has no cart of theirs at all. */
export async function checkoutAccess(locale: Locale): Promise<CheckoutAccess | undefined> {
  const ref = await cartRef(locale);
  if (!ref) return undefined;
  const { ownerId } = await cartCookies(locale);
  if (!ownerId || !ref.accessToken) throw new CartAccessNeeded();
  return { cartId: ref.id, userId: ownerId, accessToken: ref.accessToken };
}
