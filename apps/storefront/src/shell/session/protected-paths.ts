import { isLocale } from '@store/locales';

/**
 * Which pages need a signed-in customer (requirements §6): checkout and my-account pages do, and an
 * invoice's pages (its payment, confirmation, PDF); product and store pages stay put, as does the
 * invoice list, which explains invoices to a visitor; the support pages under my-account are
 * exempt. Paths may carry the locale as their first segment.
 */

function withoutLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return first && isLocale(first) ? `/${rest.join('/')}` : pathname;
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * /my-account/support/login and /my-account/{x}/support/login, and the support page itself: the
 * support agent there is not a signed-in customer.
 */
function isSupportPage(path: string): boolean {
  return (
    /^\/my-account\/(?:[^/]+\/)?support\/login\/?$/.test(path) || /^\/my-account\/support\/?$/.test(path)
  );
}

export function isMyAccountPath(pathname: string): boolean {
  return under(withoutLocale(pathname), '/my-account');
}

/** /invoices/{id}/…, but not the list's own /invoices/{locale}. */
function isInvoicePage(path: string): boolean {
  const [, first, second] = path.split('/');
  return first === 'invoices' && second !== undefined && second !== '' && !isLocale(second);
}

export function isProtectedPath(pathname: string): boolean {
  const path = withoutLocale(pathname);
  if (isSupportPage(path)) return false;
  return (
    under(path, '/my-account') ||
    under(path, '/checkout') ||
    under(path, '/exp-checkout') ||
    isInvoicePage(path)
  );
}
