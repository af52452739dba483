import { KBA_QUESTIONS, REGISTRATION_COUNTRIES, REGISTRATION_TERMS } from '@store/contracts/identity';
import type { AuthMessages } from './messages.ts';

/**
 * The Registration tree sends its country names, security questions and terms in English
 * (services/identity). These show them in the customer's language: a country by its ISO code
 * through Intl.DisplayNames, a question and the terms by their keys in the auth messages. What
 * the contract does not know (another server's lists) is shown as received, and the answers sent
 * back stay the server's own: the choice's index and the question's text.
 */

const regionNames = new Map<string, Intl.DisplayNames | undefined>();

function regionNamesFor(lang: string): Intl.DisplayNames | undefined {
  if (!regionNames.has(lang)) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    } catch {
      names = undefined;
    }
    regionNames.set(lang, names);
  }
  return regionNames.get(lang);
}

/** A country choice in the language of `lang` (a BCP 47 tag such as fr-CA). */
export function countryChoiceLabel(choice: string, lang: string): string {
  const code = REGISTRATION_COUNTRIES.find((country) => country.name === choice)?.code;
  if (!code) return choice;
  return regionNamesFor(lang)?.of(code) ?? choice;
}

/** A security question in the customer's language; the value sent stays the received text. */
export function kbaQuestionLabel(question: string, messages: AuthMessages): string {
  const key = KBA_QUESTIONS.find((known) => known.text === question)?.key;
  return key ? messages.registrationTexts.kba[key] : question;
}

/** The terms in the customer's language when they are the version and text this store translated. */
export function termsLabel(terms: string, version: string, messages: AuthMessages): string {
  const known = version === REGISTRATION_TERMS.version && terms === REGISTRATION_TERMS.text;
  return known ? messages.registrationTexts.terms[REGISTRATION_TERMS.key] : terms;
}
