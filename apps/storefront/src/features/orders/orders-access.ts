import type { Locale } from '@store/locales';
import { logger } from '../../clients/logger.ts';
import { CartAccessNeeded, cartCookies, onCart } from '../cart/cart-session.ts';

/**
 * The server knows the signed-in customer by the token it holds for their cart (ADR 16). Until the
 * session has handed one over, or once it has expired, the page asks the session for a new one
 * (`renewing`) and renders again with it.
 */

export interface CustomerAccess {
  userId: string;
  accessToken: string;
}

export type Loaded<T> = { value: T } | { renewing: true } | { failed: true };

export async function customerAccess(locale: Locale): Promise<CustomerAccess> {
  const { ownerId, accessToken } = await cartCookies(locale);
  if (!ownerId || !accessToken) throw new CartAccessNeeded();
  return { userId: ownerId, accessToken };
}

/** Reads something of the customer's from commerce; a failure is logged and shown, never thrown. */
export async function loadForCustomer<T>(
  locale: Locale,
  what: string,
  read: (access: CustomerAccess) => Promise<T>,
): Promise<Loaded<T>> {
  try {
    return { value: await onCart(read(await customerAccess(locale))) };
  } catch (error) {
    if (error instanceof CartAccessNeeded) return { renewing: true };
    logger.warn({ err: error, locale }, `orders: ${what} could not be loaded`);
    return { failed: true };
  }
}
