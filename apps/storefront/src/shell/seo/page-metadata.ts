import { localeInfo, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { messagesFor } from '../../i18n/messages.ts';
import { pageAlternates } from './alternates.ts';
import { publicOrigins } from './public-address.ts';

export interface PageImage {
  /** Absolute address (absoluteAddress). */
  url: string;
  alt: string;
  width: number;
  height: number;
  type: string;
}

export interface SeoPage {
  locale: Locale;
  /** Every locale where the same page exists, `locale` among them. */
  locales: readonly Locale[];
  pathOf: (locale: Locale) => string;
  /** The page's own title and description, as its metadata already gives them to the title tag. */
  title: string;
  description: string;
  image?: PageImage;
  type?: 'website' | 'article';
  /** An article's last change, ISO 8601. */
  modifiedTime?: string;
}

/** Open Graph writes a locale as language_TERRITORY. */
export function openGraphLocale(locale: Locale): string {
  return localeInfo(locale).htmlLang.replace('-', '_');
}

/**
 * A page's canonical address, hreflang alternates, Open Graph and Twitter card: what search engines
 * and link previews read, every address absolute on the locales' public origins.
 */
export function seoMetadata(
  page: SeoPage,
  origins: ReadonlySet<string> = publicOrigins(),
): Pick<Metadata, 'alternates' | 'openGraph' | 'twitter'> {
  const alternates = pageAlternates(page.locale, page.locales, page.pathOf, origins);
  const images = page.image ? [page.image] : undefined;
  return {
    alternates,
    openGraph: {
      type: page.type ?? 'website',
      siteName: messagesFor(page.locale).meta.siteName,
      locale: openGraphLocale(page.locale),
      alternateLocale: page.locales.filter((l) => l !== page.locale).map(openGraphLocale),
      url: alternates.canonical,
      title: page.title,
      description: page.description,
      ...(images ? { images } : {}),
      ...(page.modifiedTime ? { modifiedTime: page.modifiedTime } : {}),
    },
    twitter: {
      card: page.image ? 'summary_large_image' : 'summary',
      title: page.title,
      description: page.description,
      ...(images ? { images } : {}),
    },
  };
}
