import type { Cart } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { cookies, headers } from 'next/headers';
import { CommerceProblem, type CartRef } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import {
  cartCountCookie,
  cartOwnerCookie,
  cartTokenTagCookie,
  tokenTag,
} from '../../shell/header/cart-cookies.ts';
import { requestIsHttps } from '../../shell/security-headers.ts';

/**
 * The visitor's cart in a store: its id in an HttpOnly cookie per store id (so en-ca and fr-ca share
 * the Canadian cart, every other store has its own); the cart itself lives in the commerce database,
 * so it survives reloads and restarts. Beside it, readable cookies hold only the item count for the
 * header and, once the cart is a signed-in customer's, that customer's user id. A customer's cart is
 * reached only with the customer's access token, which the session hands the server and which stays
 * in an HttpOnly cookie of its own until the token expires (ADR 16).
 */

const CART_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export function cartCookie(locale: Locale): string {
  return `cart-${localeInfo(locale).storeId}`;
}

function cartTokenCookie(locale: Locale): string {
  return `cart-token-${localeInfo(locale).storeId}`;
}

const CART_ID = /^[0-9a-f-]{36}$/i;

/**
 * The cart is a customer's and the server holds no token that reaches it (expired, or not handed
 * over yet): the session brings a new one, then the call is made again.
 */
export class CartAccessNeeded extends Error {
  override name = 'CartAccessNeeded';
}

/** A commerce call on a customer's cart whose token commerce refused becomes CartAccessNeeded. */
export async function onCart<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof CommerceProblem && error.status === 401) throw new CartAccessNeeded();
    throw error;
  }
}

/** How this store's cart is reached, if the visitor has one; CartAccessNeeded when it cannot be now. */
export async function cartRef(locale: Locale): Promise<CartRef | undefined> {
  const { cartId, ownerId, accessToken } = await cartCookies(locale);
  if (!cartId) return undefined;
  if (ownerId && !accessToken) throw new CartAccessNeeded();
  return { id: cartId, accessToken };
}

/** The visitor's cart with the way to reach it; undefined when there is none (or it has gone). */
export async function currentCart(locale: Locale): Promise<{ cart: Cart; ref: CartRef } | undefined> {
  const ref = await cartRef(locale);
  const cart = ref && (await onCart(commerce().cart(locale, ref)));
  return ref && cart ? { cart, ref } : undefined;
}

export async function readCart(locale: Locale): Promise<Cart | undefined> {
  return (await currentCart(locale))?.cart;
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

/**
 * The cart is now the customer's: it is remembered with its owner, and with the token that reaches
 * it for as long as the token lives (the tag beside it tells the session which token that is).
 */
export async function rememberCustomerCart(
  locale: Locale,
  cart: Cart,
  access: { userId: string; accessToken: string; maxAgeSeconds: number },
): Promise<void> {
  await rememberCart(locale, cart);
  const jar = await cookies();
  const common = await cookieOptions();
  const { storeId } = localeInfo(locale);
  jar.set(cartOwnerCookie(storeId), access.userId, { ...common, httpOnly: false });
  const forToken = { ...common, maxAge: access.maxAgeSeconds };
  jar.set(cartTokenCookie(locale), access.accessToken, { ...forToken, httpOnly: true });
  jar.set(cartTokenTagCookie(storeId), tokenTag(access.accessToken), { ...forToken, httpOnly: false });
}

/** The store's cart cookies, as readable as they come: the id only when it looks like one. */
export async function cartCookies(
  locale: Locale,
): Promise<{ cartId?: string; ownerId?: string; accessToken?: string }> {
  const jar = await cookies();
  const id = jar.get(cartCookie(locale))?.value;
  const owner = jar.get(cartOwnerCookie(localeInfo(locale).storeId))?.value;
  const token = jar.get(cartTokenCookie(locale))?.value;
  return {
    ...(id && CART_ID.test(id) ? { cartId: id } : {}),
    ...(owner ? { ownerId: owner } : {}),
    ...(owner && token ? { accessToken: token } : {}),
  };
}

/**
 * After a sign-out the browser forgets the customer's cart (it stays theirs at commerce, for their
 * next sign-in), so whoever uses the browser next starts with an empty anonymous one.
 */
export async function forgetCustomerCart(locale: Locale): Promise<void> {
  const jar = await cookies();
  const { storeId } = localeInfo(locale);
  for (const name of [
    cartCookie(locale),
    cartCountCookie(storeId),
    cartOwnerCookie(storeId),
    cartTokenCookie(locale),
    cartTokenTagCookie(storeId),
  ]) {
    jar.delete(name);
  }
}

/**
 * The visitor's cart in this store, created on first use (or when the old one has gone). A new cart is
 * remembered at once, so a first add that is refused does not leave the next one to create another.
 */
export async function ensureCart(locale: Locale): Promise<{ cart: Cart; ref: CartRef }> {
  const existing = await currentCart(locale);
  if (existing) return existing;
  const created = await commerce().createCart(locale);
  await rememberCart(locale, created);
  // A new cart is anonymous: the session then merges it into the customer's, if one is signed in.
  (await cookies()).delete(cartOwnerCookie(localeInfo(locale).storeId));
  return { cart: created, ref: { id: created.id } };
}
