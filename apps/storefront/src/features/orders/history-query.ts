import { orderListQuerySchema } from '@store/contracts/commerce';

/**
 * The order history's address holds its state (a GET search form, a link to the next page), so a
 * search works without script and can be shared or reloaded. What does not fit commerce's query is
 * left out rather than refused: a mangled cursor starts from the newest order.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

export interface HistoryQuery {
  q?: string;
  cursor?: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const SEARCH_MAX_LENGTH = 60;

export function historyQuery(params: SearchParams): HistoryQuery {
  const q = orderListQuerySchema.shape.q.safeParse(first(params['q'])?.slice(0, SEARCH_MAX_LENGTH));
  const cursor = orderListQuerySchema.shape.cursor.safeParse(first(params['cursor']));
  return {
    ...(q.success && q.data !== undefined ? { q: q.data } : {}),
    ...(cursor.success && cursor.data !== undefined ? { cursor: cursor.data } : {}),
  };
}

/** The history's address for a query: `base` is the page's path. */
export function historyHref(base: string, query: HistoryQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.cursor) params.set('cursor', query.cursor);
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
