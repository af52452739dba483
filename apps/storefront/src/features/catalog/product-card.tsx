import type { ProductSummary } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { Badge } from '../../shell/ui/badge.tsx';
import { countText, formatAge, formatMoney } from './format-catalog.ts';
import type { CatalogMessages } from './messages.ts';
import { ProductImage } from '../product-image/product-image.tsx';

/**
 * One product as every list shows it (results, categories, related products): a card whose name's
 * link covers it, so it is one link and one tab stop. `position` is the place in a tracked list,
 * which the select_item event reads from the link.
 */
export function ProductCard({
  locale,
  product,
  messages,
  position,
  imageSizes = '240px',
}: {
  locale: Locale;
  product: ProductSummary;
  messages: CatalogMessages;
  position?: number;
  /** How wide the list lays the cover out (the `sizes` attribute). */
  imageSizes?: string;
}) {
  return (
    <li className="card card--link product-card">
      {/* Decorative beside the linked name, so screen readers hear the name once. */}
      <ProductImage
        locale={locale}
        product={product}
        width={240}
        sizes={imageSizes}
        alt=""
        className="product-card__image"
      />
      <h3 className="card__title product-card__name">
        <a href={storePaths(locale).product(product.code)} data-position={position}>
          {product.name}
        </a>
      </h3>
      <p className="card__text product-card__summary">{product.summary}</p>
      <p className="card__meta product-card__facts">
        <Badge tone="info" className="product-card__level">
          {messages.levels[product.qualificationLevel]}
        </Badge>
        <span>
          {format(messages.ageRange, {
            from: formatAge(product.ageRange.minMonths),
            to: formatAge(product.ageRange.maxMonths),
          })}
        </span>
      </p>
      <p className="card__footer product-card__footer">
        <span className="product-card__price">
          {format(messages.fromPrice, { price: formatMoney(product.fromPrice, locale) })}
        </span>
        <span className="product-card__formats">
          {countText(locale, product.formats.length, {
            one: messages.formatsOne,
            other: messages.formatsOther,
          })}
        </span>
      </p>
    </li>
  );
}
