import { describe, expect, it } from 'vitest';
import { accountPaths } from './account-paths.ts';

describe('accountPaths', () => {
  it("builds the order status store path from the locale's store id and language", () => {
    expect(accountPaths('en-us').orderStatus).toBe('/store/usassessments/en/order-status');
    expect(accountPaths('fr-ca').orderStatus).toBe('/store/caassessments/fr/order-status');
    expect(accountPaths('ja-jp').orderStatus).toBe('/store/asiaassessments/en/order-status');
    expect(accountPaths('zh-sg').orderStatus).toBe('/store/sgassessments/en/order-status');
  });

  it('keeps the account pages under the locale', () => {
    expect(accountPaths('nl-nl')).toMatchObject({
      myAccount: '/nl-nl/my-account',
      orders: '/nl-nl/my-account/orders',
      orderEmail: '/nl-nl/my-account/email',
      cart: '/nl-nl/cart',
    });
  });
});
