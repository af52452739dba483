import { isLocale, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadEditorialPage } from '../../clients/content.ts';
import { EditorialPage } from './editorial-page.tsx';
import { editorialMessages } from './messages.ts';
import './editorial.css';

/**
 * Any path under a locale that no other route serves: the content system's editorial page of that
 * slug, else the shell's 404 page. When the content system fails, the page says so and offers a way
 * on; the next revalidation tries again.
 */

/** A slug only ever holds plain ASCII words, so a segment that does not decode is simply no page. */
function slugOf(segments: readonly string[]): string {
  try {
    return segments.map((s) => decodeURIComponent(s)).join('/');
  } catch {
    return '';
  }
}

export async function editorialMetadata(locale: string, segments: readonly string[]): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  const result = await loadEditorialPage(locale, slugOf(segments));
  if (result.kind !== 'page') return {};
  return { title: result.page.title, description: result.page.description };
}

export async function EditorialRoute({ locale, segments }: { locale: string; segments: readonly string[] }) {
  if (!isLocale(locale)) notFound();
  const result = await loadEditorialPage(locale, slugOf(segments));
  if (result.kind === 'missing') notFound();
  const messages = editorialMessages(locale);
  if (result.kind === 'unavailable') return <EditorialUnavailable locale={locale} />;
  return <EditorialPage page={result.page} locale={locale} messages={messages} />;
}

function EditorialUnavailable({ locale }: { locale: Locale }) {
  const m = editorialMessages(locale);
  return (
    <article className="editorial-page">
      <h1>{m.unavailableTitle}</h1>
      <p className="editorial-page__lead">{m.unavailableText}</p>
      <ul className="editorial-page__links">
        <li>
          <a href={`/${locale}/search.html`}>{m.browse}</a>
        </li>
        <li>
          <a href={`/${locale}/contact-us`}>{m.contact}</a>
        </li>
      </ul>
    </article>
  );
}
