/**
 * Prices per currency: converted from US dollars with fixed rates (a catalogue price list, not a
 * market rate) and rounded the way a price list would show them.
 */

export const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'NZD', 'SGD', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

const RATES: Record<Currency, number> = {
  USD: 1,
  CAD: 1.36,
  GBP: 0.79,
  EUR: 0.92,
  AUD: 1.52,
  NZD: 1.66,
  SGD: 1.35,
  JPY: 150,
};

/** Digits after the decimal point (JPY has none). */
export function minorDigits(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

/**
 * Rounds half up to the currency's smallest unit. The product is cut to 12 significant digits
 * first, so binary drift (136.5 × 0.95 = 129.67499…) does not round a half down.
 */
export function roundMoney(value: number, currency: string): number {
  const factor = 10 ** minorDigits(currency);
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

/** A list price: whole yen by the hundred, other currencies to the half unit (e.g. 412.50). */
export function listPrice(usd: number, currency: Currency): number {
  const converted = usd * RATES[currency];
  return currency === 'JPY' ? Math.round(converted / 100) * 100 : Math.round(converted * 2) / 2;
}

/**
 * A major-unit amount (12.5 dollars) as an integer in the currency's minor unit (1250 cents; yen stay
 * yen): the form orders, tax and the payment provider count in.
 */
export function toMinorUnits(value: number, currency: string): number {
  return Math.round(Number((value * 10 ** minorDigits(currency)).toPrecision(12)));
}
