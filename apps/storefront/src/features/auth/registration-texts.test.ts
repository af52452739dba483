import { KBA_QUESTIONS, REGISTRATION_COUNTRIES, REGISTRATION_TERMS } from '@store/contracts/identity';
import { LOCALES, localeInfo } from '@store/locales';
import { describe, expect, it } from 'vitest';
import { authMessages } from './messages.ts';
import { countryChoiceLabel, kbaQuestionLabel, termsLabel } from './registration-texts.ts';

/** The Registration tree's English lists, shown in the customer's language. */

const fr = authMessages('fr-ca');

describe('country choices', () => {
  it('are named in the locale’s language from their ISO code', () => {
    expect(countryChoiceLabel('United States', 'fr-CA')).toBe('États-Unis');
    expect(countryChoiceLabel('Netherlands', 'nl-NL')).toBe('Nederland');
    expect(countryChoiceLabel('Spain', 'es-ES')).toBe('España');
    expect(countryChoiceLabel('Japan', 'ja-JP')).toBe('日本');
    expect(countryChoiceLabel('Singapore', 'zh-SG')).toBe('新加坡');
    expect(countryChoiceLabel('South Korea', 'en-GB')).toBe('South Korea');
  });

  it('give every registration country a name of its own in every locale', () => {
    for (const locale of LOCALES) {
      const lang = localeInfo(locale).htmlLang;
      const names = REGISTRATION_COUNTRIES.map((c) => countryChoiceLabel(c.name, lang));
      expect(new Set(names).size, locale).toBe(REGISTRATION_COUNTRIES.length);
      for (const name of names) expect(name, locale).not.toMatch(/^[A-Z]{2}$/);
    }
  });

  it('show a choice the contract does not know as received', () => {
    expect(countryChoiceLabel('Atlantis', 'fr-CA')).toBe('Atlantis');
  });
});

describe('security questions and terms', () => {
  it('are shown by key in the locale’s language', () => {
    expect(KBA_QUESTIONS.map((q) => kbaQuestionLabel(q.text, fr))).toEqual([
      'Quel était le nom de votre première école?',
      'Quel est le nom de la ville où vous êtes né(e)?',
      'Quel était le nom de votre premier animal de compagnie?',
    ]);
    expect(termsLabel(REGISTRATION_TERMS.text, REGISTRATION_TERMS.version, fr)).toBe(
      fr.registrationTexts.terms.saleAndUse2024,
    );
  });

  it('have a text for every question and the terms in every locale, in English only for English locales', () => {
    const english = authMessages('en-us');
    for (const locale of LOCALES) {
      const messages = authMessages(locale);
      const texts = [
        ...KBA_QUESTIONS.map((q) => kbaQuestionLabel(q.text, messages)),
        termsLabel(REGISTRATION_TERMS.text, REGISTRATION_TERMS.version, messages),
      ];
      const englishTexts = [...KBA_QUESTIONS.map((q) => q.text), REGISTRATION_TERMS.text];
      if (localeInfo(locale).htmlLang.startsWith('en')) expect(texts, locale).toEqual(englishTexts);
      else for (const [i, text] of texts.entries()) expect(text, locale).not.toBe(englishTexts[i]);
    }
    expect(english.registrationTexts.kba.firstPet).toBe(KBA_QUESTIONS[2].text);
  });

  it('show unknown questions and other terms as received', () => {
    expect(kbaQuestionLabel('What is your favourite colour?', fr)).toBe('What is your favourite colour?');
    expect(termsLabel('New terms.', REGISTRATION_TERMS.version, fr)).toBe('New terms.');
    expect(termsLabel(REGISTRATION_TERMS.text, '2030-01', fr)).toBe(REGISTRATION_TERMS.text);
  });
});
