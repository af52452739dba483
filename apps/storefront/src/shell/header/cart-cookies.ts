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

/**
 * A tag of the customer's access token that the server holds for the customer's cart (ADR 16),
 * expiring with it. The token itself stays in an HttpOnly cookie; the session compares this tag
 * with the token it has, to know when to hand the server a new one.
 */
export function cartTokenTagCookie(storeId: string): string {
  return `cart-token-tag-${storeId}`;
}

/**
 * The tag written to that cookie: a 32-bit FNV-1a hash of the token in base 36. It only detects a
 * change of token; it is no credential and says nothing usable about the token.
 */
export function tokenTag(accessToken: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < accessToken.length; i++) {
    hash ^= accessToken.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A cookie's value in the browser's document.cookie, or undefined. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}
