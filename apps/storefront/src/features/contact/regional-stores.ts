import {
  ALL_LOCALE_INFO,
  localeInfo,
  REGIONAL_SITE_COUNTRIES,
  type Locale,
  type RegionalSite,
} from '@store/locales';
import { countryName } from '../../i18n/country-name.ts';

export interface RegionalStoreLocale {
  locale: Locale;
  /** The store's language and country, named in the reader's language. */
  language: string;
  htmlLang: string;
  home: string;
  contact: string;
}

export interface RegionalStore {
  site: RegionalSite;
  /** The countries it sells to, named in the reader's language and in its alphabetical order. */
  countries: string[];
  locales: RegionalStoreLocale[];
  /** The store of the page being read. */
  current: boolean;
}

function languageName(htmlLang: string, reader: Locale): string {
  try {
    return (
      new Intl.DisplayNames([localeInfo(reader).htmlLang], {
        type: 'language',
        languageDisplay: 'standard',
      }).of(htmlLang) ?? htmlLang
    );
  } catch {
    return htmlLang;
  }
}

/** The regional stores for the International contacts page: the reader's own first, then the rest. */
export function regionalStores(reader: Locale): RegionalStore[] {
  const currentSite = localeInfo(reader).regionalSite;
  const collator = new Intl.Collator(localeInfo(reader).htmlLang);
  const sites = [...new Set(ALL_LOCALE_INFO.map((info) => info.regionalSite))];
  const ordered = [currentSite, ...sites.filter((site) => site !== currentSite)];
  return ordered.map((site) => ({
    site,
    countries: REGIONAL_SITE_COUNTRIES[site].map((iso) => countryName(iso, reader)).sort(collator.compare),
    locales: ALL_LOCALE_INFO.filter((info) => info.regionalSite === site).map((info) => ({
      locale: info.locale,
      language: languageName(info.htmlLang, reader),
      htmlLang: info.htmlLang,
      home: `/${info.locale}`,
      contact: `/${info.locale}/contact-us`,
    })),
    current: site === currentSite,
  }));
}
