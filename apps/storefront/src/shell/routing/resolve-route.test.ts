import { describe, expect, it } from 'vitest';
import { requestHost, resolveRoute } from './resolve-route.ts';

describe('resolveRoute', () => {
  it('forwards the backing systems’ paths', () => {
    expect(resolveRoute('/flags/ofrep/v1/evaluate/flags', 'localhost')).toEqual({
      kind: 'forward',
      system: 'flags',
      path: '/ofrep/v1/evaluate/flags',
    });
    expect(resolveRoute('/content/us/footer-content.json', null)).toMatchObject({
      system: 'content',
      path: '/us/footer-content.json',
    });
    expect(resolveRoute('/am/json/realms/root/authenticate', null)).toMatchObject({
      system: 'identity',
      path: '/json/realms/root/authenticate',
    });
    expect(resolveRoute('/headless/ecommerce/v2/products', null)).toMatchObject({
      system: 'commerce',
      path: '/headless/ecommerce/v2/products',
    });
    expect(resolveRoute('/payments/pay/cs_test_1', null)).toMatchObject({
      system: 'payments',
      path: '/payments/pay/cs_test_1',
    });
    expect(resolveRoute('/flagship', null)).toMatchObject({ kind: 'page', path: '/en-us/flagship' });
  });

  it('keeps a locale-prefixed path as it is', () => {
    expect(resolveRoute('/fr-ca/some/page', 'shop.example.com')).toEqual({
      kind: 'page',
      locale: 'fr-ca',
      path: '/fr-ca/some/page',
      rewritten: false,
    });
  });

  it.each([
    ['/store/caassessments/fr', 'fr-ca'],
    ['/store/caassessments/en/quickOrder', 'en-ca'],
    ['/store/asiaassessments/en', 'ja-jp'],
    ['/store/sgassessments/en', 'zh-sg'],
    ['/store/nlassessments/nl/order-status', 'nl-nl'],
  ])('resolves the store path %s to %s', (path, locale) => {
    expect(resolveRoute(path, 'localhost')).toEqual({
      kind: 'page',
      locale,
      path: `/${locale}${path}`,
      rewritten: true,
    });
  });

  it('sends an unknown store id or language to the host locale, where the store route answers 404', () => {
    expect(resolveRoute('/store/nostore/en', 'shop.example.ca')).toMatchObject({
      locale: 'en-ca',
      path: '/en-ca/store/nostore/en',
    });
    expect(resolveRoute('/store/usassessments/fr', 'localhost')).toMatchObject({ locale: 'en-us' });
  });

  it('sends /{lang}/login to the sign-in page of the host domain’s locale in that language (requirements §2)', () => {
    expect(resolveRoute('/fr/login', 'shop.example.ca')).toEqual({
      kind: 'page',
      locale: 'fr-ca',
      path: '/fr-ca/login',
      rewritten: true,
    });
    expect(resolveRoute('/en/login', 'shop.example.ca')).toMatchObject({
      locale: 'en-ca',
      path: '/en-ca/login',
    });
    expect(resolveRoute('/nl/login', 'shop.example.nl')).toMatchObject({ path: '/nl-nl/login' });
    expect(resolveRoute('/es/login', 'localhost')).toMatchObject({ path: '/en-us/login' });
    // Not a language, or not the sign-in page: rendered under the host's locale as any other path.
    expect(resolveRoute('/de/login', 'shop.example.ca')).toMatchObject({ path: '/en-ca/de/login' });
    expect(resolveRoute('/fr/login/extra', 'shop.example.ca')).toMatchObject({
      path: '/en-ca/fr/login/extra',
    });
  });

  it('sends the invoice routes to the invoices page of their locale (requirements §2)', () => {
    expect(resolveRoute('/invoices/nl-nl', 'localhost')).toEqual({
      kind: 'page',
      locale: 'nl-nl',
      path: '/nl-nl/invoices',
      rewritten: true,
    });
    expect(resolveRoute('/store/invoices', 'shop.example.co.uk')).toMatchObject({
      locale: 'en-gb',
      path: '/en-gb/invoices',
    });
    // Not an invoice route: the host's locale, where no page answers.
    expect(resolveRoute('/invoices/xx-xx', 'localhost')).toMatchObject({ path: '/en-us/invoices/xx-xx' });
    expect(resolveRoute('/invoices/nl-nl/extra', 'localhost')).toMatchObject({
      path: '/en-us/invoices/nl-nl/extra',
    });
  });

  it.each([
    ['shop.example.ca', '/en-ca'],
    ['shop.example.com.au', '/en-au'],
    ['shop.example.asia', '/ja-jp'],
    ['shop.example.co.uk', '/en-gb'],
    ['localhost:3000', '/en-us'],
  ])('renders an unprefixed page in the default of %s', (host, prefix) => {
    expect(resolveRoute('/', host)).toMatchObject({ path: prefix, rewritten: true });
    expect(resolveRoute('/search.html', host)).toMatchObject({ path: `${prefix}/search.html` });
  });
});

describe('requestHost', () => {
  const headers = new Headers({ host: 'internal:3000', 'x-forwarded-host': 'shop.example.nl, proxy' });
  it('ignores the forwarded host unless it is trusted', () => {
    expect(requestHost(headers, false)).toBe('internal:3000');
    expect(requestHost(headers, true)).toBe('shop.example.nl');
  });
});
