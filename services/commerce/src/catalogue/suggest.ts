import MiniSearch from 'minisearch';
import { CATALOG_LANGUAGES, CATEGORY_NAMES, type CatalogLanguage } from '@store/catalog';
import { CATEGORY_IDS, type CategoryId, type SuggestResult } from '@store/contracts/commerce';
import { BoundedLru } from './bounded-lru.ts';
import { isSegmented, segmentWords } from './segment.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * Auto-suggest: one MiniSearch index per catalogue language, built from the snapshot in process
 * (rebuilt with it), so a keystroke costs no database round trip. Products match by prefix with
 * light typo tolerance; categories by word prefix. Answers are kept per index (so per catalogue
 * version) for the prefixes asked most: short prefixes such as "r" match most of the catalogue and
 * cost milliseconds to rank, and every visitor types them.
 */

/** Answers kept per index; each is a few names, so this bounds the memory to well under a megabyte. */
const SUGGEST_CACHE_ENTRIES = 2000;

interface ProductDoc {
  id: string;
  name: string;
  program: string;
}

const fold = (term: string) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function tokenizerFor(language: CatalogLanguage) {
  return (text: string) =>
    isSegmented(language) ? segmentWords(text, language) : text.split(/[\s\-–,.:;/&()]+/);
}

export interface SuggestIndex {
  suggest(language: CatalogLanguage, siteId: string, query: string, limit: number): SuggestResult;
}

export function buildSuggestIndex(snapshot: Snapshot): SuggestIndex {
  const indexes = new Map<CatalogLanguage, MiniSearch<ProductDoc>>();
  for (const language of CATALOG_LANGUAGES) {
    const index = new MiniSearch<ProductDoc>({
      fields: ['name', 'program', 'id'],
      storeFields: ['name'],
      tokenize: tokenizerFor(language),
      processTerm: (term) => (term ? fold(term) : null),
    });
    const docs: ProductDoc[] = [];
    for (const product of snapshot.byPopularity) {
      const text = product.texts.get(language);
      if (text) docs.push({ id: product.code, name: text.name, program: product.program });
    }
    index.addAll(docs);
    indexes.set(language, index);
  }
  const categoryWords = new Map<CatalogLanguage, Array<{ id: CategoryId; name: string; words: string[] }>>(
    CATALOG_LANGUAGES.map((language) => [
      language,
      CATEGORY_IDS.map((id) => {
        const name = CATEGORY_NAMES[id][language];
        return { id, name, words: tokenizerFor(language)(name).map(fold).filter(Boolean) };
      }),
    ]),
  );

  const answers = new BoundedLru<string, SuggestResult>(SUGGEST_CACHE_ENTRIES);

  function answer(language: CatalogLanguage, siteId: string, query: string, limit: number): SuggestResult {
    const index = indexes.get(language)!;
    const options = {
      prefix: true,
      fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
      boost: { name: 2, program: 1.5, id: 1 },
      filter: (result: { id: string }) => snapshot.products.get(result.id)?.stores.has(siteId) ?? false,
    };
    let hits = index.search(query, { ...options, combineWith: 'AND' });
    if (hits.length === 0) hits = index.search(query, { ...options, combineWith: 'OR' });
    const terms = tokenizerFor(language)(query).map(fold).filter(Boolean);
    const categories = (categoryWords.get(language) ?? [])
      .filter((c) => terms.length > 0 && terms.every((t) => c.words.some((w) => w.startsWith(t))))
      .slice(0, 3)
      .map(({ id, name }) => ({ id, name }));
    return {
      products: hits.slice(0, limit).map((hit) => ({ code: hit.id as string, name: hit['name'] as string })),
      categories,
    };
  }

  return {
    suggest(language, siteId, query, limit) {
      // Case and spacing change neither the terms nor the matches, so they share an answer.
      const normalised = query.toLowerCase().split(/\s+/u).filter(Boolean).join(' ');
      const key = `${language}\u0000${siteId}\u0000${limit}\u0000${normalised}`;
      let found = answers.get(key);
      if (!found) {
        found = answer(language, siteId, normalised, limit);
        answers.set(key, found);
      }
      return found;
    },
  };
}
