import type { Cart } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { cookies, headers } from 'next/headers';
import { commerce } from '../../clients/commerce/server.ts';
import { cartCountCookie, cartOwnerCookie } from '../../shell/header/cart-cookies.ts';
import { requestIsHttps } from '../../shell/security-headers.ts';

/**
 * The visitor's cart in a store: its id in an HttpOnly cookie per store id (so en-ca and fr-ca share
 * the Canadian cart, every other store has its own); the cart itself lives in the commerce database,
 * so it survives reloads and restarts. Beside it, readable cookies hold only the item count for the
 * header and, once the cart is a signed-in customer's, that customer's user id (ADR 12).
 */

const CART_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export function cartCookie(locale: Locale): string {
  return `cart-${localeInfo(locale).storeId}`;
}

const CART_ID = /^[0-9a-f-]{36}$/i;

export async function readCart(locale: Locale): Promise<Cart | undefined> {
  const { cartId } = await cartCookies(locale);
  return cartId ? commerce().cart(locale, cartId) : undefined;
}

async function cookieOptions() {
  const secure = requestIsHttps(await headers());
  return { path: '/', sameSite: 'lax' as const, secure, maxAge: CART_MAX_AGE_SECONDS };
}

/** Only from server actions and route handlers: the id and count cookies are written. */
export async function rememberCart(locale: Locale, cart: Cart): Promise<void> {
  const jar = await cookies();
  const common = await cookieOptions();
  jar.set(cartCookie(locale), cart.id, { ...common, httpOnly: true });
  jar.set(cartCountCookie(localeInfo(locale).storeId), String(cart.totalItems), {
    ...common,
    httpOnly: false,
  });
}

/** The cart is now the customer's: it is remembered with its owner. */
export async function rememberCustomerCart(locale: Locale, cart: Cart, userId: string): Promise<void> {
  await rememberCart(locale, cart);
  const common = await cookieOptions();
  (await cookies()).set(cartOwnerCookie(localeInfo(locale).storeId), userId, { ...common, httpOnly: false });
}

/** The store's cart cookies, as readable as they come: the id only when it looks like one. */
export async function cartCookies(locale: Locale): Promise<{ cartId?: string; ownerId?: string }> {
  const jar = await cookies();
  const id = jar.get(cartCookie(locale))?.value;
  const owner = jar.get(cartOwnerCookie(localeInfo(locale).storeId))?.value;
  return {
    ...(id && CART_ID.test(id) ? { cartId: id } : {}),
    ...(owner ? { ownerId: owner } : {}),
  };
}

/**
 * After a sign-out the browser forgets the customer's cart (it stays theirs at commerce, for their
 * next sign-in), so whoever uses the browser next starts with an empty anonymous one.
 */
export async function forgetCustomerCart(locale: Locale): Promise<void> {
  const jar = await cookies();
  const { storeId } = localeInfo(locale);
  for (const name of [cartCookie(locale), cartCountCookie(storeId), cartOwnerCookie(storeId)]) {
    jar.delete(name);
  }
}

/**
 * The visitor's cart in this store, created on first use (or when the old one has gone). A new cart is
 * remembered at once, so a first add that is refused does not leave the next one to create another.
 */
export async function ensureCart(locale: Locale): Promise<Cart> {
  const existing = await readCart(locale);
  if (existing) return existing;
  const created = await commerce().createCart(locale);
  await rememberCart(locale, created);
  // A new cart is anonymous: the session then merges it into the customer's, if one is signed in.
  (await cookies()).delete(cartOwnerCookie(localeInfo(locale).storeId));
  return created;
}
