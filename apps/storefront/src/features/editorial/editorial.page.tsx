import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadEditorialPage } from '../../clients/content.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
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

export async function editorialMetadata(rawLocale: string, segments: readonly string[]): Promise<Metadata> {
  const result = await loadEditorialPage(localeOrNotFound(rawLocale), slugOf(segments));
  return result ? { title: result.value.title, description: result.value.description } : {};
}

export async function EditorialPage({
  locale: rawLocale,
  segments,
}: {
  locale: string;
  segments: readonly string[];
}) {
  const locale = localeOrNotFound(rawLocale);
  const result = await loadEditorialPage(locale, slugOf(segments));
  if (!result) notFound();
  return <EditorialView page={result.value} locale={locale} messages={editorialMessages(locale)} />;
}
