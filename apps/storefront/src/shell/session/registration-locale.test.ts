import { LOCALES } from '@store/locales';
import { describe, expect, it } from 'vitest';
import { decideSwitch, isSignInPage, registrationLocale, switchTarget } from './registration-locale.ts';

describe('registrationLocale (requirements §4)', () => {
  it('maps the Asian countries of the list to ja-jp', () => {
    for (const country of ['KH', 'ID', 'JP', 'LA', 'MM', 'KR', 'PH', 'TW', 'TH', 'VN', 'MO', 'HK']) {
      expect(registrationLocale(country), country).toBe('ja-jp');
    }
  });

  it('maps SG, AU and NZ to their own locale, in any case', () => {
    expect(registrationLocale('SG')).toBe('zh-sg');
    expect(registrationLocale('au')).toBe('en-au');
    expect(registrationLocale('NZ')).toBe('en-nz');
  });

  it('maps nothing else', () => {
    for (const country of ['US', 'CA', 'GB', 'NL', 'ES', 'CN', 'MY', '']) {
      expect(registrationLocale(country), country).toBeUndefined();
    }
  });
});

describe('switchTarget (requirements §4: only within a paired set, only when it differs)', () => {
  it('switches between ja-jp and zh-sg', () => {
    expect(switchTarget('zh-sg', 'JP')).toBe('ja-jp');
    expect(switchTarget('zh-sg', 'KR')).toBe('ja-jp');
    expect(switchTarget('ja-jp', 'SG')).toBe('zh-sg');
  });

  it('switches between en-au and en-nz', () => {
    expect(switchTarget('en-au', 'NZ')).toBe('en-nz');
    expect(switchTarget('en-nz', 'AU')).toBe('en-au');
  });

  it('stays when the customer is already in their locale', () => {
    expect(switchTarget('ja-jp', 'JP')).toBeUndefined();
    expect(switchTarget('en-nz', 'NZ')).toBeUndefined();
  });

  it('never crosses sets and never leaves a locale outside them', () => {
    expect(switchTarget('en-au', 'JP')).toBeUndefined();
    expect(switchTarget('zh-sg', 'NZ')).toBeUndefined();
    for (const locale of LOCALES.filter((l) => !['ja-jp', 'zh-sg', 'en-au', 'en-nz'].includes(l))) {
      for (const country of ['JP', 'SG', 'AU', 'NZ']) {
        expect(switchTarget(locale, country), `${locale} ${country}`).toBeUndefined();
      }
    }
  });

  it('does nothing for an unknown or missing country', () => {
    expect(switchTarget('zh-sg', '')).toBeUndefined();
    expect(switchTarget('zh-sg', 'US')).toBeUndefined();
  });
});

describe('isSignInPage', () => {
  it('knows the sign-in screens, with or without a locale', () => {
    for (const path of [
      '/zh-sg/login',
      '/login',
      '/en-au/register',
      '/ja-jp/forgot-password',
      '/zh-sg/auth/callback',
      '/zh-sg/my-account/support/login',
      '/zh-sg/my-account/orders/support/login',
    ]) {
      expect(isSignInPage(path), path).toBe(true);
    }
  });

  it('does not take other pages for them', () => {
    for (const path of ['/zh-sg', '/zh-sg/my-account', '/zh-sg/p/login', '/zh-sg/login-help']) {
      expect(isSignInPage(path), path).toBe(false);
    }
  });
});

describe('decideSwitch', () => {
  const location = { pathname: '/zh-sg/p/WISC-V', search: '?tab=faqs', hash: '#top' };

  it('switches a JP customer on zh-sg to the same page on ja-jp and keeps the requirements §3 flags', () => {
    expect(decideSwitch({ current: 'zh-sg', countryIso: 'jp', location, currencySwitched: null })).toEqual({
      switch: true,
      target: 'ja-jp',
      address: '/ja-jp/p/WISC-V?tab=faqs#top',
      store: {
        previousLocale: 'zh-sg',
        customerRegistrationStoreIsoCode: 'JP',
        currencyAutoSwitched: 'true',
      },
    });
  });

  it('does not switch back a customer who switched by hand', () => {
    expect(
      decideSwitch({ current: 'zh-sg', countryIso: 'JP', location, currencySwitched: 'true' }).switch,
    ).toBe(false);
    expect(
      decideSwitch({ current: 'zh-sg', countryIso: 'JP', location, currencySwitched: 'false' }).switch,
    ).toBe(true);
  });

  it('waits while the customer is on a sign-in screen', () => {
    const onLogin = { pathname: '/zh-sg/login', search: '?goto=%2Fzh-sg', hash: '' };
    expect(
      decideSwitch({ current: 'zh-sg', countryIso: 'JP', location: onLogin, currencySwitched: null }).switch,
    ).toBe(false);
  });

  it('does not switch outside the paired sets', () => {
    expect(
      decideSwitch({
        current: 'en-us',
        countryIso: 'JP',
        location: { pathname: '/en-us', search: '', hash: '' },
        currencySwitched: null,
      }).switch,
    ).toBe(false);
  });
});
