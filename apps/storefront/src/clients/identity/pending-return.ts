import type { Locale } from '@store/locales';

/**
 * Where to come back to after a round trip through the identity provider: the page the customer
 * was on and the locale whose client started it (the callback address has no locale of its own).
 * Session storage, like the SDK's pending state, so it stays with the tab.
 */
const KEY = 'store-auth-pending-return';

export interface PendingReturn {
  locale: Locale;
  returnTo: string;
}

export function savePendingReturn(value: PendingReturn): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Without session storage the customer lands on the home page after the round trip.
  }
}

/** Reads and forgets the pending return; `isLocale` checks what came back from storage. */
export function takePendingReturn(isLocale: (value: string) => value is Locale): PendingReturn | undefined {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value.locale === 'string' && isLocale(value.locale) && typeof value.returnTo === 'string') {
      return { locale: value.locale, returnTo: value.returnTo };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Forgets the pending return once no round trip happened after all. */
export function clearPendingReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
