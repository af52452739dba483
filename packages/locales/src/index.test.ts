import { describe, expect, it } from 'vitest';
import {
  ALL_LOCALE_INFO,
  DOMAIN_LOCALES,
  LOCALES,
  identityClientId,
  isLocale,
  localeForHost,
  localeForLanguage,
  localeForStore,
  localeInfo,
  storeOrigin,
} from './index.ts';

describe('locale table', () => {
  it('has the ten locales with en-us first', () => {
    expect(LOCALES).toEqual([
      'en-us',
      'en-ca',
      'fr-ca',
      'en-gb',
      'en-au',
      'en-nz',
      'zh-sg',
      'ja-jp',
      'nl-nl',
      'es-es',
    ]);
  });

  it.each([
    ['en-us', 'usassessments', 'US', 'en'],
    ['en-ca', 'caassessments', 'CA', 'en'],
    ['fr-ca', 'caassessments', 'CA', 'fr'],
    ['en-gb', 'ukassessments', 'EU', 'en'],
    ['nl-nl', 'nlassessments', 'EU', 'nl'],
    ['es-es', 'esassessments', 'EU', 'es'],
    ['en-au', 'auassessments', 'AP', 'en'],
    ['en-nz', 'nzassessments', 'AP', 'en'],
    ['zh-sg', 'sgassessments', 'AP', 'en'],
    ['ja-jp', 'asiaassessments', 'AP', 'en'],
  ] as const)('%s has store %s, region %s, language %s', (locale, storeId, region, language) => {
    const info = localeInfo(locale);
    expect(info.storeId).toBe(storeId);
    expect(info.routingRegion).toBe(region);
    expect(info.language).toBe(language);
    expect(localeForStore(storeId, language)).toBe(locale);
  });

  it.each([
    ['en-us', 'en-us'],
    ['en-ca', 'en-ca'],
    ['fr-ca', 'fr-ca'],
    ['en-gb', 'en-uk'],
    ['en-au', 'en-au'],
    ['en-nz', 'en-au'],
    ['zh-sg', 'en-asia'],
    ['ja-jp', 'en-asia'],
    ['nl-nl', 'nl-nl'],
    ['es-es', 'es-es'],
  ] as const)('%s reads the pdp-program query of %s', (locale, contentLocale) => {
    expect(localeInfo(locale).contentLocale).toBe(contentLocale);
  });

  it('rejects unknown store ids and languages', () => {
    expect(localeForStore('usassessments', 'fr')).toBeUndefined();
    expect(localeForStore('nostore', 'en')).toBeUndefined();
    expect(isLocale('en-US')).toBe(false);
    expect(isLocale('de-de')).toBe(false);
  });

  it('gives the Canadian sites an /en or /fr content prefix and every locale a path of its own', () => {
    expect(localeInfo('en-ca').contentPath).toBe('/ca/en');
    expect(localeInfo('fr-ca').contentPath).toBe('/ca/fr');
    expect(new Set(ALL_LOCALE_INFO.map((l) => l.contentPath)).size).toBe(ALL_LOCALE_INFO.length);
  });
});

describe('host domain defaults', () => {
  it.each([
    ['shop.example.com', 'en-us'],
    ['shop.example.ca', 'en-ca'],
    ['shop.example.co.uk', 'en-gb'],
    ['shop.example.nl', 'nl-nl'],
    ['shop.example.es', 'es-es'],
    ['shop.example.com.au', 'en-au'],
    ['shop.example.asia', 'ja-jp'],
    ['SHOP.EXAMPLE.CA:8443', 'en-ca'],
    ['localhost:3000', 'en-us'],
    ['127.0.0.1', 'en-us'],
    ['shop.example.de', 'en-us'],
    ['', 'en-us'],
    [null, 'en-us'],
  ])('%s gives %s', (host, locale) => {
    expect(localeForHost(host)).toBe(locale);
  });

  it('lists the domain of every locale exactly once', () => {
    const listed = DOMAIN_LOCALES.flatMap(([, locales]) => locales).sort();
    expect(listed).toEqual([...LOCALES].sort());
  });
});

describe('language-only addresses ({lang}/login)', () => {
  it.each([
    ['shop.example.ca', 'fr', 'fr-ca'],
    ['shop.example.ca', 'en', 'en-ca'],
    ['shop.example.com', 'en', 'en-us'],
    ['shop.example.nl', 'nl', 'nl-nl'],
    ['shop.example.es', 'es', 'es-es'],
    ['shop.example.com.au', 'en', 'en-au'],
    ['shop.example.asia', 'en', 'ja-jp'],
    // A language the domain has no locale in: the domain's own default.
    ['shop.example.com', 'fr', 'en-us'],
    ['shop.example.co.uk', 'nl', 'en-gb'],
    ['localhost:3000', 'es', 'en-us'],
  ])('%s with %s gives %s', (host, language, locale) => {
    expect(localeForLanguage(host, language)).toBe(locale);
  });

  it('gives nothing for a language no locale has', () => {
    expect(localeForLanguage('shop.example.ca', 'de')).toBeUndefined();
    expect(localeForLanguage('shop.example.ca', 'en-ca')).toBeUndefined();
  });
});

describe('identity client ids', () => {
  it('fixes US, CA and UK and reads the others from the environment', () => {
    const env = { IDENTITY_CLIENT_ID_NL: 'nl-from-env' };
    expect(identityClientId('en-us', env)).toBe('storefront-us');
    expect(identityClientId('fr-ca', env)).toBe('storefront-ca');
    expect(identityClientId('en-gb', env)).toBe('storefront-uk');
    expect(identityClientId('nl-nl', env)).toBe('nl-from-env');
    expect(identityClientId('es-es', env)).toBe('storefront-es');
    expect(identityClientId('ja-jp', {})).toBe(identityClientId('zh-sg', {}));
  });
});

describe('storeOrigin', () => {
  it('is the home origin when none is configured or the home origin is listed', () => {
    expect(storeOrigin(new Set(), 'fr-ca')).toBe('https://assessments.example.ca');
    const listed = new Set(['https://assessments.example.com', 'https://assessments.example.co.uk']);
    expect(storeOrigin(listed, 'en-gb')).toBe('https://assessments.example.co.uk');
  });

  it('is the first origin listed when the home origin is not', () => {
    const staging = new Set(['https://staging.example.net', 'http://localhost:3000']);
    expect(storeOrigin(staging, 'ja-jp')).toBe('https://staging.example.net');
  });
});
