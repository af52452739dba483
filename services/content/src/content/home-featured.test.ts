import { describe, expect, it } from 'vitest';
import { programByCode } from '@store/catalog';
import { builtInContent } from '@store/content';
import { LOCALES, localeInfo } from '@store/locales';

/** The content's featured programs are the generated catalogue's, each sold by the locale's own store. */
describe('featured programs of the home content', () => {
  it.each(LOCALES)('%s features programs its store sells', (locale) => {
    const { storeId } = localeInfo(locale);
    for (const code of builtInContent(locale).home.featuredPrograms) {
      expect(programByCode(code)?.stores, `${locale} features ${code}`).toContain(storeId);
    }
  });
});
