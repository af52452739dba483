import type { CatalogLanguage } from '@store/catalog';

/**
 * Japanese and Chinese have no spaces between words, so PostgreSQL's parsers cannot split them.
 * Intl.Segmenter splits them the same way at indexing and at query time; the text-search side
 * then uses the 'simple' configuration on the space-separated words.
 */

const SEGMENTERS: Partial<Record<CatalogLanguage, Intl.Segmenter>> = {
  ja: new Intl.Segmenter('ja', { granularity: 'word' }),
  zh: new Intl.Segmenter('zh', { granularity: 'word' }),
};

export const isSegmented = (language: CatalogLanguage) => language === 'ja' || language === 'zh';

export function segmentWords(text: string, language: CatalogLanguage): string[] {
  const segmenter = SEGMENTERS[language];
  if (!segmenter) return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** Text as the search side stores and queries it. */
export function searchable(text: string, language: CatalogLanguage): string {
  return isSegmented(language) ? segmentWords(text, language).join(' ') : text;
}

export const TEXT_SEARCH_CONFIG: Record<CatalogLanguage, string> = {
  en: 'english',
  fr: 'french',
  nl: 'dutch',
  es: 'spanish',
  ja: 'simple',
  zh: 'simple',
};
