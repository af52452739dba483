import { describe, expect, it } from 'vitest';
import { LOCALES } from '@store/locales';
import { PAGE_MESSAGES } from './messages.ts';
import { pageLocale } from './locale.ts';

/** Every key of a catalogue with the placeholders of its text. */
function keysAndPlaceholders(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}:${[...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).join(',')}`]
      : typeof value === 'object' && value !== null
        ? keysAndPlaceholders(value, `${prefix}${key}.`)
        : [],
  );
}

describe('the hosted pages’ texts', () => {
  it('exist in all ten locales with the same keys and placeholders, translated outside English', () => {
    const reference = keysAndPlaceholders(PAGE_MESSAGES['en-us']);
    expect(LOCALES).toHaveLength(10);
    for (const locale of LOCALES) {
      expect(keysAndPlaceholders(PAGE_MESSAGES[locale]), locale).toEqual(reference);
      for (const text of keysAndPlaceholders(PAGE_MESSAGES[locale]))
        expect(text, locale).not.toMatch(/^[^:]+:.*\{\}/);
      if (!locale.startsWith('en-')) {
        expect(PAGE_MESSAGES[locale].number, locale).not.toBe(PAGE_MESSAGES['en-us'].number);
        expect(PAGE_MESSAGES[locale].declines.generic_decline, locale).not.toBe(
          PAGE_MESSAGES['en-us'].declines.generic_decline,
        );
      }
    }
  });

  it('shows a session locale in the nearest store locale, refined by the browser', () => {
    expect(pageLocale('en', undefined)).toBe('en-us');
    expect(pageLocale('en-GB', 'en-US')).toBe('en-gb');
    expect(pageLocale('en', 'en-NZ,en;q=0.5')).toBe('en-nz');
    expect(pageLocale('fr', undefined)).toBe('fr-ca');
    expect(pageLocale('fr-CA', undefined)).toBe('fr-ca');
    expect(pageLocale('ja', undefined)).toBe('ja-jp');
    expect(pageLocale('zh', undefined)).toBe('zh-sg');
    expect(pageLocale('nl', undefined)).toBe('nl-nl');
    expect(pageLocale('es-419', undefined)).toBe('es-es');
    expect(pageLocale('auto', 'nl-NL,nl;q=0.9')).toBe('nl-nl');
    expect(pageLocale(null, 'de-DE')).toBe('en-us');
    expect(pageLocale('de', 'en-CA')).toBe('en-ca');
  });
});
