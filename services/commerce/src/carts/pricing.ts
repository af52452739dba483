import { roundMoney } from '@store/catalog';
import type { StoredPriceList } from '../db/schema.ts';

/** The unit price at a quantity: the highest tier reached, else the base price. */
export function unitPriceAt(list: StoredPriceList, quantity: number): number {
  let price = list.price;
  for (const tier of list.tiers) if (quantity >= tier.minQuantity) price = tier.price;
  return price;
}

export function lineTotal(list: StoredPriceList, quantity: number, currency: string): number {
  return roundMoney(unitPriceAt(list, quantity) * quantity, currency);
}
