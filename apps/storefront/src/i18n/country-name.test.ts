import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

describe('countryName', () => {
  it("names the country in the locale's language", () => {
    expect(countryName('JP', 'en-us')).toBe('Japan');
    expect(countryName('JP', 'ja-jp')).toBe('日本');
    expect(countryName('NL', 'nl-nl')).toBe('Nederland');
    expect(countryName('ES', 'es-es')).toBe('España');
    expect(countryName('GB', 'fr-ca')).toBe('Royaume-Uni');
  });

  it('gives back what is not a country code as it is', () => {
    expect(countryName('', 'en-us')).toBe('');
    expect(countryName('jp', 'en-us')).toBe('jp');
    expect(countryName('XQ', 'en-us')).toBe('XQ');
  });
});
