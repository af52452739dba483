import type { SellableItem } from '@store/contracts/commerce';

/**
 * The alternate interest of an item out of stock: the program's other items of the same format that
 * can be ordered now (a digital kit for a printed one, a pack of 100 forms for a pack of 25).
 */
export function alternateItems(item: SellableItem, items: readonly SellableItem[]): SellableItem[] {
  if (item.inStock) return [];
  return items.filter((other) => other.code !== item.code && other.format === item.format && other.inStock);
}
