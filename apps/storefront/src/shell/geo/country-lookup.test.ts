import { describe, expect, it } from 'vitest';
import { headerCountryLookup, lookupCountry, type CountryLookup } from './country-lookup.ts';

describe('country lookup', () => {
  const lookup = headerCountryLookup('cf-ipcountry');

  it('reads the ISO country from the configured header', async () => {
    expect(await lookupCountry(lookup, new Headers({ 'cf-ipcountry': 'jp' }))).toBe('JP');
  });

  it('is empty when the country cannot be identified', async () => {
    expect(await lookupCountry(lookup, new Headers())).toBe('');
    expect(await lookupCountry(lookup, new Headers({ 'cf-ipcountry': 'XX' }))).toBe('');
    expect(await lookupCountry(lookup, new Headers({ 'cf-ipcountry': 'Japan' }))).toBe('');
  });

  it('is empty when another lookup fails or is too slow', async () => {
    const failing: CountryLookup = { lookup: () => Promise.reject(new Error('geo service down')) };
    const slow: CountryLookup = {
      lookup: () => new Promise((resolve) => setTimeout(() => resolve('NL'), 1000)),
    };
    expect(await lookupCountry(failing, new Headers())).toBe('');
    expect(await lookupCountry(slow, new Headers(), 20)).toBe('');
  });
});
