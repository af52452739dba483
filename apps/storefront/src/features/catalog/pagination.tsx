import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { formatNumber } from './format-catalog.ts';
import type { CatalogMessages } from './messages.ts';

/** Previous, numbered and next links; the current page is marked with aria-current, not colour alone. */
export function Pagination({
  locale,
  page,
  pageCount,
  hrefFor,
  messages,
}: {
  locale: Locale;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  messages: CatalogMessages['pagination'];
}) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label={messages.label}>
      <p className="visually-hidden">{format(messages.pageOf, { page, pages: pageCount })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <a href={hrefFor(page - 1)} rel="prev">
              {messages.previous}
            </a>
          </li>
        ) : null}
        {pages.map((p) => (
          <li key={p}>
            <a
              href={hrefFor(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={format(messages.page, { page: p })}
            >
              {formatNumber(p, locale)}
            </a>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={hrefFor(page + 1)} rel="next">
              {messages.next}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
