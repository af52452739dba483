import { describe, expect, it } from 'vitest';
import { FLAG_NAMES, flagDefaults, flagMockValues, parseFlagValue } from './flags.ts';

describe('flag defaults (requirements §9)', () => {
  const defaults = flagDefaults();

  it('has every off flag off', () => {
    const off = [
      'line3-address-field',
      'upc',
      'order-history',
      'address-book',
      'vat',
      'address-doctor',
      'ofac',
      'bank-transfer',
      'tpp',
      'image-capability',
      'org-level-discount',
      'sso-show-username-field',
      'checkout-recaptcha',
      'aem-editable-header-footer',
      'po-threshold',
      'checkout-retry',
      'spanish-po',
      'sso-enabled',
      'sso-use-commerce-session',
    ] as const;
    for (const name of off) expect(defaults[name], name).toBe(false);
    expect(FLAG_NAMES.filter((n) => defaults[n] === false).sort()).toEqual([...off].sort());
  });

  it('has the quote PDF download upgrade on', () => {
    expect(defaults['quote-pdf-download-upgrade']).toBe(true);
  });

  it('has the object defaults and their mock values', () => {
    expect(defaults['account-qualifications']).toEqual({ activeQualifications: [] });
    expect(defaults['quick-order-rows']).toEqual({});
    expect(defaults['sso-session-settings']).toEqual({ expiry_threshold: 300, inactivity_timeout: 600 });
    const mock = flagMockValues();
    expect(mock['account-qualifications'].activeQualifications).toEqual([
      'degree',
      'certification',
      'accredited-institution',
      'organisation',
    ]);
    expect(mock['quick-order-rows']).toEqual({ min: 3, max: 25 });
  });

  it('falls back to the default for a value of the wrong shape', () => {
    expect(parseFlagValue('vat', 'yes')).toBe(false);
    expect(parseFlagValue('quick-order-rows', { min: 'three' })).toEqual({});
    expect(parseFlagValue('quick-order-rows', { min: 3, max: 25 })).toEqual({ min: 3, max: 25 });
  });
});
