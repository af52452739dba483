import { ASIA_REGISTRATION_COUNTRIES, isLocale, type Locale } from '@store/locales';
import { pathInLocale } from '../routing/path-in-locale.ts';

/**
 * The locale switch by registration country (requirements §4): after sign-in, a customer registered in a
 * country served by the other locale of a paired store is taken to that locale. Only the paired
 * sets switch; a customer elsewhere keeps the locale they chose.
 */

const REGISTRATION_LOCALES: ReadonlyMap<string, Locale> = new Map<string, Locale>([
  ...ASIA_REGISTRATION_COUNTRIES.map((country) => [country, 'ja-jp'] as const),
  ['SG', 'zh-sg'],
  ['AU', 'en-au'],
  ['NZ', 'en-nz'],
]);

const PAIRED_SETS: ReadonlyArray<ReadonlySet<Locale>> = [
  new Set<Locale>(['ja-jp', 'zh-sg']),
  new Set<Locale>(['en-au', 'en-nz']),
];

/** requirements §3 browser storage keys written by the switch, and the one that stops it. */
export const PREVIOUS_LOCALE_KEY = 'previousLocale';
export const REGISTRATION_COUNTRY_KEY = 'customerRegistrationStoreIsoCode';
export const CURRENCY_AUTO_SWITCHED_KEY = 'currencyAutoSwitched';
export const CURRENCY_SWITCHED_KEY = 'currencySwitched';

export function registrationLocale(countryIso: string): Locale | undefined {
  return REGISTRATION_LOCALES.get(countryIso.trim().toUpperCase());
}

/** The locale to switch to, or undefined when the customer stays where they are. */
export function switchTarget(current: Locale, countryIso: string): Locale | undefined {
  const target = registrationLocale(countryIso);
  if (!target || target === current) return undefined;
  return PAIRED_SETS.some((set) => set.has(current) && set.has(target)) ? target : undefined;
}

/**
 * Pages the switch leaves alone: the sign-in screens, which are about to send the customer on to
 * where they came from (switching there would race that return); the switch happens on arrival.
 */
const SIGN_IN_PAGES =
  /^\/(?:login|register|forgot-password|auth\/callback|my-account\/(?:[^/]+\/)?support\/login)\/?$/;

function localeFreePath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return isLocale(first) ? `/${rest.join('/')}` : pathname;
}

export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PAGES.test(localeFreePath(pathname));
}

export type SwitchDecision =
  { switch: false } | { switch: true; target: Locale; address: string; store: Record<string, string> };

/**
 * Everything the switch component needs, decided without the browser: whether to go, where to,
 * and what to keep. A customer who switched currency or locale by hand is not switched back.
 */
export function decideSwitch(input: {
  current: Locale;
  countryIso: string;
  location: { pathname: string; search: string; hash: string };
  currencySwitched: string | null;
}): SwitchDecision {
  if (input.currencySwitched !== null && input.currencySwitched !== 'false') return { switch: false };
  if (isSignInPage(input.location.pathname)) return { switch: false };
  const target = switchTarget(input.current, input.countryIso);
  if (!target) return { switch: false };
  const { pathname, search, hash } = input.location;
  return {
    switch: true,
    target,
    address: `${pathInLocale(pathname, target)}${search}${hash}`,
    store: {
      [PREVIOUS_LOCALE_KEY]: input.current,
      [REGISTRATION_COUNTRY_KEY]: input.countryIso.trim().toUpperCase(),
      [CURRENCY_AUTO_SWITCHED_KEY]: 'true',
    },
  };
}
