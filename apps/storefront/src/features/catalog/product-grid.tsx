import type { ProductSummary } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { ecommerceEvent, listEntries } from './analytics.ts';
import type { CatalogMessages } from './messages.ts';
import { ProductCard } from './product-card.tsx';
import { ListTracker } from './tracking.tsx';

/** The cover's width as catalog.css lays a results list out: beside the text on a phone, atop a card wider up. */
const GRID_IMAGE_SIZES = '(max-width: 47.99rem) 80px, 240px';

/** A page of product cards; each link carries its position for the select_item event. */
export function ProductGrid({
  locale,
  products,
  firstPosition,
  listName,
  messages,
}: {
  locale: Locale;
  products: ProductSummary[];
  firstPosition: number;
  listName: string;
  messages: CatalogMessages;
}) {
  const listId = 'product-results';
  const currency = products[0]?.fromPrice.currency ?? '';
  const entries = listEntries(
    products.map((p) => ({ name: p.name, program: p.program, price: p.fromPrice.value })),
    firstPosition,
  );
  return (
    <section aria-labelledby="product-results-heading">
      <h2 id="product-results-heading" className="visually-hidden">
        {messages.listLabel}
      </h2>
      <ol className="product-grid" id={listId} start={firstPosition}>
        {products.map((product, index) => (
          <ProductCard
            key={product.code}
            locale={locale}
            product={product}
            messages={messages}
            position={firstPosition + index}
            imageSizes={GRID_IMAGE_SIZES}
          />
        ))}
      </ol>
      <ListTracker listId={listId} event={ecommerceEvent('view_item_list', currency, entries, listName)} />
    </section>
  );
}
