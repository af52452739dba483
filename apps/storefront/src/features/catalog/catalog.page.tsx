import type { ProductSearchResult } from '@store/contracts/commerce';
import type { CategoryId } from '@store/contracts/commerce-constants';
import { LOCALES, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { format } from '../../i18n/format.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { seoMetadata } from '../../shell/seo/page-metadata.ts';
import { loadCategories, searchCatalog } from './catalog-data.ts';
import { AZ_LETTERS, catalogHref, parseCatalogPath, PRODUCT_A_Z, type CatalogPath } from './catalog-path.ts';
import { catalogMessages } from './messages.ts';
import { Pagination } from './pagination.tsx';
import { ProductGrid } from './product-grid.tsx';
import { BrowseLayout } from '../search/browse-layout.tsx';
import { BROWSE_FORM, ResultCount } from '../search/browse-toolbar.tsx';
import { NO_FILTERS } from '../search/search-state.ts';
import './catalog.css';

const PAGE_SIZE = 24;

async function titleOf(locale: Locale, path: CatalogPath) {
  const messages = catalogMessages(locale);
  if (path.kind === 'az') {
    const letter = path.letter === '0' ? messages.az.digits : path.letter;
    return {
      title: letter ? format(messages.az.letterTitle, { letter }) : messages.az.title,
      intro: messages.az.intro,
    };
  }
  const category = (await loadCategories(locale)).find((c) => c.id === path.category);
  const name = category?.name ?? path.category;
  return {
    title: name,
    intro: format(messages.category.intro, { category: name }),
    description: format(messages.category.description, { category: name }),
  };
}

function resolve(rawLocale: string, category: string, rest: string[] | undefined) {
  const locale = localeOrNotFound(rawLocale);
  const path = parseCatalogPath(category, rest);
  if (!path) notFound();
  return { locale, path };
}

export async function catalogMetadata(
  rawLocale: string,
  category: string,
  rest?: string[],
): Promise<Metadata> {
  if (!parseCatalogPath(category, rest)) return {};
  const { locale, path } = resolve(rawLocale, category, rest);
  const { title, intro, description = intro } = await titleOf(locale, path);
  // The categories and the A-Z index are the same in every locale: the page exists in each.
  return {
    title,
    description,
    ...seoMetadata({ locale, locales: LOCALES, pathOf: (l) => catalogHref(l, path), title, description }),
  };
}

function Results({ locale, result, title }: { locale: Locale; result: ProductSearchResult; title: string }) {
  const messages = catalogMessages(locale);
  return result.products.length ? (
    <ProductGrid
      locale={locale}
      products={result.products}
      firstPosition={(result.page - 1) * result.pageSize + 1}
      listName={title}
      messages={messages}
    />
  ) : (
    <p>
      {messages.empty} <a href={storePaths(locale).category(PRODUCT_A_Z)}>{messages.browseAz}</a>
    </p>
  );
}

/**
 * A category page with the search page's facets beside its products. The page reads no query (it is
 * rendered once and kept), so its filter form is the search page's: ticking a facet continues on the
 * search page with the category ticked, where every filter is in the address.
 */
async function CategoryBrowse({
  locale,
  category,
  result,
  title,
}: {
  locale: Locale;
  category: CategoryId;
  result: ProductSearchResult;
  title: string;
}) {
  const messages = catalogMessages(locale);
  const categories = await loadCategories(locale);
  return (
    <>
      {/* The fields are the panel's and the sort's (their form attribute); the form only sends them. */}
      <form id={BROWSE_FORM} action={storePaths(locale).search()} method="get" hidden />
      <BrowseLayout
        locale={locale}
        selected={{ ...NO_FILTERS, category: [category] }}
        sort="recommended"
        result={result}
        categoryNames={new Map(categories.map((c) => [c.id, c.name]))}
        countForms={{ one: messages.resultsOne, other: messages.resultsOther }}
        hrefFor={(page) => catalogHref(locale, { kind: 'category', category, page })}
      >
        <Results locale={locale} result={result} title={title} />
      </BrowseLayout>
    </>
  );
}

/** Product A-Z and the category pages of the mega menu: server-rendered, a page per address. */
export async function CatalogPage({
  locale: rawLocale,
  category,
  rest,
}: {
  locale: string;
  category: string;
  rest?: string[];
}) {
  const { locale, path } = resolve(rawLocale, category, rest);
  const messages = catalogMessages(locale);
  const [{ title, intro }, result] = await Promise.all([
    titleOf(locale, path),
    searchCatalog({
      locale,
      ...(path.kind === 'az'
        ? { letter: path.letter, sort: 'name-asc' }
        : { category: path.category, sort: 'recommended' }),
      page: path.page,
      pageSize: PAGE_SIZE,
    }),
  ]);
  if (path.page > 1 && path.page > result.pageCount) notFound();

  return (
    <div className={`catalog-page${path.kind === 'category' ? ' browse' : ''}`}>
      <h1>{title}</h1>
      <p>{intro}</p>
      {path.kind === 'az' ? (
        <nav aria-label={messages.az.letters} className="az-letters">
          <ul>
            <li>
              <a
                href={storePaths(locale).category(PRODUCT_A_Z)}
                aria-current={path.letter ? undefined : 'page'}
              >
                {messages.az.all}
              </a>
            </li>
            {AZ_LETTERS.map((letter) => (
              <li key={letter}>
                <a
                  href={catalogHref(locale, { kind: 'az', letter, page: 1 })}
                  aria-current={path.letter === letter ? 'page' : undefined}
                >
                  {letter === '0' ? messages.az.digits : letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {path.kind === 'category' ? (
        <CategoryBrowse locale={locale} category={path.category} result={result} title={title} />
      ) : (
        <>
          <ResultCount
            locale={locale}
            total={result.total}
            forms={{ one: messages.resultsOne, other: messages.resultsOther }}
          />
          <Results locale={locale} result={result} title={title} />
          <Pagination
            locale={locale}
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) => catalogHref(locale, { ...path, page })}
            messages={messages.pagination}
          />
        </>
      )}
    </div>
  );
}
