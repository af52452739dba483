import { LOCALES, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadEditorialPage } from '../../clients/content.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { seoMetadata } from '../../shell/seo/page-metadata.ts';
import { EditorialView } from './editorial-view.tsx';
import { editorialMessages } from './messages.ts';
import './editorial.css';

/**
 * Any path under a locale that no other route serves: the content system's editorial page of that
 * slug (the repo's copy while the content system is down), else the shell's 404 page.
 */

/** A slug only ever holds plain ASCII words, so a segment that does not decode is simply no page. */
function slugOf(segments: readonly string[]): string {
  try {
    return segments.map((s) => decodeURIComponent(s)).join('/');
  } catch {
    return '';
  }
}

/** The page's path under the locale: the content system holds the same pages in every locale (ADR 13). */
const pagePath = (locale: Locale, slug: string) => storePaths(locale).within(`/${slug}`);

export async function editorialMetadata(rawLocale: string, segments: readonly string[]): Promise<Metadata> {
  const locale = localeOrNotFound(rawLocale);
  const slug = slugOf(segments);
  const result = await loadEditorialPage(locale, slug);
  if (!result) return {};
  const { title, description, updated } = result.value;
  return {
    title,
    description,
    ...seoMetadata({
      locale,
      locales: LOCALES,
      pathOf: (l) => pagePath(l, slug),
      title,
      description,
      type: 'article',
      ...(updated ? { modifiedTime: updated } : {}),
    }),
  };
}

export async function EditorialPage({
  locale: rawLocale,
  segments,
}: {
  locale: string;
  segments: readonly string[];
}) {
  const locale = localeOrNotFound(rawLocale);
  const slug = slugOf(segments);
  const result = await loadEditorialPage(locale, slug);
  if (!result) notFound();
  return (
    <EditorialView
      page={result.value}
      path={pagePath(locale, slug)}
      locale={locale}
      messages={editorialMessages(locale)}
    />
  );
}
