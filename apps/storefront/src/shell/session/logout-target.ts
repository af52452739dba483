import { isLocale, type Locale } from '@store/locales';
import { safeReturnPath } from '../routing/safe-return.ts';
import { storePaths } from '../routing/store-paths.ts';
import { isMyAccountPath, isProtectedPath } from './protected-paths.ts';

/**
 * Where a sign-out leaves the customer (requirements §4 Logout, requirements §6 "logout redirect rules differ by
 * path"). The store's table:
 *
 * | page                         | signed out by the customer, or in another tab | inactivity timeout                            | session check refused (401)          |
 * |------------------------------|-----------------------------------------------|-----------------------------------------------|--------------------------------------|
 * | checkout, my-account         | home, /{locale}                               | /{locale}/login?goto={here}&reason=timeout    | /{locale}/login?goto={here}          |
 * | registration, /{locale}/register | stays                                     | stays, with the timeout notice                | stays, silently                      |
 * | any other page               | stays                                         | stays, with the timeout notice                | stays, with the session-ended notice |
 *
 * A caller's redirectTo wins over the table when it is a path on this store.
 */

export type SignOutCause = 'customer' | 'other-tab' | 'inactivity' | 'refused';

export type SignOutNotice = 'timedOut' | 'sessionEnded';

export type LogoutOutcome = { kind: 'redirect'; to: string } | { kind: 'stay'; notice?: SignOutNotice };

export interface LogoutPlace {
  locale: Locale;
  /** The page's path and query. */
  here: string;
  origin: string;
}

/** /{locale}/register and the steps under it. */
export function isRegisterPath(pathname: string): boolean {
  const [, first, second] = pathname.split('/');
  return Boolean(first && isLocale(first)) && second === 'register';
}

export function logoutOutcome(
  { locale, here, origin }: LogoutPlace,
  cause: SignOutCause,
  redirectTo?: string,
): LogoutOutcome {
  const override = redirectTo ? safeReturnPath(redirectTo, origin, '') : '';
  if (override) return { kind: 'redirect', to: override };

  const pathname = here.split(/[?#]/, 1)[0] ?? here;
  if (isProtectedPath(pathname)) {
    const paths = storePaths(locale);
    if (cause === 'customer' || cause === 'other-tab') return { kind: 'redirect', to: paths.home };
    return { kind: 'redirect', to: paths.signIn(here, cause === 'inactivity' ? 'timeout' : undefined) };
  }
  if (cause === 'inactivity') return { kind: 'stay', notice: 'timedOut' };
  if (cause === 'refused' && !isRegisterPath(pathname)) return { kind: 'stay', notice: 'sessionEnded' };
  return { kind: 'stay' };
}

/** requirements §4: other tabs hear of a logout, except from pages under my-account. */
export function broadcastsLogout(pathname: string): boolean {
  return !isMyAccountPath(pathname);
}
