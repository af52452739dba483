import { isLocale, localeInfo, type Locale } from '@store/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { logger } from '../../clients/logger.ts';
import { format } from '../../i18n/format.ts';
import { ecommerceEvent, listEntries } from '../catalog/analytics.ts';
import { PRODUCT_A_Z } from '../catalog/catalog-path.ts';
import { formatMoney, formatNumber } from '../catalog/format-catalog.ts';
import { DataLayerEvent } from '../catalog/tracking.tsx';
import { CartLineForms } from './cart-line-forms.tsx';
import { readCart } from './cart-session.ts';
import { CartRefresh } from './cart-refresh.tsx';
import { CartStatus } from './cart-status.tsx';
import { cartMessages } from './messages.ts';
import '../catalog/catalog.css';
import './cart.css';

export function cartMetadata(locale: string): Metadata {
  if (!isLocale(locale)) return {};
  return { title: cartMessages(locale).title, robots: { index: false } };
}

async function loadCart(locale: Locale) {
  try {
    return { cart: await readCart(locale) };
  } catch (error) {
    logger.warn({ err: error, locale }, 'cart could not be read');
    return { failed: true as const };
  }
}

/** /{locale}/cart: the visitor's cart in this store, rendered per request (never cached). */
export async function CartPage({ locale: rawLocale }: { locale: string }) {
  if (!isLocale(rawLocale)) notFound();
  const locale: Locale = rawLocale;
  const messages = cartMessages(locale);
  const loaded = await loadCart(locale);
  const cart = 'cart' in loaded ? loaded.cart : undefined;
  const { storeId, language } = localeInfo(locale);
  const quickOrderHref = `/store/${storeId}/${language}/quickOrder`;

  return (
    <div className="cart-page">
      <h1>{messages.title}</h1>
      <CartStatus />
      <CartRefresh />
      {'failed' in loaded ? (
        <p role="alert">{messages.unavailable}</p>
      ) : !cart || cart.entries.length === 0 ? (
        <div className="cart-empty">
          <p>{messages.empty}</p>
          <p>{messages.emptyHelp}</p>
          <ul>
            <li>
              <a className="button button--primary" href={`/${locale}/category/${PRODUCT_A_Z}`}>
                {messages.browse}
              </a>
            </li>
            <li>
              <a href={quickOrderHref}>{messages.quickOrder}</a>
            </li>
          </ul>
        </div>
      ) : (
        <>
          <table className="cart-table">
            <caption className="visually-hidden">{messages.cartLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{messages.product}</th>
                <th scope="col">{messages.unitPrice}</th>
                <th scope="col">{messages.quantity}</th>
                <th scope="col">{messages.lineTotal}</th>
              </tr>
            </thead>
            <tbody>
              {cart.entries.map((entry) => (
                <tr key={entry.entryNumber}>
                  <th scope="row">
                    <a href={`/${locale}/p/${entry.productCode}`}>{entry.name}</a>
                    <span className="cart-table__code">
                      {format(messages.itemCode, { code: entry.itemCode })}
                    </span>
                  </th>
                  <td>
                    {formatMoney(entry.unitPrice, locale)}
                    {entry.unitPrice.value < entry.basePrice.value ? (
                      <span className="cart-table__tier">
                        {format(messages.tierApplied, { price: formatMoney(entry.basePrice, locale) })}
                      </span>
                    ) : null}
                  </td>
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
                  <td>{formatMoney(entry.totalPrice, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <section className="cart-summary" aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading">{messages.summary}</h2>
            <dl>
              <dt>{messages.items}</dt>
              <dd data-testid="cart-items">{formatNumber(cart.totalItems, locale)}</dd>
              <dt>{messages.subtotal}</dt>
              <dd>{formatMoney(cart.subtotal, locale)}</dd>
              <dt>{messages.total}</dt>
              <dd data-testid="cart-total">{formatMoney(cart.total, locale)}</dd>
            </dl>
            <a className="button button--primary" href={`/${locale}/checkout`}>
              {messages.checkout}
            </a>
          </section>
          <DataLayerEvent
            event={ecommerceEvent(
              'view_cart',
              cart.currency,
              listEntries(
                cart.entries.map((e) => ({
                  name: e.name,
                  program: e.program,
                  price: e.basePrice.value,
                  unitPrice: e.unitPrice.value,
                  quantity: e.quantity,
                })),
              ),
            )}
          />
        </>
      )}
    </div>
  );
}
