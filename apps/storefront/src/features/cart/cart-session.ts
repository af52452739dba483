import type { Cart } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { cookies, headers } from 'next/headers';
import { commerce } from '../../clients/commerce/server.ts';
import { cartCountCookie } from '../../shell/header/cart-count-cookie.ts';

/**
 * The anonymous cart of a visitor in a store: its id in an HttpOnly cookie per store id (so en-ca and
 * fr-ca share the Canadian cart, every other store has its own); the cart itself lives in the commerce
 * database, so it survives reloads and restarts. Beside it a readable cookie holds only the item count
 * for the header.
 */

const CART_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export function cartCookie(locale: Locale): string {
  return `cart-${localeInfo(locale).storeId}`;
}

async function isHttps(): Promise<boolean> {
  const h = await headers();
  return h.get('x-forwarded-proto') === 'https' || (h.get('origin') ?? '').startsWith('https:');
}

export async function readCart(locale: Locale): Promise<Cart | undefined> {
  const id = (await cookies()).get(cartCookie(locale))?.value;
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return commerce().cart(locale, id);
}

/** Only from server actions and route handlers: both cookies are written. */
export async function rememberCart(locale: Locale, cart: Cart): Promise<void> {
  const jar = await cookies();
  const secure = await isHttps();
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: CART_MAX_AGE_SECONDS };
  jar.set(cartCookie(locale), cart.id, { ...common, httpOnly: true });
  jar.set(cartCountCookie(localeInfo(locale).storeId), String(cart.totalItems), {
    ...common,
    httpOnly: false,
  });
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
  return created;
}
