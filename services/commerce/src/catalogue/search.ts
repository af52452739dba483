import { sql } from 'drizzle-orm';
import type { CatalogLanguage } from '@store/catalog';
import { type ProductSearchResult, type productSearchQuerySchema } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { z } from 'zod';
import { BoundedLru } from './bounded-lru.ts';
import { toSummary } from './present.ts';
import {
  FACET_NAMES,
  FACET_SLOT_COUNT,
  FACET_VALUES,
  facetSlot,
  firstLetters,
  fromPrice,
  nameOrder,
  productView,
  siteProducts,
  type ProductView,
} from './search-views.ts';
import { TEXT_SEARCH_CONFIG, isSegmented, searchable, segmentWords } from './segment.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * The results page: PostgreSQL full-text search in the locale's language picks and ranks the
 * matches (when it finds nothing, words corrected by trigram similarity, for typos); filters, facet counts, sorting
 * and paging then run on the snapshot, which holds every attribute they need.
 */

type SearchQuery = z.output<typeof productSearchQuerySchema>;

/** Below this trigram similarity a word is noise rather than a typo of a known word. */
const TYPO_SIMILARITY = 0.3;

async function fullText(db: Db, language: CatalogLanguage, q: string): Promise<Map<string, number>> {
  const config = TEXT_SEARCH_CONFIG[language];
  return toRanks(
    await db.execute(sql`
      SELECT t.code, ts_rank_cd(t.tsv, query) AS rank
      FROM commerce.product_texts AS t, plainto_tsquery(${config}::regconfig, unaccent(${searchable(q, language)})) AS query
      WHERE t.lang = ${language} AND t.tsv @@ query`),
  );
}

const correctionsSchema = z.object({ rows: z.array(z.object({ term: z.string(), word: z.string() })) });

async function matchText(db: Db, language: CatalogLanguage, q: string): Promise<Map<string, number>> {
  const matches = await fullText(db, language, q);
  // Segmented languages have no typos of the trigram kind; a miss there is a miss.
  if (matches.size > 0 || isSegmented(language)) return matches;
  // Typo tolerance: each query word is replaced by the most similar word of a product name (pg_trgm), then searched again.
  const terms = [...new Set(segmentWords(q.toLowerCase(), language))]
    .filter((t) => t.length >= 3)
    .slice(0, 8);
  if (terms.length === 0) return matches;
  const corrections = correctionsSchema.parse(
    await db.execute(sql`
      SELECT DISTINCT ON (term) term, w.word
      FROM unnest(ARRAY[${sql.join(
        terms.map((term) => sql`${term}`),
        sql`, `,
      )}]::text[]) AS term,
        commerce.search_words AS w
      WHERE w.lang = ${language} AND similarity(w.word, unaccent(term)) >= ${TYPO_SIMILARITY}
      ORDER BY term, similarity(w.word, unaccent(term)) DESC, w.word`),
  ).rows;
  if (corrections.length === 0) return matches;
  const corrected = new Map(corrections.map((c) => [c.term, c.word]));
  return fullText(db, language, terms.map((t) => corrected.get(t) ?? t).join(' '));
}

/** Both drivers answer { rows }; ranks come back as real numbers (PGlite) or strings (node-postgres). */
const rankedRowsSchema = z.object({ rows: z.array(z.object({ code: z.string(), rank: z.coerce.number() })) });

function toRanks(result: unknown): Map<string, number> {
  return new Map(rankedRowsSchema.parse(result).rows.map((row) => [row.code, row.rank]));
}

/**
 * Text matches per snapshot (so per catalogue version: a changed catalogue is a new snapshot and
 * starts empty) and per language and normalised query, least recently used first out: a repeated
 * query costs no round trip. Bounded by the product codes held, whatever the queries.
 */
const MATCH_CACHE_CODES = 100_000;

const textMatches = new WeakMap<Snapshot, BoundedLru<string, ReadonlyMap<string, number>>>();

/** Case, Unicode form and spacing make no difference to the match, so they make no new cache entry. */
export function normaliseQuery(q: string): string {
  return q.normalize('NFC').toLowerCase().split(/\s+/u).filter(Boolean).join(' ');
}

