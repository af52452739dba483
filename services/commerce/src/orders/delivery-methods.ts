import type { DeliveryMethod, DeliveryMethodCode, DeliveryMethods } from '@store/contracts/commerce';
import type { StoreId } from '@store/locales';
import type { Site } from '../http/site-context.ts';

/**
 * THE table of delivery methods: per store, a price in the store's currency (minor units) and the
 * subtotal from which the method is free. Express is never free. An order of digital items only
 * has nothing to deliver and no method.
 */

interface MethodRow {
  code: DeliveryMethodCode;
  price: number;
  freeFrom?: number;
}

const methods = (standard: number, freeFrom: number, express: number): MethodRow[] => [
  { code: 'standard', price: standard, freeFrom },
  { code: 'express', price: express },
];

export const DELIVERY_METHODS: Readonly<Record<StoreId, readonly MethodRow[]>> = {
  usassessments: methods(995, 15_000, 2_495),
  caassessments: methods(1_395, 20_000, 3_295),
  ukassessments: methods(795, 12_000, 1_995),
  nlassessments: methods(895, 15_000, 2_195),
  esassessments: methods(895, 15_000, 2_195),
  auassessments: methods(1_495, 20_000, 3_495),
  nzassessments: methods(1_595, 22_000, 3_695),
  sgassessments: methods(1_295, 18_000, 2_995),
  asiaassessments: methods(1_000, 15_000, 2_500),
};

function priced(row: MethodRow, subtotal: number | undefined): DeliveryMethod {
  const free = row.freeFrom !== undefined && subtotal !== undefined && subtotal >= row.freeFrom;
  return {
    code: row.code,
    price: row.price,
    ...(row.freeFrom === undefined ? {} : { freeFrom: row.freeFrom }),
    charge: free ? 0 : row.price,
  };
}

export function deliveryMethodsOf(site: Site, subtotal: number | undefined): DeliveryMethods {
  return {
    currency: site.currency,
    methods: DELIVERY_METHODS[site.siteId].map((row) => priced(row, subtotal)),
  };
}

/** What a method costs an order of this subtotal; undefined when the store has no such method. */
export function deliveryCharge(site: Site, code: DeliveryMethodCode, subtotal: number): number | undefined {
  const row = DELIVERY_METHODS[site.siteId].find((m) => m.code === code);
  return row && priced(row, subtotal).charge;
}
