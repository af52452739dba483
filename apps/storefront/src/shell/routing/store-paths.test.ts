import { describe, expect, it } from 'vitest';
import { storePaths } from './store-paths.ts';

describe('storePaths', () => {
  it('keeps the pages under the locale', () => {
    expect(storePaths('nl-nl')).toMatchObject({
      home: '/nl-nl',
      cart: '/nl-nl/cart',
      checkout: '/nl-nl/checkout',
      myAccount: '/nl-nl/my-account',
      orders: '/nl-nl/my-account/orders',
      orderEmail: '/nl-nl/my-account/email',
      qualifications: '/nl-nl/my-account/qualifications',
      register: '/nl-nl/register',
      forgotPassword: '/nl-nl/forgot-password',
      contactUs: '/nl-nl/contact-us',
      internationalContacts: '/nl-nl/international-contacts',
      invoices: '/nl-nl/invoices',
    });
  });

  it("builds the store routes from the locale's store id and language", () => {
    expect(storePaths('en-us').orderStatus).toBe('/store/usassessments/en/order-status');
    expect(storePaths('fr-ca').orderStatus).toBe('/store/caassessments/fr/order-status');
    expect(storePaths('ja-jp').orderStatus).toBe('/store/asiaassessments/en/order-status');
    expect(storePaths('zh-sg').quickOrder).toBe('/store/sgassessments/en/quickOrder');
  });

  it('builds the addresses the payment page returns to, with the order’s number', () => {
    expect(storePaths('fr-ca').checkoutConfirmation('CA-2026-000123')).toBe(
      '/fr-ca/checkout/confirmation?order=CA-2026-000123',
    );
    expect(storePaths('ja-jp').checkoutCancelled('{ORDER_NUMBER}')).toBe(
      '/ja-jp/checkout?cancelled={ORDER_NUMBER}',
    );
  });

  it('builds product, category and search addresses', () => {
    const paths = storePaths('en-gb');
    expect(paths.product('A123456')).toBe('/en-gb/p/A123456');
    expect(paths.category('product-a-z')).toBe('/en-gb/category/product-a-z');
    expect(paths.search()).toBe('/en-gb/search.html');
    expect(paths.search(new URLSearchParams({ q: 'reading & writing', page: '2' }))).toBe(
      '/en-gb/search.html?q=reading+%26+writing&page=2',
    );
    expect(paths.within('/store/ukassessments/en')).toBe('/en-gb/store/ukassessments/en');
  });

  it('leads to sign-in with the return address encoded, and the reason when there is one', () => {
    const paths = storePaths('ja-jp');
    expect(paths.signIn()).toBe('/ja-jp/login');
    expect(paths.signIn('/ja-jp/checkout?step=1&a=%26')).toBe(
      '/ja-jp/login?goto=%2Fja-jp%2Fcheckout%3Fstep%3D1%26a%3D%2526',
    );
    expect(paths.signIn('/ja-jp/my-account', 'timeout')).toBe(
      '/ja-jp/login?goto=%2Fja-jp%2Fmy-account&reason=timeout',
    );
  });
});
