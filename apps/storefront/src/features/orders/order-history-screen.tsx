import { localeInfo, type Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { PRODUCT_A_Z } from '../catalog/catalog-path.ts';
import { formatMinor } from '../checkout/checkout-money.ts';
import { historyHref, SEARCH_MAX_LENGTH, type HistoryQuery } from './history-query.ts';
import type { OrdersMessages } from './messages.ts';
import { loadForCustomer } from './orders-access.ts';
import { OrderRenewal } from './order-renewal.tsx';
import { statusWords } from './order-words.ts';

/** A page of this size keeps the table readable; "Show more orders" follows commerce's cursor. */
const PAGE_SIZE = 20;

/**
 * The customer's orders on this store, newest first, a page at a time, with a search by order
 * number, PO number, item code or name. The search is a plain GET form and the next page a link, so
 * both work without script.
 */
export async function OrderHistoryScreen({
  locale,
  messages,
  query,
}: {
  locale: Locale;
  messages: OrdersMessages;
  query: HistoryQuery;
}) {
  const m = messages.history;
  const paths = storePaths(locale);
  const loaded = await loadForCustomer(locale, 'order history', (access) =>
    commerce().orderHistory(locale, access.userId, access.accessToken, { ...query, limit: PAGE_SIZE }),
  );
  if ('renewing' in loaded) return <OrderRenewal locale={locale} />;

  const { htmlLang } = localeInfo(locale);
  const date = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium' });
  const list = new Intl.ListFormat(htmlLang, { style: 'short', type: 'unit' });
  const searching = query.q !== undefined;

  return (
    <>
      <form
        method="get"
        action={paths.orders}
        role="search"
        aria-label={m.searchLabel}
        className="order-search"
      >
        <label htmlFor="order-search-q">{m.searchLabel}</label>
        <p id="order-search-hint" className="order-search__hint">
          {m.searchHint}
        </p>
        <div className="order-search__row">
          <input
            id="order-search-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            maxLength={SEARCH_MAX_LENGTH}
            aria-describedby="order-search-hint"
          />
          <button type="submit" className="button">
            {m.search}
          </button>
        </div>
        {searching ? <a href={paths.orders}>{m.showAll}</a> : null}
      </form>
      {'failed' in loaded ? (
        <div role="alert" className="account-error">
          <p>{m.failed}</p>
          <a className="button" href={historyHref(paths.orders, query)}>
            {m.retry}
          </a>
        </div>
      ) : loaded.value.orders.length === 0 ? (
        searching ? (
          <p role="status">{format(m.noMatch, { query: query.q ?? '' })}</p>
        ) : (
          <div className="order-history-empty">
            <p>{m.empty}</p>
            <p>{m.emptyHelp}</p>
            <p>
              <a className="button button--primary" href={paths.category(PRODUCT_A_Z)}>
                {m.browse}
              </a>
            </p>
          </div>
        )
      ) : (
        <>
          <table className="order-table" data-testid="order-history-table">
            <caption className="visually-hidden">{m.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.number}</th>
                <th scope="col">{m.date}</th>
                <th scope="col">{m.status}</th>
                <th scope="col" className="order-table__number">
                  {m.items}
                </th>
                <th scope="col" className="order-table__number">
                  {m.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.value.orders.map((order) => (
                <tr key={order.number}>
                  <th scope="row">
                    <a href={paths.order(order.number)}>{order.number}</a>
                  </th>
                  <td>{date.format(new Date(order.placedAt))}</td>
                  <td>{list.format(statusWords(order, messages.statuses))}</td>
                  <td className="order-table__number">{order.totalItems}</td>
                  <td className="order-table__number">{formatMinor(order.total, order.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {loaded.value.nextCursor ? (
            <p>
              <a
                className="button"
                href={historyHref(paths.orders, { ...query, cursor: loaded.value.nextCursor })}
              >
                {m.more}
              </a>
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
