import type { Product, SellableItem } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { formatMoney, formatNumber } from '../catalog/format-catalog.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { AlternateInterest } from '../page-sections/alternate-interest.tsx';
import { DeliveryEstimate } from '../page-sections/delivery-estimate.tsx';
import { ItemUpc } from './item-upc.tsx';
import { productMessages } from './messages.ts';

/** The card a product page opens with: its first item in stock; none when nothing is. */
export function initialChoice(items: readonly SellableItem[]): string {
  return items.find((item) => item.inStock)?.code ?? '';
}

function Tiers({ locale, item }: { locale: Locale; item: SellableItem }) {
  const messages = productMessages(locale);
  if (!item.tiers.length) return null;
  return (
    <table className="tier-table">
      <caption>{messages.tiers}</caption>
      <thead>
        <tr>
          <th scope="col">{messages.tierQuantity}</th>
          <th scope="col">{messages.tierPrice}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{format(messages.tierFrom, { count: formatNumber(item.minOrderQuantity, locale) })}</td>
          <td>{formatMoney(item.price, locale)}</td>
        </tr>
        {item.tiers.map((tier) => (
          <tr key={tier.minQuantity}>
            <td>{format(messages.tierFrom, { count: formatNumber(tier.minQuantity, locale) })}</td>
            <td>{formatMoney(tier.price, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The product's formats as cards of one radio group (name itemCode): the radio and its label (the
 * format and its price) cover the card, the rest describes it (item, limits, volume prices, delivery).
 * An item out of stock cannot be chosen and points to what can stand in for it. The label's id,
 * item-{code}, is where those pointers lead.
 */
export function FormatCards({ locale, product }: { locale: Locale; product: Product }) {
  const messages = productMessages(locale);
  const catalog = catalogMessages(locale);
  const initial = initialChoice(product.items);
  return (
    <fieldset className="format-cards">
      <legend>{messages.chooseFormat}</legend>
      <ul className="format-cards__list">
        {product.items.map((item) => {
          const inputId = `format-${item.code}`;
          const detailsId = `${inputId}-details`;
          return (
            <li
              key={item.code}
              className={`format-card item-offer${item.inStock ? '' : ' format-card--out'}`}
            >
              <input
                type="radio"
                id={inputId}
                name="itemCode"
                value={item.code}
                defaultChecked={item.code === initial}
                disabled={!item.inStock}
                aria-describedby={detailsId}
                className="format-card__radio"
              />
              <label htmlFor={inputId} id={`item-${item.code}`} className="format-card__label">
                <span className="format-card__format">{catalog.formats[item.format]}</span>
                <span className="format-card__price item-offer__price">
                  {formatMoney(item.price, locale)}
                </span>
              </label>
              <div id={detailsId} className="format-card__details">
                <p className="item-offer__name">{item.name}</p>
                <p className="item-offer__code">{format(messages.itemCode, { code: item.code })}</p>
                {item.upc ? <ItemUpc text={format(messages.upc, { upc: item.upc })} /> : null}
                <ul className="item-offer__limits">
                  <li>
                    {format(messages.minQuantity, { count: formatNumber(item.minOrderQuantity, locale) })}
                  </li>
                  <li>
                    {format(messages.maxQuantity, { count: formatNumber(item.maxOrderQuantity, locale) })}
                  </li>
                </ul>
                <Tiers locale={locale} item={item} />
                <DeliveryEstimate locale={locale} item={{ ...item, itemCode: item.code }} />
                {item.inStock ? null : (
                  <>
                    <p className="item-offer__stock">{messages.outOfStock}</p>
                    <AlternateInterest
                      locale={locale}
                      item={item}
                      items={product.items}
                      hasRelated={product.categories.length > 0}
                    />
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
