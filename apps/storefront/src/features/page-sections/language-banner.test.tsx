import { describe, expect, it } from 'vitest';
import { languageOffers } from './language-banner.tsx';

describe('the language banner’s offers', () => {
  it('word each offer in the offered locale’s own language, with its lang', () => {
    expect(languageOffers('en-ca')).toEqual([
      {
        locale: 'fr-ca',
        language: 'fr',
        htmlLang: 'fr-CA',
        label: 'Suggestion de langue',
        text: 'Cette page est aussi offerte en français.',
        switchLabel: 'Continuer en français',
        dismissLabel: 'Non merci',
      },
    ]);
    expect(languageOffers('zh-sg').map((offer) => [offer.htmlLang, offer.switchLabel])).toEqual([
      ['ja-JP', '日本語で表示する'],
    ]);
  });

  it('are none where the domain has no other language', () => {
    expect(languageOffers('en-gb')).toEqual([]);
    expect(languageOffers('en-nz')).toEqual([]);
  });
});
