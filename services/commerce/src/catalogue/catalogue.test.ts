import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog, generatorId, programByCode } from '@store/catalog';
import {
  catalogEntriesSchema,
  catalogVersionSchema,
  categorySchema,
  productSchema,
  productSearchResultSchema,
  suggestResultSchema,
  type ProductSearchResult,
} from '@store/contracts/commerce';
import type { StoreId } from '@store/locales';
import { ensureCatalogue, readMeta, seededCatalogueId, writeMeta } from './seed.ts';
import { catalogWriteToken } from '../http/site-context.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

async function search(query: string, site = 'usassessments'): Promise<ProductSearchResult> {
  const res = await t.call({ path: `/products?${query}`, site });
  expect(res.statusCode, res.body).toBe(200);
  return productSearchResultSchema.parse(res.json());
}

const suggest = async (query: string, site = 'usassessments') => {
  const res = await t.call({ path: `/products/suggest?${query}`, site });
  expect(res.statusCode, res.body).toBe(200);
  return suggestResultSchema.parse(res.json());
};

const q = (text: string) => encodeURIComponent(text);

describe('search relevance in each catalogue language', () => {
  it.each([
    ['en-us', 'usassessments', 'reading fluency', 'A100123'],
    ['fr-ca', 'caassessments', 'fluidité lecture', 'A100123'],
    ['fr-ca', 'caassessments', 'echelles socioemotionnelles', 'B200456'],
    ['nl-nl', 'nlassessments', 'Cedar geheugen', 'C300789'],
    ['es-es', 'esassessments', 'memoria atención', 'C300789'],
    ['ja-jp', 'asiaassessments', '記憶注意', 'C300789'],
    ['zh-sg', 'sgassessments', '记忆 注意力', 'C300789'],
    ['zh-sg', 'sgassessments', '社会情绪', 'B200456'],
  ])('%s: "%s" finds the program', async (locale, site, text, code) => {
    const result = await search(`locale=${locale}&q=${q(text)}`, site);
    expect(result.products[0]?.code).toBe(code);
  });

  it('tolerates typos through trigram similarity when full-text search finds nothing', async () => {
    expect((await search(`locale=en-us&q=${q('redaing fluensy')}`)).products[0]?.code).toBe('A100123');
    expect((await search(`locale=nl-nl&q=${q('leesvloeiendheid')}`, 'nlassessments')).products[0]?.code).toBe(
      'A100123',
    );
  });

  it('finds nothing for nonsense', async () => {
    expect((await search(`locale=en-us&q=${q('qqqxzv wwwpt')}`)).total).toBe(0);
  });
});

