import { DOMAIN_LOCALES, localeInfo, type Locale } from '@store/locales';

/**
 * The locales of the current one's domain in another language (en-ca's fr-ca, ja-jp's zh-sg): the
 * only ones the banner offers, since the domain is the region the visitor shops in.
 */
export function regionLocalesInOtherLanguages(current: Locale): Locale[] {
  const language = pageLanguage(current);
  const region = DOMAIN_LOCALES.find(([, locales]) => locales.includes(current))?.[1] ?? [];
  return region.filter((locale) => pageLanguage(locale) !== language);
}

/**
 * The language a locale's pages are written in, as browsers name it: the primary subtag of its
 * `<html lang>` (ja-jp's store address says `en`, its pages are Japanese).
 */
export function pageLanguage(locale: Locale): string {
  return (localeInfo(locale).htmlLang.split('-')[0] ?? '').toLowerCase();
}
