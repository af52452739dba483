import type { Money } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';

/** Amounts in the store's currency, written the way the locale writes them (JPY without decimals). */
export function formatMoney(money: Money, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo(locale).htmlLang, {
    style: 'currency',
    currency: money.currency,
  }).format(money.value);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo(locale).htmlLang).format(value);
}

/** Ages as test publishers write them, years:months ("2:6" is two years six months). */
export function formatAge(months: number): string {
  return `${Math.floor(months / 12)}:${months % 12}`;
}

/** Picks the one/other form of a counted text by the locale's plural rules. */
export function countText(locale: Locale, count: number, forms: { one: string; other: string }): string {
  const rule = new Intl.PluralRules(localeInfo(locale).htmlLang).select(count);
  return (rule === 'one' ? forms.one : forms.other).replace('{count}', formatNumber(count, locale));
}
