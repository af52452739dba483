import { itemName, type CatalogLanguage } from '@store/catalog';
import type { Product, ProductSummary, SellableItem } from '@store/contracts/commerce';
import { ALL_LOCALE_INFO } from '@store/locales';
import type { SnapshotItem, SnapshotProduct } from './snapshot.ts';

/** Snapshot rows in the contract's shapes, for one language and currency. */

export function priceOf(item: SnapshotItem, currency: string) {
  const list = item.prices[currency];
  if (!list) throw new Error(`item ${item.code} has no ${currency} price`);
  return list;
}

export function productName(product: SnapshotProduct, language: CatalogLanguage): string {
  return (product.texts.get(language) ?? product.texts.get('en'))?.name ?? product.code;
}

/** The lowest base price among a product's items: the summary's "from" price. */
export function lowestPrice(product: SnapshotProduct, currency: string): number {
  let lowest = Number.POSITIVE_INFINITY;
  for (const item of product.items) lowest = Math.min(lowest, priceOf(item, currency).price);
  return Number.isFinite(lowest) ? lowest : 0;
}

export function toSummary(
  product: SnapshotProduct,
  language: CatalogLanguage,
  currency: string,
): ProductSummary {
  const text = product.texts.get(language) ?? product.texts.get('en');
  return {
    code: product.code,
    name: text?.name ?? product.code,
    program: product.program,
    summary: text?.summary ?? '',
    categories: product.categories,
    qualificationLevel: product.qualification,
    ageRange: { minMonths: product.minMonths, maxMonths: product.maxMonths },
    formats: product.formats,
    fromPrice: { currency, value: lowestPrice(product, currency) },
    digital: product.digital,
    physical: product.physical,
    images: product.images,
  };
}

export function toSellableItem(
  product: SnapshotProduct,
  item: SnapshotItem,
  language: CatalogLanguage,
  currency: string,
): SellableItem {
  const list = priceOf(item, currency);
  return {
    code: item.code,
    format: item.format,
    name: itemName(productName(product, language), item.kind, language),
    digital: item.digital,
    price: { currency, value: list.price },
    tiers: list.tiers.map((tier) => ({
      minQuantity: tier.minQuantity,
      price: { currency, value: tier.price },
    })),
    minOrderQuantity: item.minQuantity,
    maxOrderQuantity: item.maxQuantity,
    inStock: item.stock > 0,
    ...(item.upc ? { upc: item.upc } : {}),
  };
}

export function toProduct(product: SnapshotProduct, language: CatalogLanguage, currency: string): Product {
  const text = product.texts.get(language) ?? product.texts.get('en');
  return {
    ...toSummary(product, language, currency),
    description: text?.description ?? '',
    items: product.items.map((item) => toSellableItem(product, item, language, currency)),
    availableLocales: ALL_LOCALE_INFO.filter((l) => product.stores.has(l.storeId)).map((l) => l.locale),
    updatedAt: product.updatedAt,
  };
}
