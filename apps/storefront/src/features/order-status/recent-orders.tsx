import type { OrderSummary } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessRenewal } from '../cart/cart-access-renewal.tsx';
import { CartRefresh } from '../cart/cart-refresh.tsx';
import { cartCookies, onCart, CartAccessNeeded } from '../cart/cart-session.ts';
import { cartMessages } from '../cart/messages.ts';
import { formatMinor } from '../checkout/checkout-money.ts';
import type { OrderStatusMessages } from './messages.ts';

/** The signed-in customer's most recent orders on the store; the lookup below serves everyone else. */
const RECENT = 5;

type Loaded = { orders: OrderSummary[] } | { renewing: true } | undefined;

/**
 * The server knows the customer by the token it holds for their cart (ADR 16); a customer whose
 * token has expired gets a new one handed over by the session, and the list follows.
 */
async function load(locale: Locale): Promise<Loaded> {
  const { ownerId, accessToken } = await cartCookies(locale);
  if (!ownerId) return undefined;
  try {
    if (!accessToken) throw new CartAccessNeeded();
    return { orders: (await onCart(commerce().orders(locale, ownerId, accessToken))).slice(0, RECENT) };
  } catch (error) {
    if (error instanceof CartAccessNeeded) return { renewing: true };
    logger.warn({ err: error, locale }, 'order status: the customer’s orders could not be loaded');
    return undefined;
  }
}

export async function RecentOrders({ locale, messages }: { locale: Locale; messages: OrderStatusMessages }) {
  const loaded = await load(locale);
  if (!loaded) return null;
  const m = messages.recent;
  if ('renewing' in loaded) {
    const texts = cartMessages(locale);
    return (
      <>
        <CartRefresh />
        <CartAccessRenewal locale={locale} restoring={texts.restoring} ended={texts.sessionEnded} />
      </>
    );
  }
  const paths = storePaths(locale);
  const date = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="order-status-recent" className="account-section">
      <h2 id="order-status-recent">{m.heading}</h2>
      {loaded.orders.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <table className="order-status-table">
          <caption className="visually-hidden">{m.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.number}</th>
              <th scope="col">{m.date}</th>
              <th scope="col">{m.status}</th>
              <th scope="col">{m.total}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.orders.map((order) => (
              <tr key={order.number}>
                <th scope="row">
                  <a href={`${paths.orders}/${order.number}`}>{order.number}</a>
                </th>
                <td>{date.format(new Date(order.placedAt))}</td>
                <td>{messages.orderStatuses[order.status]}</td>
                <td>{formatMinor(order.total, order.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href={paths.orders}>{m.all}</a>
      </p>
    </section>
  );
}
