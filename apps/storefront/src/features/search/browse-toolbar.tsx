import { SORT_OPTIONS, type SortOption } from '@store/contracts/commerce-constants';
import type { Locale } from '@store/locales';
import { countText } from '../catalog/format-catalog.ts';
import type { SearchMessages } from './messages.ts';

/** The id of the filter form the facets, the sort and the query box are fields of, wherever each sits. */
export const BROWSE_FORM = 'browse-form';

/**
 * How many products the filters leave. A live region, so a screen reader says the new total when the
 * results change without a page load; focusable from script, where a removed chip leaves the focus.
 */
export function ResultCount({
  locale,
  total,
  forms,
}: {
  locale: Locale;
  total: number;
  forms: { one: string; other: string };
}) {
  return (
    <p id="browse-count" className="result-count" role="status" tabIndex={-1}>
      {countText(locale, total, forms)}
    </p>
  );
}

/** The sort, a field of the filter form; without JavaScript its own button applies it. */
export function SortSelect({
  formId,
  sort,
  messages,
}: {
  formId: string;
  sort: SortOption;
  messages: SearchMessages;
}) {
  return (
    <div className="browse__sort">
      <label htmlFor="search-sort">{messages.sortLabel}</label>
      <select id="search-sort" name="sort" form={formId} defaultValue={sort}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {messages.sort[option]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" form={formId} className="button">
          {messages.sortApply}
        </button>
      </noscript>
    </div>
  );
}
