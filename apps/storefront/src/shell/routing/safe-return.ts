import { IDENTITY_MOUNT } from '@store/contracts/identity-client';

/**
 * The `goto` of the sign-in page: only a path on this store, never another site (no open
 * redirect). An absolute address counts only when it is on the page's own origin.
 */
export function safeReturnPath(value: string | null | undefined, origin: string, fallback: string): string {
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback;
  // A relative value must be a path: "//host" and "/\host" are other sites to a browser.
  if (!/^https?:\/\//i.test(value) && !/^\/(?![/\\])/.test(value)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A return path into the identity provider: an interaction waiting for the sign-in to finish. */
export function isIdentityPath(path: string): boolean {
  return path === IDENTITY_MOUNT || path.startsWith(`${IDENTITY_MOUNT}/`);
}
