import type { Locale } from '@store/locales';

/**
 * What the banner's browser code needs: the offer's shape, the choice among offers, and the id of a
 * dismissal. The region's languages are worked out on the server (region-languages.ts).
 */

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
