import { describe, expect, it } from 'vitest';
import { pageAlternates, xDefaultLocale } from './alternates.ts';

const HOMES = new Set<string>();
const product = (l: string) => `/${l}/p/A100123`;

describe('pageAlternates', () => {
  it('gives an absolute canonical and an absolute hreflang per locale on its home origin, with x-default', () => {
    const { canonical, languages } = pageAlternates(
      'fr-ca',
      ['en-us', 'en-ca', 'fr-ca', 'zh-sg'],
      product,
      HOMES,
    );
    expect(canonical).toBe('https://assessments.example.ca/fr-ca/p/A100123');
    expect(languages).toEqual({
      'en-US': 'https://assessments.example.com/en-us/p/A100123',
      'en-CA': 'https://assessments.example.ca/en-ca/p/A100123',
      'fr-CA': 'https://assessments.example.ca/fr-ca/p/A100123',
      'zh-SG': 'https://assessments.example.asia/zh-sg/p/A100123',
      'x-default': 'https://assessments.example.com/en-us/p/A100123',
    });
  });

  it('lists only the locales where the page exists; x-default is the first of them without en-us', () => {
    const { languages } = pageAlternates('en-gb', ['en-gb', 'nl-nl'], product, HOMES);
    expect(Object.keys(languages)).toEqual(['en-GB', 'nl-NL', 'x-default']);
    expect(languages['x-default']).toBe('https://assessments.example.co.uk/en-gb/p/A100123');
    expect(xDefaultLocale([])).toBeUndefined();
  });

  it('uses the configured public origin of a locale whose home origin is not listed', () => {
    const staging = new Set(['https://staging.example.net', 'https://assessments.example.nl']);
    const { canonical, languages } = pageAlternates('en-us', ['en-us', 'nl-nl'], product, staging);
    expect(canonical).toBe('https://staging.example.net/en-us/p/A100123');
    expect(languages['nl-NL']).toBe('https://assessments.example.nl/nl-nl/p/A100123');
  });
});
