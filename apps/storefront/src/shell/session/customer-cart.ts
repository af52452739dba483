import type { Locale } from '@store/locales';
import { localeInfo } from '@store/locales';
import { cartOwnerCookie, cartTokenTagCookie, readCookie, tokenTag } from '../header/cart-cookies.ts';
import { announceCartReplaced } from '../header/cart-count.ts';

/**
 * The store's cart in this browser follows the session (ADR 12, 16): a signed-in customer's cart
 * cookie holds their own cart, with what they added before signing in merged into it, and the
 * server holds the customer's current token to reach it; after a sign-out the browser forgets
 * both. The owner and token-tag cookies say whose cart the cookie holds and with which token, so a
 * page asks the server only when either differs from the session.
 */

export type CartStep = 'restore' | 'forget' | 'none';

export function cartStep(
  signed: { userId: string; accessToken: string } | undefined,
  cookies: { ownerId: string | undefined; tokenTag: string | undefined },
): CartStep {
  if (signed === undefined) return cookies.ownerId ? 'forget' : 'none';
  const inStep = cookies.ownerId === signed.userId && cookies.tokenTag === tokenTag(signed.accessToken);
  return inStep ? 'none' : 'restore';
}

export function cartOwner(locale: Locale): string | undefined {
  return readCookie(cartOwnerCookie(localeInfo(locale).storeId)) || undefined;
}

/** The owner and token-tag cookies of the store's cart, as cartStep reads them. */
export function cartCookieState(locale: Locale): {
  ownerId: string | undefined;
  tokenTag: string | undefined;
} {
  const { storeId } = localeInfo(locale);
  return { ownerId: cartOwner(locale), tokenTag: readCookie(cartTokenTagCookie(storeId)) || undefined };
}

/** Our own /api/customer/cart answer (features/cart/customer-cart-route.ts). */
export interface CustomerCartAnswer {
  totalItems: number;
  merged: boolean;
  adjusted: boolean;
}

/** Hand-checked: the server has parsed commerce's answer with the contract, and this chunk stays small. */
export function parseCustomerCartAnswer(value: unknown): CustomerCartAnswer | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { totalItems, merged, adjusted } = value as Record<string, unknown>;
  if (typeof totalItems !== 'number' || typeof merged !== 'boolean' || typeof adjusted !== 'boolean') {
    return undefined;
  }
  return { totalItems, merged, adjusted };
}

/** After a sign-out: the cookies of the customer's cart go; a failure only leaves them for the next page. */
export async function forgetCustomerCart(locale: Locale): Promise<void> {
  try {
    const response = await fetch(`/api/customer/cart?${new URLSearchParams({ locale })}`, {
      method: 'DELETE',
      cache: 'no-store',
    });
    if (response.ok) announceCartReplaced();
  } catch (error) {
    console.warn('The signed-out customer’s cart could not be forgotten yet:', error);
  }
}
