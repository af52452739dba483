import { describe, expect, it } from 'vitest';
import { broadcastsLogout, isRegisterPath, logoutOutcome, type LogoutPlace } from './logout-target.ts';

const origin = 'https://store.test';
const at = (here: string): LogoutPlace => ({ locale: 'en-gb', here, origin });

describe('logout outcome on protected pages', () => {
  it('sends a customer who signs out, or was signed out in another tab, home', () => {
    expect(logoutOutcome(at('/en-gb/my-account/orders'), 'customer')).toEqual({
      kind: 'redirect',
      to: '/en-gb',
    });
    expect(logoutOutcome(at('/en-gb/checkout'), 'other-tab')).toEqual({ kind: 'redirect', to: '/en-gb' });
  });

  it('sends a timed-out customer to sign in, returning to the page afterwards', () => {
    expect(logoutOutcome(at('/en-gb/checkout/payment?step=2'), 'inactivity')).toEqual({
      kind: 'redirect',
      to: '/en-gb/login?goto=%2Fen-gb%2Fcheckout%2Fpayment%3Fstep%3D2&reason=timeout',
    });
    expect(logoutOutcome(at('/en-gb/my-account'), 'refused')).toEqual({
      kind: 'redirect',
      to: '/en-gb/login?goto=%2Fen-gb%2Fmy-account',
    });
  });

  it('treats the support login pages as ordinary pages', () => {
    expect(logoutOutcome(at('/en-gb/my-account/support/login'), 'customer')).toEqual({ kind: 'stay' });
  });
});

describe('logout outcome on other pages', () => {
  it('stays on the page, with a notice only when the customer did not ask', () => {
    expect(logoutOutcome(at('/en-gb/store/ukassessments/en'), 'customer')).toEqual({ kind: 'stay' });
    expect(logoutOutcome(at('/en-gb'), 'other-tab')).toEqual({ kind: 'stay' });
    expect(logoutOutcome(at('/en-gb/p/WISC-V'), 'inactivity')).toEqual({ kind: 'stay', notice: 'timedOut' });
    expect(logoutOutcome(at('/en-gb/p/WISC-V'), 'refused')).toEqual({ kind: 'stay', notice: 'sessionEnded' });
  });

  it('signs out silently on the registration pages when the session check is refused', () => {
    expect(logoutOutcome(at('/en-gb/register'), 'refused')).toEqual({ kind: 'stay' });
    expect(logoutOutcome(at('/en-gb/register?step=2'), 'refused')).toEqual({ kind: 'stay' });
  });
});

describe("the caller's redirect", () => {
  it('wins when it is a path on this store', () => {
    expect(logoutOutcome(at('/en-gb/my-account'), 'inactivity', '/en-gb/p/X?a=1')).toEqual({
      kind: 'redirect',
      to: '/en-gb/p/X?a=1',
    });
    expect(logoutOutcome(at('/en-gb'), 'customer', `${origin}/en-gb/cart`)).toEqual({
      kind: 'redirect',
      to: '/en-gb/cart',
    });
  });

  it('is ignored when it leads off the store', () => {
    for (const away of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(logoutOutcome(at('/en-gb/my-account'), 'customer', away)).toEqual({
        kind: 'redirect',
        to: '/en-gb',
      });
      expect(logoutOutcome(at('/en-gb'), 'customer', away)).toEqual({ kind: 'stay' });
    }
  });
});

describe('paths', () => {
  it('knows the registration pages by their locale prefix', () => {
    expect(isRegisterPath('/fr-ca/register')).toBe(true);
    expect(isRegisterPath('/fr-ca/register/done')).toBe(true);
    expect(isRegisterPath('/register')).toBe(false);
    expect(isRegisterPath('/fr-ca/registered')).toBe(false);
    expect(isRegisterPath('/xx-yy/register')).toBe(false);
  });

  it('broadcasts a logout from any page but those under my-account', () => {
    expect(broadcastsLogout('/en-gb')).toBe(true);
    expect(broadcastsLogout('/en-gb/checkout')).toBe(true);
    expect(broadcastsLogout('/en-gb/my-account')).toBe(false);
    expect(broadcastsLogout('/en-gb/my-account/orders')).toBe(false);
  });
});
