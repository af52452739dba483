import type { Locale } from '@store/locales';
import { localeInfo } from '@store/locales';
import { cartOwnerCookie, readCookie } from '../header/cart-cookies.ts';
import { announceCartReplaced } from '../header/cart-count.ts';

/**
 * The store's cart in this browser follows the session (ADR 12): a signed-in customer's cart cookie
 * holds their own cart, with what they added before signing in merged into it; after a sign-out
 * the browser forgets it. The owner cookie says whose cart the cookie holds, so a page asks the
 * server only when that differs from who is signed in.
 */

export type CartStep = 'restore' | 'forget' | 'none';

export function cartStep(signedInUserId: string | undefined, ownerId: string | undefined): CartStep {
  if (signedInUserId !== undefined) return ownerId === signedInUserId ? 'none' : 'restore';
  return ownerId ? 'forget' : 'none';
}

export function cartOwner(locale: Locale): string | undefined {
  return readCookie(cartOwnerCookie(localeInfo(locale).storeId)) || undefined;
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
