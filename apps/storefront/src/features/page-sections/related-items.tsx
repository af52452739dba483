import type { Product } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { logger } from '../../clients/logger.ts';
import { searchCatalog } from '../catalog/catalog-data.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { ProductCard } from '../catalog/product-card.tsx';
import { pageSectionMessages } from './messages.ts';
import { RELATED_ITEMS_ID, relatedProducts, relatedQuery } from './related-items.ts';

/**
 * Related items on the product page: products of its main category as the result cards show them,
 * rendered on the server (no script of its own); nothing when there are none or the search fails.
 */
export async function RelatedItems({ locale, product }: { locale: Locale; product: Product }) {
  const query = relatedQuery(locale, product);
  if (!query) return null;
  let related;
  try {
    related = relatedProducts(product.code, (await searchCatalog(query)).products);
  } catch (error) {
    logger.warn({ err: error, locale, code: product.code }, 'related products failed; the page goes without');
    return null;
  }
  if (!related.length) return null;
  const catalog = catalogMessages(locale);
  return (
    <section className="related-items" aria-labelledby={RELATED_ITEMS_ID} data-testid="related-items">
      <h2 id={RELATED_ITEMS_ID}>{pageSectionMessages(locale).related.heading}</h2>
      <ul className="product-grid">
        {related.map((candidate) => (
          <ProductCard key={candidate.code} locale={locale} product={candidate} messages={catalog} />
        ))}
      </ul>
    </section>
  );
}
