import { ALL_LOCALE_INFO } from '@store/locales';
import { describe, expect, it } from 'vitest';
import { regionalStores } from './regional-stores.ts';

describe('regionalStores', () => {
  it('lists each of the seven regional stores once, with every locale in exactly one', () => {
    const stores = regionalStores('en-us');
    expect(stores.map((s) => s.site).sort()).toEqual(['anz', 'asia', 'ca', 'es', 'nl', 'uk', 'us']);
    const locales = stores.flatMap((s) => s.locales.map((l) => l.locale));
    expect(locales.sort()).toEqual(ALL_LOCALE_INFO.map((l) => l.locale).sort());
  });

  it("puts the reader's own store first and marks it", () => {
    const stores = regionalStores('zh-sg');
    expect(stores[0]).toMatchObject({ site: 'asia', current: true });
    expect(stores.filter((s) => s.current)).toHaveLength(1);
    expect(stores[0]?.locales.map((l) => l.locale).sort()).toEqual(['ja-jp', 'zh-sg']);
  });

  it("names countries and languages in the reader's language, countries in its alphabetical order", () => {
    const canada = regionalStores('fr-ca').find((s) => s.site === 'ca');
    expect(canada?.locales.map((l) => [l.language, l.home, l.contact])).toEqual([
      ['anglais (Canada)', '/en-ca', '/en-ca/contact-us'],
      ['français (Canada)', '/fr-ca', '/fr-ca/contact-us'],
    ]);
    const asia = regionalStores('en-gb').find((s) => s.site === 'asia');
    expect(asia?.countries).toContain('Japan');
    expect(asia?.countries).toContain('Singapore');
    expect(asia?.countries).toEqual([...(asia?.countries ?? [])].sort((a, b) => a.localeCompare(b, 'en')));
    const anz = regionalStores('ja-jp').find((s) => s.site === 'anz');
    expect(anz?.countries).toEqual(expect.arrayContaining(['オーストラリア', 'ニュージーランド']));
  });
});
