import { isLocale, localeForHost, localeForLanguage, localeForStore, type Locale } from '@store/locales';
import { PAYMENT_PAGES_PREFIX } from '../../clients/payment-page.ts';
import { storePaths } from './store-paths.ts';

/** Path prefixes forwarded to the backing systems so the browser sees one origin (docs/architecture.md). */
export type System = 'commerce' | 'identity' | 'content' | 'flags' | 'payments';

const FORWARDED: ReadonlyArray<readonly [prefix: string, system: System, keepPrefix: boolean]> = [
  ['/headless/ecommerce/v2', 'commerce', true],
  ['/am', 'identity', false],
  ['/content', 'content', false],
  ['/flags', 'flags', false],
  [PAYMENT_PAGES_PREFIX, 'payments', true],
];

export type Resolution =
  | { kind: 'forward'; system: System; path: string }
  | { kind: 'page'; locale: Locale; path: string; rewritten: boolean };

/** The host that decides the domain default: the forwarded host only when a trusted proxy sets it. */
export function requestHost(headers: Headers, trustForwardedHost: boolean): string | null {
  const forwarded = trustForwardedHost ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || headers.get('host');
}

/**
 * Where a request goes (requirements §2): a forwarded system path; a locale-prefixed page as it is; a store
 * path to its locale; the invoice routes to the locale's invoices page; `/{lang}/login` to the sign-in
 * page of the host domain's locale in that language; anything else to the host
 * domain's default locale, rendered in place.
 */
export function resolveRoute(pathname: string, host: string | null): Resolution {
  for (const [prefix, system, keepPrefix] of FORWARDED) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { kind: 'forward', system, path: keepPrefix ? pathname : pathname.slice(prefix.length) || '/' };
    }
  }
  const segments = pathname.split('/');
  const first = segments[1];
  if (isLocale(first)) return { kind: 'page', locale: first, path: pathname, rewritten: false };

  // requirements §2's `{lang}/login`: the sign-in page of the locale the host's domain has for the language.
  const languageLocale =
    segments.length === 3 && segments[2] === 'login' ? localeForLanguage(host, first ?? '') : undefined;
  if (languageLocale) {
    return {
      kind: 'page',
      locale: languageLocale,
      path: storePaths(languageLocale).signIn(),
      rewritten: true,
    };
  }
  const hostLocale = localeForHost(host);
  // requirements §2's invoice routes: /invoices/{locale} in that locale, /store/invoices in the host's.
  if (first === 'invoices' && isLocale(segments[2]) && segments.length === 3) {
    return { kind: 'page', locale: segments[2], path: storePaths(segments[2]).invoices, rewritten: true };
  }
  if (pathname === '/store/invoices') {
    return { kind: 'page', locale: hostLocale, path: storePaths(hostLocale).invoices, rewritten: true };
  }
  if (first === 'store' && segments[2] && segments[3]) {
    // An unknown store id or language keeps the host's locale and reaches the 404 of the store route.
    const locale = localeForStore(segments[2], segments[3]) ?? hostLocale;
    return { kind: 'page', locale, path: storePaths(locale).within(pathname), rewritten: true };
  }
  const rest = pathname === '/' ? '' : pathname;
  return { kind: 'page', locale: hostLocale, path: storePaths(hostLocale).within(rest), rewritten: true };
}
