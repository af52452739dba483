import { describe, expect, it } from 'vitest';
import { signInAddress } from './sign-in-address.ts';

describe('signInAddress (requirements §6: protected pages go to sign-in and come back)', () => {
  it('sends to the locale sign-in page with the page and its query as goto', () => {
    expect(
      signInAddress('ja-jp', { pathname: '/ja-jp/my-account/orders', search: '?page=2&sort=date' }),
    ).toBe('/ja-jp/login?goto=%2Fja-jp%2Fmy-account%2Forders%3Fpage%3D2%26sort%3Ddate');
  });

  it('keeps an unprefixed path as the browser shows it', () => {
    expect(signInAddress('en-us', { pathname: '/exp-checkout', search: '' })).toBe(
      '/en-us/login?goto=%2Fexp-checkout',
    );
  });

  it('gives back the page and its query unchanged once the goto is read', () => {
    const address = new URL(
      signInAddress('fr-ca', { pathname: '/fr-ca/checkout', search: '?step=1&a=%26' }),
      'https://store.test',
    );
    expect(address.pathname).toBe('/fr-ca/login');
    expect(address.searchParams.get('goto')).toBe('/fr-ca/checkout?step=1&a=%26');
  });
});
