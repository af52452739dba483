import { isLocale } from '@store/locales';

/**
 * Which pages need a signed-in customer (requirements §6): checkout and my-account pages do; product and
 * store pages stay put; the support login pages under my-account are exempt. Paths may carry the
 * locale as their first segment.
 */

function withoutLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return first && isLocale(first) ? `/${rest.join('/')}` : pathname;
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** /my-account/support/login and /my-account/{x}/support/login. */
function isSupportLogin(path: string): boolean {
  return /^\/my-account\/(?:[^/]+\/)?support\/login\/?$/.test(path);
}

export function isMyAccountPath(pathname: string): boolean {
  return under(withoutLocale(pathname), '/my-account');
}

export function isProtectedPath(pathname: string): boolean {
  const path = withoutLocale(pathname);
  if (isSupportLogin(path)) return false;
  return under(path, '/my-account') || under(path, '/checkout') || under(path, '/exp-checkout');
}
