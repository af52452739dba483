import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { CONSOLE_MESSAGES } from './console-messages.ts';
import { CONSOLE_LANGUAGES, LANGUAGE_NAMES, preferredLanguage, type ConsoleLanguage } from './languages.ts';
import { mergeMessages, type Messages } from './messages.ts';
import { raChinese } from './ra-zh.ts';
import { raDutch } from './ra-nl.ts';
import { raJapanese } from './ra-ja.ts';
import { raSpanish } from './ra-es.ts';
import { RESOURCE_MESSAGES } from './resource-messages.ts';

/** react-admin's own texts in each console language. */
export const RA_MESSAGES: Record<ConsoleLanguage, TranslationMessages> = {
  en: englishMessages,
  fr: frenchMessages,
  nl: raDutch,
  es: raSpanish,
  ja: raJapanese,
  zh: raChinese,
};

/** The whole catalogue of a language: react-admin's texts, the console's own, every resource's. */
export function consoleCatalogue(language: ConsoleLanguage): Messages {
  return mergeMessages(
    RA_MESSAGES[language],
    CONSOLE_MESSAGES[language],
    ...Object.values(RESOURCE_MESSAGES).map((catalogues) => catalogues[language]),
  );
}

const catalogues = new Map<string, TranslationMessages>();
function catalogueOf(locale: string): TranslationMessages {
  const language = CONSOLE_LANGUAGES.find((candidate) => candidate === locale) ?? 'en';
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    // The console adds namespaces of its own (ops, resources); react-admin's `ra` stays as it is.
    catalogue = { ...consoleCatalogue(language), ra: RA_MESSAGES[language].ra };
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

/** The browser's preferred language among the console's; the language menu changes it (and remembers it). */
export function createI18nProvider() {
  const initial = preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
  return polyglotI18nProvider(
    catalogueOf,
    initial,
    CONSOLE_LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
    { allowMissing: true },
  );
}