describe('filters, facets, sorting and paging', () => {
  it('recommends the most popular programs first without a query, in a stable order', async () => {
    const first = await search('locale=en-us&pageSize=5');
    expect(
      first.products
        .slice(0, 3)
        .map((p) => p.code)
        .sort(),
    ).toEqual(['A100123', 'B200456', 'C300789']);
    expect((await search('locale=en-us&pageSize=5')).products).toEqual(first.products);
  });

  it('counts only what the site sells', async () => {
    const catalog = generateCatalog(1);
    const sold = (site: StoreId) => catalog.programs.filter((p) => p.stores.includes(site)).length;
    expect((await search('locale=en-us&pageSize=1')).total).toBe(sold('usassessments'));
    expect((await search('locale=nl-nl&pageSize=1', 'nlassessments')).total).toBe(sold('nlassessments'));
  });

  it('filters by category, format, qualification, age and delivery, with facets under the other filters', async () => {
    const all = await search('locale=en-us&pageSize=1');
    const behaviorCount = all.facets.category.find((f) => f.value === 'behavior')!.count;
    const behavior = await search('locale=en-us&category=behavior&pageSize=100');
    expect(behavior.total).toBe(behaviorCount);
    // Each page is full up to the total, so the checks of every product below check some.
    expect(behavior.products).toHaveLength(Math.min(behaviorCount, 100));
    expect(behavior.products.every((p) => p.categories.includes('behavior'))).toBe(true);
    // The category facet ignores the category filter itself, so other categories stay selectable.
    expect(behavior.facets.category).toEqual(all.facets.category);

    const combined = await search(
      'locale=en-us&category=behavior&qualification=B&delivery=digital&age=adolescent&format=training&pageSize=100',
    );
    expect(combined.total).toBeGreaterThan(0);
    expect(combined.products).toHaveLength(Math.min(combined.total, 100));
    for (const p of combined.products) {
      expect(p).toMatchObject({ qualificationLevel: 'B', digital: true });
      expect(p.formats).toContain('training');
      expect(p.ageRange.minMonths).toBeLessThanOrEqual(215);
      expect(p.ageRange.maxMonths).toBeGreaterThanOrEqual(156);
    }
    expect(combined.facets.qualification.find((f) => f.value === 'B')!.count).toBe(combined.total);
    const physical = await search('locale=en-us&delivery=physical&pageSize=100');
    expect(physical.total).toBeGreaterThan(0);
    expect(physical.products).toHaveLength(Math.min(physical.total, 100));
    expect(physical.products.every((p) => p.physical)).toBe(true);
  });

  it('takes several values of a facet as alternatives, and facets together as all required', async () => {
    const all = await search('locale=en-us&pageSize=1');
    const count = (result: ProductSearchResult, facet: 'category' | 'format', value: string) =>
      result.facets[facet].find((f) => f.value === value)!.count;
    const either = await search('locale=en-us&category=behavior&category=motor-sensory&pageSize=100');
    expect(either.products.length).toBeGreaterThan(0);
    for (const p of either.products) {
      expect(p.categories.some((c) => c === 'behavior' || c === 'motor-sensory')).toBe(true);
    }
    expect(either.products.some((p) => !p.categories.includes('behavior'))).toBe(true);
    expect(either.total).toBeGreaterThanOrEqual(
      Math.max(count(all, 'category', 'behavior'), count(all, 'category', 'motor-sensory')),
    );
    // The facet's own values still count as if it were unfiltered: a value's count is what adding it gives.
    expect(either.facets.category).toEqual(all.facets.category);

    const both = await search(
      'locale=en-us&category=motor-sensory&category=behavior&format=kit&format=manual&pageSize=100',
    );
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(either.total);
    for (const p of both.products) {
      expect(p.categories.some((c) => c === 'behavior' || c === 'motor-sensory')).toBe(true);
      expect(p.formats.some((f) => f === 'kit' || f === 'manual')).toBe(true);
    }
    // Under the other facet's filter: the category counts are those of kits and manuals only.
    const kitsOrManuals = await search('locale=en-us&format=kit&format=manual&pageSize=1');
    expect(both.facets.category).toEqual(kitsOrManuals.facets.category);
    expect(count(both, 'format', 'kit')).toBe(
      (await search('locale=en-us&category=behavior&category=motor-sensory&format=kit&pageSize=1')).total,
    );

    // The same values in another order, or repeated, are the same search.
    const reordered = await search(
      'locale=en-us&format=manual&category=behavior&format=kit&category=motor-sensory&format=kit&pageSize=100',
    );
    expect(reordered).toEqual(both);
  });

  it('refuses an unknown value among several with a 400 naming the filter', async () => {
    const res = await t.call({
      path: '/products?locale=en-us&format=kit&format=poster',
      site: 'usassessments',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('format');
  });

  it('sorts by price and by name both ways', async () => {
    const prices = (await search('locale=en-us&sort=price-asc&pageSize=100')).products.map(
      (p) => p.fromPrice.value,
    );
    expect(prices).toHaveLength(100);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await search('locale=en-us&sort=price-desc&pageSize=100')).products.map(
      (p) => p.fromPrice.value,
    );
    expect(desc).toHaveLength(100);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const names = (await search('locale=en-us&sort=name-asc&pageSize=100')).products.map((p) => p.name);
    expect(names).toHaveLength(100);
    expect(names).toEqual([...names].sort(collator.compare));
    const namesDesc = (await search('locale=en-us&sort=name-desc&pageSize=100')).products.map((p) => p.name);
    expect(namesDesc).toHaveLength(100);
    expect(namesDesc).toEqual([...namesDesc].sort((a, b) => collator.compare(b, a)));
  });

  it('pages through results', async () => {
    const one = await search('locale=en-us&pageSize=10&page=1');
    const two = await search('locale=en-us&pageSize=10&page=2');
    expect(one.pageCount).toBe(Math.ceil(one.total / 10));
    expect(two.products).toHaveLength(10);
    expect(two.products.map((p) => p.code)).not.toContain(one.products[0]!.code);
    expect((await search(`locale=en-us&pageSize=10&page=${one.pageCount + 1}`)).products).toEqual([]);
    expect((await t.call({ path: '/products?locale=en-us&pageSize=101' })).statusCode).toBe(400);
  });

  it('lists Product A-Z by first letter', async () => {
    const result = await search('locale=en-us&letter=L&pageSize=100');
    expect(result.total).toBeGreaterThan(0);
    expect(result.products).toHaveLength(Math.min(result.total, 100));
    expect(result.products.every((p) => p.name.startsWith('L'))).toBe(true);
  });
});

describe('products and categories', () => {
  it('gives a product in the locale language and site currency, 404 where the site does not sell it', async () => {
    const product = productSchema.parse(
      (await t.call({ path: '/products/A100123?locale=fr-ca', site: 'caassessments' })).json(),
    );
    expect(product.name).toBe('Inventaire de fluidité en lecture Lumen');
    expect(product.items.every((i) => i.price.currency === 'CAD')).toBe(true);
    expect(product.availableLocales).toContain('fr-ca');
    const notInNl = generateCatalog(1).programs.find((p) => !p.stores.includes('nlassessments'))!;
    expect(
      (await t.call({ path: `/products/${notInNl.code}?locale=nl-nl`, site: 'nlassessments' })).statusCode,
    ).toBe(404);
  });

  it('carries the UPC of each physical item and none for digital items', async () => {
    const product = productSchema.parse((await t.call({ path: '/products/A100123?locale=en-us' })).json());
    const generated = programByCode('A100123')!.items;
    for (const item of product.items) {
      expect(item.upc, item.code).toBe(generated.find((g) => g.code === item.code)?.upc);
      expect(item.upc === undefined, item.code).toBe(item.digital);
    }
    expect(product.items.find((i) => i.code === 'A100123-KIT')?.upc).toBe('407350000009');
  });

  it('finds the product of an exact UPC, within the site, and nothing for an unknown one', async () => {
    const byUpc = await search('locale=en-us&upc=407350000009');
    expect(byUpc.products.map((p) => p.code)).toEqual(['A100123']);
    expect((await search('locale=en-us&upc=407350000016')).total).toBe(0);
    const notInNl = generateCatalog(1).programs.find((p) => !p.stores.includes('nlassessments'))!;
    const upc = notInNl.items.find((i) => i.upc)!.upc!;
    expect((await search(`locale=nl-nl&upc=${upc}`, 'nlassessments')).total).toBe(0);
    expect((await search(`locale=en-us&upc=${upc}`)).products[0]?.code).toBe(notInNl.code);
    expect((await t.call({ path: '/products?locale=en-us&upc=12345' })).statusCode).toBe(400);
  });

  it('lists the ten categories with counts', async () => {
    const categories = categorySchema
      .array()
      .parse((await t.call({ path: '/categories?locale=es-es', site: 'esassessments' })).json());
    expect(categories).toHaveLength(10);
    expect(categories.find((c) => c.id === 'behavior')?.name).toBe('Conducta');
    expect(categories.every((c) => c.productCount > 0)).toBe(true);
  });
});

describe('auto-suggest', () => {
  it('suggests products by prefix, with light typo tolerance, and categories', async () => {
    expect((await suggest('locale=en-us&q=lum')).products[0]?.code).toBe('A100123');
    expect((await suggest('locale=en-us&q=lumem')).products.map((p) => p.code)).toContain('A100123');
    expect((await suggest('locale=en-us&q=beha')).categories.map((c) => c.id)).toContain('behavior');
    expect((await suggest('locale=fr-ca&q=comport', 'caassessments')).categories.map((c) => c.id)).toContain(
      'behavior',
    );
    expect((await suggest(`locale=zh-sg&q=${q('阅读流畅')}`, 'sgassessments')).products[0]?.code).toBe(
      'A100123',
    );
    expect((await suggest(`locale=ja-jp&q=${q('Cedar 記憶')}`, 'asiaassessments')).products[0]?.code).toBe(
      'C300789',
    );
    expect((await suggest('locale=en-us&q=lum&limit=3')).products.length).toBeLessThanOrEqual(3);
  });

  it('never suggests what the site does not sell', async () => {
    const notInNl = generateCatalog(1).programs.find((p) => !p.stores.includes('nlassessments'))!;
    const found = await suggest(`locale=nl-nl&q=${q(notInNl.texts.nl.name)}`, 'nlassessments');
    expect(found.products.map((p) => p.code)).not.toContain(notInNl.code);
  });
});

describe('catalogue changes', () => {
  const token = catalogWriteToken(TEST_API_KEY);
  const patch = (
    code: string,
    payload: object,
    headers: Record<string, string> = { 'x-access-token': token },
  ) => t.call({ method: 'PATCH', path: `/catalog/products/${code}`, payload, headers });

  it('needs a catalogue-write token', async () => {
    expect((await patch('B200456', { locale: 'en-us', name: 'X' }, {})).statusCode).toBe(401);
    expect(
      (await patch('B200456', { locale: 'en-us', name: 'X' }, { 'x-access-token': 'nope' })).statusCode,
    ).toBe(403);
    expect((await patch('Z000000', { locale: 'en-us', name: 'X' })).statusCode).toBe(404);
    expect((await patch('B200456', { locale: 'en-us' })).statusCode).toBe(400);
    expect(
      (await patch('B200456', { locale: 'en-us', prices: [{ itemCode: 'A100123-KIT', price: 1 }] }))
        .statusCode,
    ).toBe(422);
  });

  it('changes a name and a price, bumps the version and rebuilds search and suggest', async () => {
    const before = catalogVersionSchema.parse((await t.call({ path: '/catalog/version' })).json()).version;
    const res = await patch('B200456', {
      locale: 'en-us',
      name: 'Willow Social-Emotional Rating Scales Quokka Edition',
      prices: [{ itemCode: 'B200456-KIT', price: 499.99 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const product = productSchema.parse(res.json());
    expect(product.items.find((i) => i.code === 'B200456-KIT')?.price.value).toBe(499.99);
    const after = catalogVersionSchema.parse((await t.call({ path: '/catalog/version' })).json()).version;
    expect(after).not.toBe(before);
    expect((await suggest('locale=en-us&q=quokka')).products.map((p) => p.code)).toEqual(['B200456']);
    expect((await search('locale=en-us&q=quokka')).products.map((p) => p.code)).toEqual(['B200456']);
    // Other languages and currencies keep their own values.
    const fr = productSchema.parse(
      (await t.call({ path: '/products/B200456?locale=fr-ca', site: 'caassessments' })).json(),
    );
    expect(fr.name).toBe('Échelles socioémotionnelles Willow');
  });
});

describe('catalogue entries (the sitemap)', () => {
  it('lists every product the site sells, by code, with its categories and last change', async () => {
    const res = await t.call({ path: '/catalog/entries?locale=en-us' });
    expect(res.statusCode, res.body).toBe(200);
    const { products } = catalogEntriesSchema.parse(res.json());
    const codes = products.map((p) => p.code);
    expect(codes).toEqual([...codes].sort());
    const search = productSearchResultSchema.parse(
      (await t.call({ path: '/products?locale=en-us&pageSize=1' })).json(),
    );
    expect(products).toHaveLength(search.total);
    const product = productSchema.parse(
      (await t.call({ path: `/products/${codes[0]}?locale=en-us` })).json(),
    );
    expect(products[0]).toEqual({
      code: product.code,
      categories: product.categories,
      updatedAt: product.updatedAt,
    });
  });

  it('refuses a locale the site does not serve', async () => {
    expect((await t.call({ path: '/catalog/entries?locale=en-gb' })).statusCode).toBe(400);
  });
});

describe('seeding', () => {
  it('keeps a current catalogue and replaces one from another generator version or scale, or seeded the old way', async () => {
    const { db } = t.database;
    expect(await ensureCatalogue(db, 1)).toEqual({ seeded: false });
    for (const stale of ['catalog-v0-scale-1', generatorId(1)]) {
      await writeMeta(db, 'generator', stale);
      const outcome = await ensureCatalogue(db, 1);
      expect(outcome).toMatchObject({ seeded: true, programs: 500 });
      expect(await readMeta(db, 'generator')).toBe(seededCatalogueId(1));
    }
    expect(await ensureCatalogue(db, 1)).toEqual({ seeded: false });
  }, 120_000);
});

describe('text a database cannot hold', () => {
  it.each([
    ['a NUL byte', '%00'],
    ['a NUL byte inside a word', 'lum%00en'],
    ['invalid UTF-8', '%FF'],
    ['a lone surrogate half', '%ED%A0%80'],
  ])('refuses %s in the query of search and suggest with a 400 problem', async (_name, text) => {
    for (const path of [`/products?locale=en-us&q=${text}`, `/products/suggest?locale=en-us&q=${text}`]) {
      const res = await t.call({ path });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 400, detail: expect.stringContaining('q') });
    }
  });
});
