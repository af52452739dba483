'use client';

import type { Locale } from '@store/locales';
import { useEffect } from 'react';
import { CURRENCY_SWITCHED_KEY, decideSwitch } from './registration-locale.ts';

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * requirements §4 locale switch, once signed in: a customer whose registration country belongs to the other
 * locale of a paired store goes to the same page there, with the previous locale, the country and
 * the automatic switch kept in local storage.
 */
export function RegistrationLocaleSwitch({ locale, countryIso }: { locale: Locale; countryIso: string }) {
  useEffect(() => {
    const decision = decideSwitch({
      current: locale,
      // A user kept in the tab before the country was read has none: no switch for them.
      countryIso: countryIso ?? '',
      location: window.location,
      currencySwitched: readItem(CURRENCY_SWITCHED_KEY),
    });
    if (!decision.switch) return;
    try {
      for (const [key, value] of Object.entries(decision.store)) localStorage.setItem(key, value);
    } catch {
      // Storage refused: the switch still happens; only the record of it is lost.
    }
    window.location.replace(decision.address);
  }, [countryIso, locale]);

  return null;
}
