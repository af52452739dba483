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

/** The texts of this feature: en-us defines the keys, every locale has them (src/i18n/messages.test.ts). */
export type ProductImageMessages = typeof enUs;

const MESSAGES: Record<Locale, ProductImageMessages> = {
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

export function productImageMessages(locale: Locale): ProductImageMessages {
  return MESSAGES[locale];
}
