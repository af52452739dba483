import { localeInfo, type Locale } from '@store/locales';

/** Fills the {locale}, {lang} and {store} placeholders of a content link for the page's locale. */
export function resolvePath(path: string, locale: Locale): string {
  const { storeId, language } = localeInfo(locale);
  return path.replaceAll('{locale}', locale).replaceAll('{lang}', language).replaceAll('{store}', storeId);
}

/** Only same-site paths and http(s), mailto and tel addresses may be linked from content. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  return /^(https?:|mailto:|tel:)/i.test(href);
}
