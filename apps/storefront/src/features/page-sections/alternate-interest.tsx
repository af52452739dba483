import type { SellableItem } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { alternateItems } from './alternate-interest.ts';
import { pageSectionMessages } from './messages.ts';
import { RELATED_ITEMS_ID } from './related-items.ts';
import './page-sections.css';

/**
 * "You may also be interested in" under an item out of stock: the program's items that can stand in
 * for it (each offer's heading is `item-{code}` on the product page), else the related products.
 */
export function AlternateInterest({
  locale,
  item,
  items,
  hasRelated,
}: {
  locale: Locale;
  item: SellableItem;
  items: readonly SellableItem[];
  /** Whether the page lists related products to point to. */
  hasRelated: boolean;
}) {
  if (item.inStock) return null;
  const alternates = alternateItems(item, items);
  if (!alternates.length && !hasRelated) return null;
  const messages = pageSectionMessages(locale).alternate;
  const headingId = `alternate-${item.code}`;
  return (
    <div className="alternate-interest" data-testid="alternate-interest">
      <p id={headingId} className="alternate-interest__heading">
        {messages.heading}
      </p>
      <ul aria-labelledby={headingId}>
        {alternates.length ? (
          alternates.map((alternate) => (
            <li key={alternate.code}>
              <a href={`#item-${alternate.code}`}>{alternate.name}</a>
            </li>
          ))
        ) : (
          <li>
            <a href={`#${RELATED_ITEMS_ID}`}>{messages.related}</a>
          </li>
        )}
      </ul>
    </div>
  );
}
