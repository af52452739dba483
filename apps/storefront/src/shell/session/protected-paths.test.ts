import { describe, expect, it } from 'vitest';
import { isMyAccountPath, isProtectedPath } from './protected-paths.ts';

describe('protected paths (requirements §6)', () => {
  it.each([
    '/en-us/my-account',
    '/en-us/my-account/orders',
    '/zh-sg/my-account/quotes',
    '/en-us/my-account/support/tickets',
    '/fr-ca/my-account/quotes/5a1d7c3e-2b4f-4e6a-8c9d-0e1f2a3b4c5d/pdf',
    '/fr-ca/checkout',
    '/ja-jp/checkout/review',
    '/exp-checkout',
    '/my-account',
    '/en-us/invoices/4f9c2d0e-8a1b-4c3d-9e7f-0a1b2c3d4e5f/payment',
    '/invoices/4f9c2d0e-8a1b-4c3d-9e7f-0a1b2c3d4e5f/payment/confirmation',
  ])('%s needs sign-in', (path) => {
    expect(isProtectedPath(path)).toBe(true);
  });

  it.each([
    '/en-us',
    '/en-us/p/P-100',
    '/en-us/store/usassessments/en/quickOrder',
    '/en-us/cart',
    '/en-us/my-accounting',
    '/en-us/checkouts',
    '/en-us/my-account/support/login',
    '/en-gb/my-account/clinic/support/login',
    '/my-account/support/login/',
    '/fr-ca/my-account/support',
    '/en-us/invoices',
    '/invoices/ja-jp',
    '/store/invoices',
  ])('%s stays open', (path) => {
    expect(isProtectedPath(path)).toBe(false);
  });

  it('tells my-account pages apart from the rest', () => {
    expect(isMyAccountPath('/nl-nl/my-account/orders')).toBe(true);
    expect(isMyAccountPath('/nl-nl/checkout')).toBe(false);
  });
});
