import type { Locale } from '@store/locales';
import type { OrderDiscountRecord } from '../db/schema.ts';

/**
 * An invoice line of an order that took the organisation discount carries the discounted net, which
 * is less than its quantity × unit price: its name says why, with the percentage, in the invoice's
 * language.
 */

const DISCOUNT_LABEL: Readonly<Record<Locale, string>> = {
  'en-us': 'organization discount',
  'en-ca': 'organization discount',
  'fr-ca': 'remise de l’organisation',
  'en-gb': 'organisation discount',
  'en-au': 'organisation discount',
  'en-nz': 'organisation discount',
  'zh-sg': '机构折扣',
  'ja-jp': '団体割引',
  'nl-nl': 'organisatiekorting',
  'es-es': 'descuento de la organización',
};

export function discountedLineName(
  name: string,
  orderLineDiscount: number,
  discount: OrderDiscountRecord | null,
  locale: Locale,
): string {
  if (orderLineDiscount <= 0 || discount === null) return name;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    discount.basisPoints / 10_000,
  );
  return `${name} (${DISCOUNT_LABEL[locale]} −${percent})`;
}
