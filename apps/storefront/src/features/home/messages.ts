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

/** The home page's own texts (the rest is content): en-us defines the keys, every locale has them. */
export type HomeMessages = typeof enUs;

const MESSAGES: Record<Locale, HomeMessages> = {
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

export function homeMessages(locale: Locale): HomeMessages {
  return MESSAGES[locale];
}
