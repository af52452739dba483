import type { CatalogMessages } from '../catalog/messages.ts';
import { FILTERS, type FilterName, type SearchFilters } from './search-state.ts';

/** What a facet value is called in the locale: a category by its name, the others by the catalogue's words. */
export function filterValueLabel(
  name: FilterName,
  value: string,
  catalog: CatalogMessages,
  categoryNames: ReadonlyMap<string, string>,
): string {
  const words: Record<Exclude<FilterName, 'category'>, Record<string, string>> = {
    format: catalog.formats,
    qualification: catalog.levels,
    age: catalog.ageBands,
    delivery: catalog.delivery,
  };
  return name === 'category' ? (categoryNames.get(value) ?? value) : (words[name][value] ?? value);
}

/** Every active filter value of a state, in the panel's order. */
export function activeFilters(state: SearchFilters): { name: FilterName; value: string }[] {
  return FILTERS.flatMap((name) => state[name].map((value) => ({ name, value })));
}
