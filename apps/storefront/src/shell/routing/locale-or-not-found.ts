import { isLocale, type Locale } from '@store/locales';
import { notFound } from 'next/navigation';

/** A page's `locale` parameter as a store locale; any other first segment is the shell's 404 page. */
export function localeOrNotFound(locale: string): Locale {
  if (!isLocale(locale)) notFound();
  return locale;
}
