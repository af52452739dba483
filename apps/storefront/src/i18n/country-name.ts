import { localeInfo, type Locale } from '@store/locales';

/** A registration country (ISO alpha-2) named in the page's language; the code itself if unknown. */
export function countryName(iso: string, locale: Locale): string {
  if (!/^[A-Z]{2}$/.test(iso)) return iso;
  try {
    return (
      new Intl.DisplayNames([localeInfo(locale).htmlLang], { type: 'region', fallback: 'code' }).of(iso) ??
      iso
    );
  } catch {
    return iso;
  }
}
