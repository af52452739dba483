import { localeInfo, type Locale } from '@store/locales';

/**
 * The languages the catalogue is written in. The locale table's language code (requirements §2) serves the
 * store paths, where the Asian sites use English; their catalogue texts are Japanese and Chinese.
 */
export const CATALOG_LANGUAGES = ['en', 'fr', 'nl', 'es', 'ja', 'zh'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

export function catalogLanguage(locale: Locale): CatalogLanguage {
  const primary = localeInfo(locale).htmlLang.slice(0, 2);
  return (CATALOG_LANGUAGES as readonly string[]).includes(primary) ? (primary as CatalogLanguage) : 'en';
}

/** Per-language texts: every table of this package gives all six. */
export type Texts<T = string> = Record<CatalogLanguage, T>;