async function cachedMatch(
  db: Db,
  snapshot: Snapshot,
  language: CatalogLanguage,
  q: string,
): Promise<ReadonlyMap<string, number>> {
  let cache = textMatches.get(snapshot);
  if (!cache) {
    cache = new BoundedLru(MATCH_CACHE_CODES, (ranks) => ranks.size);
    textMatches.set(snapshot, cache);
  }
  const normalised = normaliseQuery(q);
  const key = `${language}\u0000${normalised}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const ranks = await matchText(db, language, normalised);
  cache.set(key, ranks);
  return ranks;
}

interface SearchContext {
  siteId: string;
  language: CatalogLanguage;
  currency: string;
}

/** Every match of a query in order, with its facet counts: what the pages of one search share. */
interface ResultSet {
  matches: readonly ProductView[];
  facets: ProductSearchResult['facets'];
}

/**
 * Result sets per snapshot, keyed by everything but the page: the next page, or the same filters
 * asked by another visitor, is a slice of one already worked out. Bounded by the products held.
 */
const RESULT_CACHE_PRODUCTS = 200_000;

const resultSets = new WeakMap<Snapshot, BoundedLru<string, ResultSet>>();

export async function searchProducts(
  db: Db,
  snapshot: Snapshot,
  query: SearchQuery,
  context: SearchContext,
): Promise<ProductSearchResult> {
  const { language, siteId, currency } = context;
  let cache = resultSets.get(snapshot);
  if (!cache) {
    cache = new BoundedLru(RESULT_CACHE_PRODUCTS, (set) => set.matches.length);
    resultSets.set(snapshot, cache);
  }
  const key = [
    siteId,
    language,
    currency,
    // Apart from any text (even blank), which ranks and so is a search of its own.
    query.q === undefined ? '' : `q:${normaliseQuery(query.q)}`,
    query.upc,
    query.letter,
    // The schema gives each filter's values deduplicated in the facet's order: one entry per set.
    ...FACET_NAMES.map((facet) => query[facet]?.join(',')),
    query.sort,
  ].join('\u0000');
  let set = cache.get(key);
  if (!set) {
    set = await resultSet(db, snapshot, query, context);
    cache.set(key, set);
  }
  const { matches, facets } = set;
  const start = (query.page - 1) * query.pageSize;
  return {
    total: matches.length,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(matches.length / query.pageSize),
    products: matches
      .slice(start, start + query.pageSize)
      .map((view) => toSummary(view.product, language, currency)),
    facets,
  };
}

async function resultSet(
  db: Db,
  snapshot: Snapshot,
  query: SearchQuery,
  { language, siteId, currency }: SearchContext,
): Promise<ResultSet> {
  const ranks = query.q ? await cachedMatch(db, snapshot, language, query.q) : undefined;

  // In popularity order when there is no text to rank by, so 'recommended' needs no sort then.
  let candidates = ranks
    ? [...ranks.keys()].flatMap((code) => {
        const view = productView(snapshot, code);
        return view?.product.stores.has(siteId) ? [view] : [];
      })
    : siteProducts(snapshot, siteId);
  if (query.upc) {
    const code = snapshot.itemsByUpc.get(query.upc)?.productCode;
    candidates = candidates.filter((view) => view.product.code === code);
  }
  if (query.letter) {
    const letter = query.letter;
    const letters = firstLetters(snapshot, language);
    candidates = candidates.filter((view) => letters.get(view.product.code) === letter);
  }

  // A filter is a facet and the slots of its values: a product passes it with any one of them.
  const selected = new Uint8Array(FACET_SLOT_COUNT);
  const filters = FACET_NAMES.flatMap((facet, index) => {
    const values = query[facet];
    if (!values?.length) return [];
    for (const value of values) selected[facetSlot(facet, value)] = 1;
    return [index];
  });
  const passes = (slots: readonly number[]) => slots.some((slot) => selected[slot] === 1);

  // One pass: a product counts in every facet when it passes all filters, and only in the
  // facet of the one filter it fails otherwise ("counts under the other active filters"). Within a
  // facet the values are alternatives, so a value's count is what adding it to the facet would give.
  const counts = new Uint32Array(FACET_SLOT_COUNT);
  const matches: ProductView[] = [];
  for (const view of candidates) {
    let failed = -1;
    let failures = 0;
    for (const facet of filters) {
      if (!passes(view.slots[facet]!)) {
        failed = facet;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    if (failures === 0) {
      matches.push(view);
      for (const slot of view.allSlots) counts[slot]! += 1;
    } else {
      for (const slot of view.slots[failed]!) counts[slot]! += 1;
    }
  }
  const facets = Object.fromEntries(
    FACET_NAMES.map((facet) => [
      facet,
      FACET_VALUES[facet].map((value) => ({ value, count: counts[facetSlot(facet, value)] ?? 0 })),
    ]),
  ) as ProductSearchResult['facets'];

  const names = nameOrder(snapshot, language);
  const byName = (a: ProductView, b: ProductView) => names.get(a.product.code)! - names.get(b.product.code)!;
  const price = (view: ProductView) => fromPrice(snapshot, view.product, currency);
  const sorters: Record<SearchQuery['sort'], ((a: ProductView, b: ProductView) => number) | undefined> = {
    recommended: ranks
      ? (a, b) =>
          (ranks.get(b.product.code) ?? 0) - (ranks.get(a.product.code) ?? 0) || a.popularity - b.popularity
      : undefined,
    'price-asc': (a, b) => price(a) - price(b) || byName(a, b),
    'price-desc': (a, b) => price(b) - price(a) || byName(a, b),
    'name-asc': byName,
    'name-desc': (a, b) => byName(b, a),
  };
  const sorter = sorters[query.sort];
  if (sorter) matches.sort(sorter);
  return { matches, facets };
}
