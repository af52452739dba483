import type { EditorialPage as EditorialContent } from '@store/contracts';
import { localeInfo, type Locale } from '@store/locales';
import { resolvePath } from '../../shell/links.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { Breadcrumbs } from '../../shell/ui/breadcrumbs.tsx';
import type { EditorialMessages } from './messages.ts';

/**
 * An editorial page of the content system (ordering help, legal policies, topics, platforms): the
 * destination of the mega menu's and footer's content links. Plain text from the content system,
 * each section a heading of its own so the page can be skimmed and navigated by headings.
 */
export function EditorialView({
  page,
  path,
  locale,
  messages,
}: {
  page: EditorialContent;
  /** The page's own store path, the breadcrumb's last step. */
  path: string;
  locale: Locale;
  messages: EditorialMessages;
}) {
  const crumbs = [
    { name: messages.home, path: storePaths(locale).home },
    { name: page.title, path },
  ];
  const updated = page.updated
    ? new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${page.updated}T00:00:00Z`),
      )
    : undefined;
  // The date sits inside the sentence where the locale's template puts it, as a <time>.
  const [updatedBefore, updatedAfter = ''] = messages.lastUpdated.split('{date}');
  return (
    <article className="editorial-page">
      <Breadcrumbs locale={locale} label={messages.breadcrumb} crumbs={crumbs} />
      <h1>{page.title}</h1>
      <p className="editorial-page__lead">{page.description}</p>
      {updated ? (
        <p className="editorial-page__updated">
          {updatedBefore}
          <time dateTime={page.updated}>{updated}</time>
          {updatedAfter}
        </p>
      ) : null}
      {page.sections.map((section, index) => (
        // Content order is the only identity sections and paragraphs have: editors may repeat a text.
        <section key={index} aria-labelledby={`editorial-section-${index}`}>
          <h2 id={`editorial-section-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, at) => (
            <p key={at}>{paragraph}</p>
          ))}
          {section.links?.length ? (
            <ul className="editorial-page__links">
              {section.links.map((link, at) => (
                <li key={at}>
                  <a href={resolvePath(link.href, locale)}>{link.label}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
