import { DEFAULT_LOCALE, localeInfo, type Locale } from '@store/locales';
import { absoluteAddress, publicOrigins } from './public-address.ts';

/**
 * The page's x-default among the locales it exists in: en-us, the store's default locale (the .com
 * domain's, and the one a host of no locale's domain gets), else the first locale that has the page.
 */
export function xDefaultLocale(locales: readonly Locale[]): Locale | undefined {
  return locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0];
}

export interface PageAlternates {
  canonical: string;
  /** hreflang (the locale's BCP 47 tag, e.g. en-US, zh-SG) to the page's absolute address, with x-default. */
  languages: Record<string, string>;
}

/**
 * The canonical address of a page in `locale` and its alternates in every locale where the same page
 * exists (`locales`, the current one included), all absolute on the locales' public origins.
 */
export function pageAlternates(
  locale: Locale,
  locales: readonly Locale[],
  pathOf: (locale: Locale) => string,
  origins: ReadonlySet<string> = publicOrigins(),
): PageAlternates {
  const at = (l: Locale) => absoluteAddress(l, pathOf(l), origins);
  const xDefault = xDefaultLocale(locales);
  return {
    canonical: at(locale),
    languages: {
      ...Object.fromEntries(locales.map((l) => [localeInfo(l).htmlLang, at(l)])),
      ...(xDefault ? { 'x-default': at(xDefault) } : {}),
    },
  };
}
