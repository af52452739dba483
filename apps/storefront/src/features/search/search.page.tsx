import { upcSchema } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import type { Metadata } from 'next';
import { serverFlag } from '../../clients/flags/server.ts';
import { format } from '../../i18n/format.ts';
import { buildFlagContext } from '../../shell/flags/flag-context.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { loadCategories, searchCatalog } from '../catalog/catalog-data.ts';
import { PRODUCT_A_Z } from '../catalog/catalog-path.ts';
import { countText } from '../catalog/format-catalog.ts';
import { catalogMessages, type CatalogMessages } from '../catalog/messages.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { searchMessages, type SearchMessages } from './messages.ts';
import {
  FILTERS,
  hasFilters,
  parseSearchState,
  searchHref,
  type FilterName,
  type SearchState,
} from './search-state.ts';
import { SORT_OPTIONS } from '@store/contracts/commerce-constants';
import '../catalog/catalog.css';
import './search.css';

const PAGE_SIZE = 24;

type RawParams = Record<string, string | string[] | undefined>;

export function searchMetadata(rawLocale: string, params: RawParams): Metadata {
  const messages = searchMessages(localeOrNotFound(rawLocale));
  const { q } = parseSearchState(params);
  return {
    title: q ? format(messages.titleFor, { query: q }) : messages.title,
    description: messages.description,
    // Result pages are endless combinations; search engines should index the catalogue pages instead.
    robots: { index: false, follow: true },
  };
}

function valueLabel(
  name: FilterName,
  value: string,
  catalog: CatalogMessages,
  categoryNames: Map<string, string>,
): string {
  switch (name) {
    case 'category':
      return categoryNames.get(value) ?? value;
    case 'format':
      return catalog.formats[value as keyof CatalogMessages['formats']];
    case 'qualification':
      return catalog.levels[value as keyof CatalogMessages['levels']];
    case 'age':
      return catalog.ageBands[value as keyof CatalogMessages['ageBands']];
    case 'delivery':
      return catalog.delivery[value as keyof CatalogMessages['delivery']];
  }
}

function FilterSelect({
  name,
  state,
  options,
  messages,
}: {
  name: FilterName;
  state: SearchState;
  options: { value: string; label: string; count: number }[];
  messages: SearchMessages;
}) {
  const id = `filter-${name}`;
  return (
    <div className="search-filter">
      <label htmlFor={id}>{messages[name]}</label>
      <select id={id} name={name} defaultValue={state[name] ?? ''}>
        <option value="">{messages.any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {`${o.label} (${o.count})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * With the upc flag on (requirements §9), a query that is a UPC finds the product of that item. The
 * page is rendered per request, so the flag is read here, with the shell's visitor context.
 */
async function searchesByUpc(locale: Locale, q: string | undefined): Promise<boolean> {
  if (!q || !upcSchema.safeParse(q).success) return false;
  return serverFlag('upc', buildFlagContext(locale, undefined, ''));
}

/** /search.html: results with filters, facet counts, sort and pages, all in the address (GET forms). */
export async function SearchPage({ locale: rawLocale, params }: { locale: string; params: RawParams }) {
  const locale = localeOrNotFound(rawLocale);
  const messages = searchMessages(locale);
  const catalog = catalogMessages(locale);
  const state = parseSearchState(params);
  const byUpc = await searchesByUpc(locale, state.q);
  const [result, categories] = await Promise.all([
    searchCatalog({
      locale,
      ...(byUpc ? { upc: state.q } : state.q ? { q: state.q } : {}),
      ...Object.fromEntries(FILTERS.filter((f) => state[f]).map((f) => [f, state[f]])),
      sort: state.sort,
      page: state.page,
      pageSize: PAGE_SIZE,
    }),
    loadCategories(locale),
  ]);
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  const title = state.q ? format(messages.titleFor, { query: state.q }) : messages.title;
  const cleared: SearchState = { q: state.q, sort: state.sort, page: 1 };

  return (
    <div className="search-page">
      <h1>{title}</h1>
      <form
        action={storePaths(locale).search()}
        method="get"
        className="search-page__form"
        role="search"
        aria-label={messages.formLabel}
      >
        <div className="search-page__query">
          <label htmlFor="search-query">{messages.query}</label>
          <input id="search-query" name="q" type="search" defaultValue={state.q} />
        </div>
        <fieldset className="search-page__filters">
          <legend>
            <h2>{messages.filters}</h2>
          </legend>
          {FILTERS.map((name) => {
            const facet = result.facets[name];
            const selected = state[name];
            const values =
              facet.some((f) => f.value === selected) || !selected
                ? facet
                : [...facet, { value: selected, count: 0 }];
            return (
              <FilterSelect
                key={name}
                name={name}
                state={state}
                messages={messages}
                options={values.map((f) => ({
                  value: f.value,
                  count: f.count,
                  label: valueLabel(name, f.value, catalog, categoryNames),
                }))}
              />
            );
          })}
          <div className="search-filter">
            <label htmlFor="search-sort">{messages.sortLabel}</label>
            <select id="search-sort" name="sort" defaultValue={state.sort}>
              {SORT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {messages.sort[option]}
                </option>
              ))}
            </select>
          </div>
          <div className="search-page__actions">
            <button type="submit" className="button button--primary">
              {messages.apply}
            </button>
            {hasFilters(state) ? <a href={searchHref(locale, cleared)}>{messages.clear}</a> : null}
          </div>
        </fieldset>
      </form>
      <p className="result-count" role="status">
        {countText(locale, result.total, { one: messages.resultsOne, other: messages.resultsOther })}
      </p>
      {result.products.length ? (
        <ProductGrid
          locale={locale}
          products={result.products}
          firstPosition={(result.page - 1) * result.pageSize + 1}
          listName={messages.title}
          messages={catalog}
        />
      ) : (
        <section className="search-empty" aria-labelledby="search-empty-heading">
          <h2 id="search-empty-heading">{messages.noResults}</h2>
          <p>{messages.noResultsHelp}</p>
          <ul>
            {hasFilters(state) ? (
              <li>
                <a href={searchHref(locale, cleared)}>{messages.clear}</a>
              </li>
            ) : null}
            <li>
              <a href={storePaths(locale).category(PRODUCT_A_Z)}>{catalog.browseAz}</a>
            </li>
          </ul>
          <h3>{messages.suggestedCategories}</h3>
          <ul>
            {[...categories]
              .sort((a, b) => b.productCount - a.productCount)
              .slice(0, 4)
              .map((c) => (
                <li key={c.id}>
                  <a href={storePaths(locale).category(c.id)}>{c.name}</a>
                </li>
              ))}
          </ul>
        </section>
      )}
      <Pagination
        locale={locale}
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={(page) => searchHref(locale, { ...state, page })}
        messages={catalog.pagination}
      />
    </div>
  );
}
