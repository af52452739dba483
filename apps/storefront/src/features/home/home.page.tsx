import { LOCALES } from '@store/locales';
import type { Metadata } from 'next';
import { loadContent } from '../../clients/content.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { seoMetadata } from '../../shell/seo/page-metadata.ts';
import { HomeView } from './home-view.tsx';

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

export async function HomePage({ locale: rawLocale }: { locale: string }) {
  const locale = localeOrNotFound(rawLocale);
  const { value } = await loadContent(locale, 'home');
  return <HomeView content={value} locale={locale} />;
}
