import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSearchResultSchema, suggestResultSchema } from '@store/contracts/commerce';
import { catalogWriteToken } from '../http/site-context.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { BoundedLru } from './bounded-lru.ts';
import { Catalogue } from './catalogue.ts';
import { normaliseQuery } from './search.ts';
import { readMeta, writeMeta } from './seed.ts';

/**
 * What keeps search fast must never make it wrong: the caches of text matches and suggestions
 * belong to one catalogue version, stay bounded, and a change made elsewhere is found without a
 * request paying for the check.
 */

describe('the bounded least-recently-used map', () => {
  it('keeps its total weight within the bound, dropping the least recently used first', () => {
    const lru = new BoundedLru<string, number[]>(5, (value) => value.length);
    lru.set('a', [1, 2]);
    lru.set('b', [1, 2]);
    expect(lru.get('a')).toEqual([1, 2]);
    lru.set('c', [1, 2]);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toEqual([1, 2]);
    expect(lru.get('c')).toEqual([1, 2]);
    lru.set('d', []);
    expect(lru.size).toBe(3);
    lru.set('e', [1, 2, 3, 4, 5, 6]);
    expect(lru.get('e')).toBeUndefined();
    expect(lru.size).toBe(3);
  });

  it('counts a replaced entry once', () => {
    const lru = new BoundedLru<string, string>(2);
    lru.set('a', 'first');
    lru.set('a', 'second');
    lru.set('b', 'other');
    expect(lru.get('a')).toBe('second');
    expect(lru.get('b')).toBe('other');
  });
});

describe('search queries as the match cache keys them', () => {
  it('ignores case and spacing, not the words', () => {
    expect(normaliseQuery('  Reading   FLUENCY ')).toBe('reading fluency');
    expect(normaliseQuery('reading')).not.toBe(normaliseQuery('readings'));
  });
});

describe('search and suggest after a catalogue change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  const searchCodes = async (text: string) => {
    const res = await t.call({ path: `/products?locale=en-us&q=${encodeURIComponent(text)}` });
    expect(res.statusCode, res.body).toBe(200);
    return productSearchResultSchema.parse(res.json()).products.map((p) => p.code);
  };
  const suggestCodes = async (text: string) => {
    const res = await t.call({ path: `/products/suggest?locale=en-us&q=${encodeURIComponent(text)}` });
    expect(res.statusCode, res.body).toBe(200);
    return suggestResultSchema.parse(res.json()).products.map((p) => p.code);
  };

  it('answers from the new version, not from what the old one cached', async () => {
    expect(await searchCodes('wombat')).toEqual([]);
    expect(await searchCodes('Wombat ')).toEqual([]);
    expect(await suggestCodes('wombat')).toEqual([]);

    const res = await t.call({
      method: 'PATCH',
      path: '/catalog/products/B200456',
      payload: { locale: 'en-us', name: 'Willow Social-Emotional Rating Scales Wombat Edition' },
      headers: { 'x-access-token': catalogWriteToken(TEST_API_KEY) },
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await searchCodes('wombat')).toEqual(['B200456']);
    expect(await searchCodes('Wombat ')).toEqual(['B200456']);
    expect(await suggestCodes('wombat')).toEqual(['B200456']);
  });

  it('finds a version stored by another instance without a bus message', async () => {
    const other = new Catalogue(t.database.db, async () => undefined);
    try {
      other.start();
      const before = (await other.ready).snapshot.version;
      const stored = await readMeta(t.database.db, 'version');
      await writeMeta(t.database.db, 'version', `${before}-elsewhere`);
      try {
        const deadline = performance.now() + 10_000;
        let seen = before;
        while (seen === before && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          seen = (await other.current()).snapshot.version;
        }
        expect(seen).toBe(`${before}-elsewhere`);
      } finally {
        if (stored) await writeMeta(t.database.db, 'version', stored);
      }
    } finally {
      other.close();
    }
  });
});
