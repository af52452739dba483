import { localeInfo, type Locale } from '@store/locales';
import type { PreferencesMessages } from './messages.ts';

/** What the page may say after an action (`?notice=`). */
export const NOTICES = ['language', 'subscribed', 'unsubscribed', 'invoiceEmail'] as const;
export type Notice = (typeof NOTICES)[number];

export function noticeOf(value: string | string[] | undefined): Notice | undefined {
  return NOTICES.find((notice) => notice === value);
}

/**
 * A locale's language in the words of the page's locale ("French" on en-ca, "français" on fr-ca),
 * by the primary subtag of its language tag (zh-SG: Chinese).
 */
export function languageName(m: PreferencesMessages, locale: Locale): string {
  const { htmlLang } = localeInfo(locale);
  const primary = htmlLang.split('-')[0];
  return Object.entries(m.languageNames).find(([code]) => code === primary)?.[1] ?? htmlLang;
}
