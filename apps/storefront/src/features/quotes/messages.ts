import type { Locale } from '@store/locales';
import enUs from './messages/en-us.json' with { type: 'json' };
import enCa from './messages/en-ca.json' with { type: 'json' };
import frCa from './messages/fr-ca.json' with { type: 'json' };
import enGb from './messages/en-gb.json' with { type: 'json' };
import enAu from './messages/en-au.json' with { type: 'json' };
import enNz from './messages/en-nz.json' with { type: 'json' };
import zhSg from './messages/zh-sg.json' with { type: 'json' };
import jaJp from './messages/ja-jp.json' with { type: 'json' };
import nlNl from './messages/nl-nl.json' with { type: 'json' };
import esEs from './messages/es-es.json' with { type: 'json' };

/**
 * The texts of quotes: requesting one from the cart, the list, a quote's page and its actions, the
 * cart's note on quoted prices, and the account menu's label (`accountLink`); en-us defines the
 * keys, every locale has them.
 */
export type QuotesMessages = typeof enUs;

const MESSAGES: Record<Locale, QuotesMessages> = {
  'en-us': enUs,
  'en-ca': enCa,
  'fr-ca': frCa,
  'en-gb': enGb,
  'en-au': enAu,
  'en-nz': enNz,
  'zh-sg': zhSg,
  'ja-jp': jaJp,
  'nl-nl': nlNl,
  'es-es': esEs,
};

export function quotesMessages(locale: Locale): QuotesMessages {
  return MESSAGES[locale];
}

export interface QuotesLoadingTexts {
  title: string;
  loading: string;
}

/**
 * The quotes pages' loading state in every locale, its title and status only: a loading file gets
 * no locale, so the browser picks by the address, and the whole catalogue stays on the server.
 */
export function quotesLoadingTexts(): {
  byLocale: Record<string, QuotesLoadingTexts>;
  fallback: QuotesLoadingTexts;
} {
  const pick = ({ titles, list }: QuotesMessages): QuotesLoadingTexts => ({
    title: titles.list,
    loading: list.loading,
  });
  return {
    byLocale: Object.fromEntries(Object.entries(MESSAGES).map(([locale, texts]) => [locale, pick(texts)])),
    fallback: pick(MESSAGES['en-us']),
  };
}
