import { describe, expect, it } from 'vitest';
import { acceptedLanguages, preferredLanguage } from './languages.ts';

describe('the console language', () => {
  it('is the first preferred language the console speaks, by primary subtag', () => {
    expect(preferredLanguage(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(preferredLanguage(['zh-Hans-SG'])).toBe('zh');
    expect(preferredLanguage(['de'])).toBe('en');
  });

  it('reads Accept-Language by quality', () => {
    expect(acceptedLanguages('en;q=0.5, ja-JP, nl;q=0.8, de;q=0')).toEqual(['ja-JP', 'nl', 'en']);
    expect(preferredLanguage(acceptedLanguages('de, es;q=0.9'))).toBe('es');
    expect(acceptedLanguages(null)).toEqual([]);
  });
});
