import { describe, expect, it } from 'vitest';
import { RELATED_ITEMS_MAX, relatedProducts, relatedQuery } from './related-items.ts';

const summary = (code: string) => ({ code });

describe('related items', () => {
  it('are searched in the product’s main category, one more than shown so the product itself can drop out', () => {
    expect(relatedQuery('en-gb', { categories: ['behavior', 'speech-language'] })).toEqual({
      locale: 'en-gb',
      category: 'behavior',
      pageSize: RELATED_ITEMS_MAX + 1,
    });
    expect(relatedQuery('en-gb', { categories: [] })).toBeUndefined();
  });

  it('never list the product itself and stop at the maximum', () => {
    const found = ['A100123', 'B1', 'C1', 'D1', 'E1'].map(summary);
    expect(relatedProducts('A100123', found).map((p) => p.code)).toEqual(['B1', 'C1', 'D1', 'E1']);
    expect(relatedProducts('Z9', found)).toHaveLength(RELATED_ITEMS_MAX);
    expect(relatedProducts('A100123', found.slice(0, 1))).toEqual([]);
  });
});
