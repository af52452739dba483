import { isLocale, type Locale } from '@store/locales';
import type { Site } from '../http/site-context.ts';

/**
 * The language of a mail not tied to an order (a marketing confirmation, a qualification reminder):
 * the customer's preferred locale when the site serves it, else the locale the call asked for, else
 * the site's first (docs/preferences.md). An order's mail keeps the order's locale.
 */
export function mailLocale(preferred: string | null, site: Site, requested?: Locale): Locale {
  if (isLocale(preferred) && site.locales.includes(preferred)) return preferred;
  if (requested !== undefined && site.locales.includes(requested)) return requested;
  return site.defaultLocale;
}
