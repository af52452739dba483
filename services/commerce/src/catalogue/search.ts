import { sql } from 'drizzle-orm';
import type { CatalogLanguage } from '@store/catalog';
import {
  AGE_BANDS,
  CATEGORY_IDS,
  DELIVERY_KINDS,
  FORMATS,
  QUALIFICATION_LEVELS,
  type ProductSearchResult,
  type productSearchQuerySchema,
} from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { z } from 'zod';
import { lowestPrice, toSummary } from './present.ts';
import { TEXT_SEARCH_CONFIG, isSegmented, searchable, segmentWords } from './segment.ts';
import type { FacetName, Snapshot, SnapshotProduct } from './snapshot.ts';

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

const FACET_NAMES = ['category', 'format', 'qualification', 'age', 'delivery'] as const satisfies FacetName[];

const FACET_VALUES: Record<FacetName, readonly string[]> = {
  category: CATEGORY_IDS,
  format: FORMATS,
  qualification: QUALIFICATION_LEVELS,
  age: AGE_BANDS,
  delivery: DELIVERY_KINDS,
};

/** Each product's position in name order per language; collating thousands of names per request is slow. */
const nameOrders = new WeakMap<Snapshot, Map<CatalogLanguage, Map<string, number>>>();

function nameOrder(snapshot: Snapshot, language: CatalogLanguage): Map<string, number> {
  let perLanguage = nameOrders.get(snapshot);
  if (!perLanguage) nameOrders.set(snapshot, (perLanguage = new Map()));
  let order = perLanguage.get(language);
  if (!order) {
    const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    const name = (p: SnapshotProduct) => p.texts.get(language)?.name ?? p.code;
    const sorted = [...snapshot.byPopularity].sort(
      (a, b) => collator.compare(name(a), name(b)) || a.code.localeCompare(b.code),
    );
    order = new Map(sorted.map((p, index) => [p.code, index]));
    perLanguage.set(language, order);
  }
  return order;
}

function firstLetter(name: string): string {
  const first = name.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /[0-9]/.test(first) ? '0' : first;
}

export async function searchProducts(
  db: Db,
  snapshot: Snapshot,
  query: SearchQuery,
  context: { siteId: string; language: CatalogLanguage; currency: string },
): Promise<ProductSearchResult> {
  const { language, siteId, currency } = context;
  const ranks = query.q ? await matchText(db, language, query.q) : undefined;

  let candidates = ranks
    ? [...ranks.keys()].flatMap((code) => snapshot.products.get(code) ?? [])
    : [...snapshot.byPopularity];
  if (query.upc) {
    const code = snapshot.itemsByUpc.get(query.upc)?.productCode;
    candidates = candidates.filter((p) => p.code === code);
  }
  candidates = candidates.filter((p) => p.stores.has(siteId));
  if (query.letter) {
    const letter = query.letter;
    candidates = candidates.filter((p) => firstLetter(p.texts.get(language)?.name ?? '') === letter);
  }

  const requested: Array<[FacetName, string | undefined]> = [
    ['category', query.category],
    ['format', query.format],
    ['qualification', query.qualification],
    ['age', query.age],
    ['delivery', query.delivery],
  ];
  const filters = requested.filter((filter): filter is [FacetName, string] => filter[1] !== undefined);

  // One pass: a product counts in every facet when it passes all filters, and only in the
  // facet of the one filter it fails otherwise ("counts under the other active filters").
  const counts = Object.fromEntries(
    FACET_NAMES.map((facet) => [facet, new Map<string, number>(FACET_VALUES[facet].map((v) => [v, 0]))]),
  ) as Record<FacetName, Map<string, number>>;
  const matches: SnapshotProduct[] = [];
  for (const product of candidates) {
    let failed: FacetName | undefined;
    let failures = 0;
    for (const [facet, value] of filters) {
      if (!product.facets[facet].includes(value)) {
        failed = facet;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    if (failures === 0) matches.push(product);
    for (const facet of failed ? [failed] : FACET_NAMES) {
      const facetCounts = counts[facet];
      for (const value of product.facets[facet]) facetCounts.set(value, (facetCounts.get(value) ?? 0) + 1);
    }
  }
  const facets = Object.fromEntries(
    FACET_NAMES.map((facet) => [facet, [...counts[facet]].map(([value, count]) => ({ value, count }))]),
  ) as ProductSearchResult['facets'];

  const fromPrice = new Map(matches.map((p) => [p.code, lowestPrice(p, currency)]));
  const names = nameOrder(snapshot, language);
  const byName = (a: SnapshotProduct, b: SnapshotProduct) => names.get(a.code)! - names.get(b.code)!;
  const byPopularity = (a: SnapshotProduct, b: SnapshotProduct) =>
    b.popularity - a.popularity || a.code.localeCompare(b.code);
  const sorters: Record<SearchQuery['sort'], (a: SnapshotProduct, b: SnapshotProduct) => number> = {
    recommended: ranks
      ? (a, b) => (ranks.get(b.code) ?? 0) - (ranks.get(a.code) ?? 0) || byPopularity(a, b)
      : byPopularity,
    'price-asc': (a, b) => fromPrice.get(a.code)! - fromPrice.get(b.code)! || byName(a, b),
    'price-desc': (a, b) => fromPrice.get(b.code)! - fromPrice.get(a.code)! || byName(a, b),
    'name-asc': byName,
    'name-desc': (a, b) => byName(b, a),
  };
  matches.sort(sorters[query.sort]);

  const start = (query.page - 1) * query.pageSize;
  return {
    total: matches.length,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(matches.length / query.pageSize),
    products: matches.slice(start, start + query.pageSize).map((p) => toSummary(p, language, currency)),
    facets,
  };
}
