import type { Locale } from '@store/locales';
import { formatMoney } from '../catalog/format-catalog.ts';

/**
 * Orders count money in the currency's minor unit (cents; whole yen), as commerce sends it; the
 * page writes it with the locale's Intl format like every other price.
 */
function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

export function fromMinor(amount: number, currency: string): number {
  return amount / 10 ** minorDigits(currency);
}

export function toMinor(value: number, currency: string): number {
  return Math.round(value * 10 ** minorDigits(currency));
}

export function formatMinor(amount: number, currency: string, locale: Locale): string {
  return formatMoney({ currency, value: fromMinor(amount, currency) }, locale);
}
