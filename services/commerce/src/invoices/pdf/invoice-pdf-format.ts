import { minorDigits } from '@store/catalog';
import { localeInfo, type Locale } from '@store/locales';

/** Amounts, quantities, rates, dates and countries as the locale writes them, with Intl. */

export interface InvoiceFormats {
  /** An amount in the currency's minor unit (cents; whole yen). */
  money(minor: number): string;
  quantity(value: number): string;
  /** A rate in percent (9.975). */
  rate(percent: number): string;
  /** A day, YYYY-MM-DD. */
  date(day: string): string;
  country(code: string): string;
}

export function invoiceFormats(locale: Locale, currency: string): InvoiceFormats {
  const lang = localeInfo(locale).htmlLang;
  const digits = minorDigits(currency);
  const money = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const quantity = new Intl.NumberFormat(lang);
  const rate = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 3 });
  // A due date is a calendar day, not an instant: written in UTC so no time zone moves it.
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  const countries = new Intl.DisplayNames([lang], { type: 'region' });
  return {
    money: (minor) => money.format(minor / 10 ** digits),
    quantity: (value) => quantity.format(value),
    rate: (percent) => rate.format(percent / 100),
    date: (day) => date.format(new Date(`${day}T00:00:00Z`)),
    country: (code) => countries.of(code) ?? code,
  };
}
