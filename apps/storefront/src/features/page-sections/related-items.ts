import type { Product, ProductSearchQuery, ProductSummary } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';

/** The id of the related products' heading, which the alternate-interest links point to. */
export const RELATED_ITEMS_ID = 'related-products';

/** A product page lists at most this many related products. */
export const RELATED_ITEMS_MAX = 4;

/** The catalogue search for a product's related products: its main category, in the store's default order. */
export function relatedQuery(
  locale: Locale,
  product: Pick<Product, 'categories'>,
): ProductSearchQuery | undefined {
  const category = product.categories[0];
  return category ? { locale, category, pageSize: RELATED_ITEMS_MAX + 1 } : undefined;
}

/** The related products among the search's answer: never the product itself, at most RELATED_ITEMS_MAX. */
export function relatedProducts<T extends Pick<ProductSummary, 'code'>>(
  code: string,
  found: readonly T[],
): T[] {
  return found.filter((candidate) => candidate.code !== code).slice(0, RELATED_ITEMS_MAX);
}
