import type { Locale } from '@store/locales';
import enAu from './messages/en-au.json' with { type: 'json' };
import enCa from './messages/en-ca.json' with { type: 'json' };
import enGb from './messages/en-gb.json' with { type: 'json' };
import enNz from './messages/en-nz.json' with { type: 'json' };
import enUs from './messages/en-us.json' with { type: 'json' };
import esEs from './messages/es-es.json' with { type: 'json' };
import frCa from './messages/fr-ca.json' with { type: 'json' };
import jaJp from './messages/ja-jp.json' with { type: 'json' };
import nlNl from './messages/nl-nl.json' with { type: 'json' };
import zhSg from './messages/zh-sg.json' with { type: 'json' };

/** The printed quote’s labels per locale; en-us defines the keys (ADR 8's layout). */
export type QuotePdfMessages = typeof enUs;

export const QUOTE_PDF_MESSAGES: Record<Locale, QuotePdfMessages> = {
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
