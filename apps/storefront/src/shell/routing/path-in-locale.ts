import { isLocale, localeForStore, localeInfo, type Locale } from '@store/locales';

/**
 * The same page in the target locale: the locale segment replaced; a store path (/store/{storeId}/
 * {lang}/...) moved to the target's store id and language; an unprefixed page given the prefix.
 */
export function pathInLocale(pathname: string, target: Locale): string {
  const segments = pathname.split('/');
  if (isLocale(segments[1])) {
    segments[1] = target;
    return segments.join('/');
  }
  if (segments[1] === 'store' && segments[2] && segments[3] && localeForStore(segments[2], segments[3])) {
    const { storeId, language } = localeInfo(target);
    segments[2] = storeId;
    segments[3] = language;
    return segments.join('/');
  }
  return pathname === '/' ? `/${target}` : `/${target}${pathname}`;
}
