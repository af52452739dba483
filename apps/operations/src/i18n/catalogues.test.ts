import { describe, expect, it } from 'vitest';
import { consoleCatalogue } from './i18n-provider.ts';
import { CONSOLE_LANGUAGES } from './languages.ts';
import { flattenMessages } from './messages.ts';

/**
 * Words a language writes as English does; anything else left in English in another language's
 * catalogue is a text nobody translated.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  fr: [
    'Page %{page}',
    'Qualification |||| Qualifications',
    'Qualifications',
    'Organisations',
    'Organisation |||| Organisations',
    'Certification',
    'Email',
    'Total',
    'Message',
    'Notes',
    'Note',
    'Messages',
    'Organisation',
    'Date',
    'Transport',
    'Code',
  ],
  nl: ['Details', 'Status', 'Filter', 'Store', 'Totaal', 'Notes', 'Code', 'Email', 'Support'],
  es: ['No', 'Inspector', 'Total', 'Email'],
  ja: [],
  zh: [],
};

/** Texts made of placeholders and punctuation only read the same in every language. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));

describe('the console catalogues', () => {
  const english = flattenMessages(consoleCatalogue('en'));

  for (const language of CONSOLE_LANGUAGES.filter((l) => l !== 'en')) {
    const catalogue = flattenMessages(consoleCatalogue(language));

    it(`${language} has every key of English`, () => {
      const missing = [...english.keys()].filter((key) => !catalogue.has(key));
      expect(missing).toEqual([]);
    });

    it(`${language} keeps no English text`, () => {
      const allowed = new Set(SAME_AS_ENGLISH[language]);
      const untranslated = [...english]
        .filter(([key, text]) => hasWords(text) && catalogue.get(key) === text && !allowed.has(text))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it(`${language} uses only English's placeholders`, () => {
      const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]);
      const unknown = [...english]
        .filter(([key, text]) => {
          const known = new Set(placeholders(text));
          return placeholders(catalogue.get(key) ?? '').some((name) => !known.has(name));
        })
        .map(([key]) => key);
      expect(unknown).toEqual([]);
    });
  }
});
