/**
 * The cart's readable cookies, one of each per store: written by the cart's server side, read by
 * the header and the session. The cart id itself stays in an HttpOnly cookie (features/cart).
 */

/** The cart's item count, for the header. */
export function cartCountCookie(storeId: string): string {
  return `cart-count-${storeId}`;
}

/**
 * The user id of the customer whose cart the store's cart cookie holds; absent while the cart is
 * anonymous. The session compares it with who is signed in, to know when to fetch or forget the
 * customer's cart without asking the server on every page.
 */
export function cartOwnerCookie(storeId: string): string {
  return `cart-owner-${storeId}`;
}

/** A cookie's value in the browser's document.cookie, or undefined. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}
