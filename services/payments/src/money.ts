/**
 * Amounts are integers in the currency's smallest unit, as in Stripe's API: cents for usd, whole
 * yen for jpy (Stripe's zero-decimal currencies).
 */

const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

export function minorDigits(currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? 0 : 2;
}

export function formatAmount(amount: number, currency: string, htmlLang: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(htmlLang, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}
