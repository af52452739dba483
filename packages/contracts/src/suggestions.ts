/**
 * The storefront's GET /api/suggest?locale&q: what the header's search box lists while typing.
 * Type-only, so the search box's browser chunk carries no schema library.
 */

/** A product or category the search box offers: a label and where it leads. */
export interface Suggestion {
  kind: 'product' | 'category';
  label: string;
  href: string;
}

export interface SuggestionsAnswer {
  suggestions: Suggestion[];
}
