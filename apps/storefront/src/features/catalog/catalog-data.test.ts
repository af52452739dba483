import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_LIFETIMES } from '../../clients/cache-manifest.ts';
import { loadCategories, loadProduct } from './catalog-data.ts';

/** Next's data cache as unstable_cache presents it: one entry per key, filled on the first call. */
const dataCache = new Map<string, unknown>();
const cacheOptions: unknown[] = [];
vi.mock('next/cache', () => ({
  unstable_cache:
    (load: () => Promise<unknown>, keyParts: string[], options: unknown) => async (): Promise<unknown> => {
      cacheOptions.push(options);
      const key = JSON.stringify(keyParts);
      if (!dataCache.has(key)) dataCache.set(key, await load());
      return dataCache.get(key);
    },
}));

const catalogVersion = vi.fn<() => Promise<string>>();
const product = vi.fn<(locale: string, code: string) => Promise<{ code: string } | undefined>>();
const categories = vi.fn<() => Promise<{ code: string }[]>>();
vi.mock('../../clients/commerce/server.ts', () => ({
  commerce: () => ({ catalogVersion, product, categories }),
}));

beforeEach(() => {
  dataCache.clear();
  cacheOptions.length = 0;
  vi.clearAllMocks();
  product.mockImplementation(async (_locale, code) => (code === 'missing' ? undefined : { code }));
  categories.mockResolvedValue([{ code: 'assessments' }]);
});

describe('catalogue reads cached under the catalogue version (cache-manifest.ts)', () => {
  it('keeps data for the manifest’s lifetime, without tags', async () => {
    catalogVersion.mockResolvedValue('v1');
    await loadProduct('en-us', 'A1');
    await loadCategories('en-us');
    expect(cacheOptions).toEqual([
      { revalidate: CACHE_LIFETIMES.catalogDataSeconds },
      { revalidate: CACHE_LIFETIMES.catalogDataSeconds },
    ]);
  });

  it('serves an unchanged catalogue from the cache and reads a changed one afresh', async () => {
    catalogVersion.mockResolvedValue('v1');
    expect(await loadProduct('en-us', 'A1')).toEqual({ code: 'A1' });
    expect(await loadProduct('en-us', 'A1')).toEqual({ code: 'A1' });
    expect(product).toHaveBeenCalledTimes(1);

    catalogVersion.mockResolvedValue('v2');
    product.mockResolvedValue({ code: 'A1-edited' });
    expect(await loadProduct('en-us', 'A1')).toEqual({ code: 'A1-edited' });
    expect(product).toHaveBeenCalledTimes(2);
  });

  it('caches a miss as null, and keeps locales apart', async () => {
    catalogVersion.mockResolvedValue('v1');
    expect(await loadProduct('en-us', 'missing')).toBeNull();
    expect(await loadProduct('en-us', 'missing')).toBeNull();
    await loadProduct('fr-ca', 'missing');
    expect(product).toHaveBeenCalledTimes(2);
  });
});
