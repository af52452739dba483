import type { Locale } from '@store/locales';
import { storePaths } from '../../routing/store-paths.ts';

/**
 * Where the gate sends an anonymous visitor: the locale's sign-in page, with the page they asked
 * for as its `goto` so that signing in brings them back (requirements §2: {lang}/login).
 */
export function signInAddress(locale: Locale, here: { pathname: string; search: string }): string {
  return storePaths(locale).signIn(`${here.pathname}${here.search}`);
}
