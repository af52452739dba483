import { describe, expect, it } from 'vitest';
import { languageBannerId, offerForBrowser } from './language-offer.ts';
import { pageLanguage, regionLocalesInOtherLanguages } from './region-languages.ts';

const offers = [
  { locale: 'fr-ca', language: 'fr' },
  { locale: 'zh-sg', language: 'zh' },
] as const;

describe('language banner offers', () => {
  it('come from the locales of the page’s domain in another language', () => {
    expect(regionLocalesInOtherLanguages('en-ca')).toEqual(['fr-ca']);
    expect(regionLocalesInOtherLanguages('fr-ca')).toEqual(['en-ca']);
    expect(regionLocalesInOtherLanguages('ja-jp')).toEqual(['zh-sg']);
    expect(regionLocalesInOtherLanguages('zh-sg')).toEqual(['ja-jp']);
    // Australia and New Zealand share a domain and a language: nothing to offer.
    expect(regionLocalesInOtherLanguages('en-au')).toEqual([]);
    expect(regionLocalesInOtherLanguages('en-us')).toEqual([]);
    expect(regionLocalesInOtherLanguages('nl-nl')).toEqual([]);
  });

  it('compare languages as the pages are written, not as store addresses name them', () => {
    expect(pageLanguage('ja-jp')).toBe('ja');
    expect(pageLanguage('zh-sg')).toBe('zh');
    expect(pageLanguage('fr-ca')).toBe('fr');
  });

  it('match the browser’s preferred language when it differs from the page’s', () => {
    expect(offerForBrowser(['fr-CA', 'en'], 'en', offers)?.locale).toBe('fr-ca');
    expect(offerForBrowser(['zh-Hans-SG'], 'ja', offers)?.locale).toBe('zh-sg');
    expect(offerForBrowser(['en-US', 'fr'], 'en', offers)).toBeUndefined();
    expect(offerForBrowser(['fr'], 'fr', offers)).toBeUndefined();
    expect(offerForBrowser(['de-DE'], 'en', offers)).toBeUndefined();
    expect(offerForBrowser([], 'en', offers)).toBeUndefined();
  });

  it('are remembered as dismissed per locale', () => {
    expect(languageBannerId('fr-ca')).toBe('language-banner-fr-ca');
  });
});
