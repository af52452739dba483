import type { ProductSummary } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { formatAge, formatMoney } from './format-catalog.ts';
import type { CatalogMessages } from './messages.ts';
import { programImagePath } from './program-image.ts';
import { ProgramImage } from './program-image.tsx';

/**
 * One product as every list shows it (results, categories, related products). `position` is the
 * place in a tracked list, which the select_item event reads from the link.
 */
export function ProductCard({
  locale,
  product,
  messages,
  position,
}: {
  locale: Locale;
  product: ProductSummary;
  messages: CatalogMessages;
  position?: number;
}) {
  return (
    <li className="product-card">
      {/* Decorative beside the linked name, so screen readers hear the name once. */}
      <ProgramImage
        src={programImagePath(locale, product.code)}
        alt=""
        scale={0.25}
        className="product-card__image"
      />
      <h3 className="product-card__name">
        <a href={storePaths(locale).product(product.code)} data-position={position}>
          {product.name}
        </a>
      </h3>
      <p className="product-card__summary">{product.summary}</p>
      <p className="product-card__price">
        {format(messages.fromPrice, { price: formatMoney(product.fromPrice, locale) })}
      </p>
      <ul className="product-card__facts">
        <li>{format(messages.qualification, { level: messages.levels[product.qualificationLevel] })}</li>
        <li>
          {format(messages.ageRange, {
            from: formatAge(product.ageRange.minMonths),
            to: formatAge(product.ageRange.maxMonths),
          })}
        </li>
        <li>{product.formats.map((f) => messages.formats[f]).join(', ')}</li>
      </ul>
    </li>
  );
}
