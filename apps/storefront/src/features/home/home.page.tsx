import { LOCALES, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import type { Merchandising } from '@store/contracts/commerce-merchandising';
import { loadContent } from '../../clients/content.ts';
import { logger } from '../../clients/logger.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { seoMetadata } from '../../shell/seo/page-metadata.ts';
import { loadMerchandising } from '../catalog/catalog-data.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { HomeView } from './home-view.tsx';
import { homeMessages } from './messages.ts';

/** Cards in the new releases row and programs per category: a row of four on a wide screen. */
const NEW_RELEASES = 4;
const PER_CATEGORY = 3;

export async function homeMetadata(rawLocale: string): Promise<Metadata> {
  const locale = localeOrNotFound(rawLocale);
  const { value } = await loadContent(locale, 'home');
  return {
    title: { absolute: value.title },
    description: value.description,
    ...seoMetadata({
      locale,
      locales: LOCALES,
      pathOf: (l) => storePaths(l).home,
      title: value.title,
      description: value.description,
    }),
  };
}

/** The store's programs for the home page, or none while commerce cannot answer (logged). */
async function merchandisingOf(
  locale: Locale,
  featured: readonly string[],
): Promise<Merchandising | undefined> {
  try {
    return await loadMerchandising({
      locale,
      featured: featured.join(','),
      newReleases: NEW_RELEASES,
      perCategory: PER_CATEGORY,
    });
  } catch (error) {
    logger.warn(
      { err: error, locale },
      'home: the store’s programs could not be read; showing the content alone',
    );
    return undefined;
  }
}

export async function HomePage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const { value } = await loadContent(locale, 'home');
  const merchandising = await merchandisingOf(locale, value.featuredPrograms);
  return (
    <HomeView
      content={value}
      merchandising={merchandising}
      locale={locale}
      messages={homeMessages(locale)}
      catalog={catalogMessages(locale)}
    />
  );
}
