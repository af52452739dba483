import { DEFAULT_LOCALE, LOCALES, type Locale } from '@store/locales';

/**
 * A Checkout Session's `locale`: Stripe's values (the `stripe` package's Checkout.SessionCreateParams.Locale),
 * shown in the nearest of the store's ten locales; `auto`, a missing locale or a language the store
 * does not have follows the browser's Accept-Language, else English.
 */

export const STRIPE_LOCALES = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hi-IN',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const;

/** The store's locale per language; a region the browser names (en-AU) refines it. */
const BY_LANGUAGE: Record<string, Locale> = {
  en: 'en-us',
  fr: 'fr-ca',
  ja: 'ja-jp',
  zh: 'zh-sg',
  nl: 'nl-nl',
  es: 'es-es',
};

const EXACT: Record<string, Locale> = { 'en-GB': 'en-gb', 'fr-CA': 'fr-ca' };

function browserLocales(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';', 1)[0]?.trim().toLowerCase() ?? '')
    .filter((tag) => tag !== '' && tag !== '*');
}

export function pageLocale(sessionLocale: string | null, acceptLanguage: string | undefined): Locale {
  const browser = browserLocales(acceptLanguage);
  const exact = sessionLocale ? EXACT[sessionLocale] : undefined;
  if (exact) return exact;
  const base = sessionLocale?.split('-', 1)[0] ?? '';
  const language = Object.hasOwn(BY_LANGUAGE, base) ? base : undefined;
  const candidates = language
    ? browser.filter((tag) => tag.startsWith(`${language}-`) || tag === language)
    : browser;
  for (const tag of candidates) {
    const store = LOCALES.find((locale) => locale === tag);
    if (store) return store;
  }
  const fromSession = language ? BY_LANGUAGE[language] : undefined;
  if (fromSession) return fromSession;
  for (const tag of browser) {
    const byLanguage = BY_LANGUAGE[tag.split('-', 1)[0] ?? ''];
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}
