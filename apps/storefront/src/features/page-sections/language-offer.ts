import { DOMAIN_LOCALES, localeInfo, type Locale } from '@store/locales';

/** A locale the language banner may offer, with its texts in that locale's own language. */
export interface LanguageOffer {
  locale: Locale;
  language: string;
  htmlLang: string;
  label: string;
  text: string;
  switchLabel: string;
  dismissLabel: string;
}

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

/**
 * The offer matching the browser's preferred language (the first of navigator.languages), when it
 * differs from the page's language; undefined when the visitor already reads the page's language.
 */
export function offerForBrowser<T extends { language: string }>(
  browserLanguages: readonly string[],
  pageLanguage: string,
  offers: readonly T[],
): T | undefined {
  const preferred = browserLanguages[0]?.split('-')[0]?.toLowerCase();
  if (!preferred || preferred === pageLanguage) return undefined;
  return offers.find((offer) => offer.language === preferred);
}

/** The id under which a dismissed offer is remembered among the closed notifications. */
export function languageBannerId(locale: Locale): string {
  return `language-banner-${locale}`;
}
