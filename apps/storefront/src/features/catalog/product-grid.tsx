import type { ProductSummary } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { ecommerceEvent, listEntries } from './analytics.ts';
import { formatAge, formatMoney } from './format-catalog.ts';
import type { CatalogMessages } from './messages.ts';
import { programImagePath } from './program-image.ts';
import { ProgramImage } from './program-image.tsx';
import { ListTracker } from './tracking.tsx';

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
          <li key={product.code} className="product-card">
            {/* Decorative beside the linked name, so screen readers hear the name once. */}
            <ProgramImage
              src={programImagePath(locale, product.code)}
              alt=""
              scale={0.25}
              className="product-card__image"
            />
            <h3 className="product-card__name">
              <a href={storePaths(locale).product(product.code)} data-position={firstPosition + index}>
                {product.name}
              </a>
            </h3>
            <p className="product-card__summary">{product.summary}</p>
            <p className="product-card__price">
              {format(messages.fromPrice, { price: formatMoney(product.fromPrice, locale) })}
            </p>
            <ul className="product-card__facts">
              <li>
                {format(messages.qualification, { level: messages.levels[product.qualificationLevel] })}
              </li>
              <li>
                {format(messages.ageRange, {
                  from: formatAge(product.ageRange.minMonths),
                  to: formatAge(product.ageRange.maxMonths),
                })}
              </li>
              <li>{product.formats.map((f) => messages.formats[f]).join(', ')}</li>
            </ul>
          </li>
        ))}
      </ol>
      <ListTracker listId={listId} event={ecommerceEvent('view_item_list', currency, entries, listName)} />
    </section>
  );
}
