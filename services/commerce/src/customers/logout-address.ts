import type { Env } from '@store/config';
import { ALL_LOCALE_INFO } from '@store/locales';
import { ProblemError } from '@store/service-runtime';

/**
 * Where a logout may send the customer: a path on the store, or an absolute address on one of the
 * store's origins (the identity service's list: IDENTITY_PUBLIC_ORIGINS, else the locales' home
 * origins) or on a loopback origin (a local store). Anything else would make the logout an open
 * redirect, so it is refused.
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function storeOrigins(env: Env): ReadonlySet<string> {
  const listed = env.IDENTITY_PUBLIC_ORIGINS
    ? env.IDENTITY_PUBLIC_ORIGINS.split(',').map((o) => o.trim())
    : ALL_LOCALE_INFO.map((l) => l.homeAddress);
  return new Set(listed.map((address) => new URL(address).origin));
}

/** An http(s) address without credentials on a store origin or a loopback one. */
export function isStoreAddress(url: URL, origins: ReadonlySet<string>): boolean {
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    (origins.has(url.origin) || LOOPBACK.has(url.hostname))
  );
}

export function checkLogoutAddress(address: string, origins: ReadonlySet<string>): string {
  // A path, but not //host or /\host, which browsers read as another origin.
  if (/^\/(?![/\\])/.test(address) && !/[\s\\]/.test(address)) return address;
  let url: URL | undefined;
  try {
    url = new URL(address);
  } catch {
    url = undefined;
  }
  if (url && isStoreAddress(url, origins)) return url.href;
  throw new ProblemError(
    400,
    'The logoutUrl must be a path on the store (such as /en-us/) or an address on one of the store’s own origins.',
    { errors: [{ path: 'body.logoutUrl', message: 'expects a store path or an address on a store origin' }] },
  );
}
