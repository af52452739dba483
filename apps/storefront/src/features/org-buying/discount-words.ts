import type { CartDiscount, Money } from '@store/contracts/commerce';
import type { DiscountState } from '@store/contracts/commerce-organisation-roles';
import { localeInfo, type Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { formatMoney } from '../catalog/format-catalog.ts';
import type { OrgBuyingMessages } from './messages.ts';

/**
 * The organisation discount in the customer's words (requirements §3, docs/organisations.md,
 * "Discounts"): one sentence per state, with the percentage, money and days written the locale's way.
 * Commerce decides the state and every amount; the page only words them.
 */

const APPLIED: ReadonlySet<DiscountState> = new Set(['UAP_APPLIED', 'OLD_APPLIED']);

/** Whether the totals carry a discount line: the discount is applied and takes something off. */
export function takesOff(discount: Pick<CartDiscount, 'state' | 'amount'>): boolean {
  return APPLIED.has(discount.state) && discount.amount.value > 0;
}

/** 1000 basis points as "10%" in en-us, "10 %" in fr-ca. */
export function discountPercent(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo(locale).htmlLang, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

/** A calendar day (YYYY-MM-DD) as the locale writes it; UTC, so the day never shifts. */
export function discountDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The sentence the cart and checkout show for the organisation's discount in its state. */
export function discountSentence(
  discount: CartDiscount,
  organisation: string,
  locale: Locale,
  messages: OrgBuyingMessages['discount'],
): string {
  const currency = discount.amount.currency;
  const money = (value: Money | undefined) => formatMoney(value ?? { currency, value: 0 }, locale);
  return format(messages.states[discount.state], {
    organisation,
    percent: discountPercent(discount.basisPoints, locale),
    amount: money(discount.amount),
    limit: money(discount.spendingLimit),
    remaining: money(discount.remaining),
    startsOn: discountDay(discount.startsOn, locale),
    endsOn: discountDay(discount.endsOn, locale),
  });
}

/** The label of the totals' discount line: "Organization discount (10%)". */
export function discountLineLabel(
  basisPoints: number,
  locale: Locale,
  messages: OrgBuyingMessages['discount'],
): string {
  return format(messages.line, { percent: discountPercent(basisPoints, locale) });
}
