import type { CartEntry } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { formatMoney, formatNumber } from '../catalog/format-catalog.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { ProductImage } from '../product-image/product-image.tsx';
import { DeliveryEstimate } from '../page-sections/delivery-estimate.tsx';
import { CartLineForms } from './cart-line-forms.tsx';
import type { CartMessages } from './messages.ts';

/** The column headings and the table's name for screen readers. */
export type CartTableLabels = Pick<
  CartMessages,
  'cartLabel' | 'product' | 'unitPrice' | 'quantity' | 'lineTotal'
>;

/**
 * How the lines are shown: as they stand (checkout review), or with their item codes spelled out,
 * tier prices explained and the quantity and Remove forms (the cart page).
 */
export type CartTableMode =
  | { kind: 'read-only' }
  | {
      kind: 'editable';
      messages: CartMessages;
      /** Lines whose product needs a qualification level the signed-in customer does not hold. */
      aboveLevel?: ReadonlySet<number>;
    };

/** The lines of a cart (styles in cart.css); the journeys select on its classes and test ids. */
export function CartTable({
  locale,
  entries,
  labels,
  mode,
}: {
  locale: Locale;
  entries: CartEntry[];
  labels: CartTableLabels;
  mode: CartTableMode;
}) {
  return (
    // A phone is narrower than the table: it scrolls on its own instead of widening the page.
    <div className="table-scroll">
      <table className="cart-table">
        <caption className="visually-hidden">{labels.cartLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.product}</th>
            <th scope="col">{labels.unitPrice}</th>
            <th scope="col">{labels.quantity}</th>
            <th scope="col">{labels.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.entryNumber}>
              <th scope="row">
                {/* Decorative beside the linked name, so screen readers hear the name once. */}
                <ProductImage
                  locale={locale}
                  product={{ code: entry.productCode, name: entry.name, images: entry.images }}
                  format={entry.format}
                  width={60}
                  alt=""
                  className="cart-table__thumb"
                />
                <a href={storePaths(locale).product(entry.productCode)}>{entry.name}</a>
                <span className="cart-table__code">
                  {mode.kind === 'editable'
                    ? format(mode.messages.itemCode, { code: entry.itemCode })
                    : entry.itemCode}
                </span>
                <DeliveryEstimate locale={locale} item={entry} />
                {mode.kind === 'editable' && mode.aboveLevel?.has(entry.entryNumber) ? (
                  <span className="cart-table__qualification" data-testid="qualification-needed">
                    {format(mode.messages.qualificationNeeded, {
                      level: catalogMessages(locale).levels[entry.qualificationLevel],
                    })}{' '}
                    <a href={storePaths(locale).qualifications}>{mode.messages.qualificationSubmit}</a>
                  </span>
                ) : null}
              </th>
              <td>
                {formatMoney(entry.unitPrice, locale)}
                {mode.kind === 'editable' && entry.unitPrice.value < entry.basePrice.value ? (
                  <span className="cart-table__tier">
                    {format(mode.messages.tierApplied, { price: formatMoney(entry.basePrice, locale) })}
                  </span>
                ) : null}
              </td>
              {mode.kind === 'editable' ? (
                <QuantityForms locale={locale} entry={entry} messages={mode.messages} />
              ) : (
                <td data-testid="checkout-quantity">{formatNumber(entry.quantity, locale)}</td>
              )}
              <td>{formatMoney(entry.totalPrice, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The quantity and Remove forms of one line, with the quantities it may be ordered in. */
function QuantityForms({
  locale,
  entry,
  messages,
}: {
  locale: Locale;
  entry: CartEntry;
  messages: CartMessages;
}) {
  return (
    <td>
      <CartLineForms
        locale={locale}
        entryNumber={entry.entryNumber}
        quantity={entry.quantity}
        min={entry.minOrderQuantity}
        max={entry.maxOrderQuantity}
        labels={{
          quantity: format(messages.quantityFor, { name: entry.name }),
          update: messages.update,
          updateFor: format(messages.updateFor, { name: entry.name }),
          remove: messages.remove,
          removeFor: format(messages.removeFor, { name: entry.name }),
          pending: messages.pending,
        }}
      />
      <span className="cart-table__limits">
        {format(messages.limits, {
          min: formatNumber(entry.minOrderQuantity, locale),
          max: formatNumber(entry.maxOrderQuantity, locale),
        })}
      </span>
    </td>
  );
}
