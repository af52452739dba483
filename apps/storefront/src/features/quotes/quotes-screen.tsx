import type { QuoteSummary } from '@store/contracts/commerce-quotes';
import { localeInfo, type Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { formatMoney } from '../catalog/format-catalog.ts';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import type { QuotesMessages } from './messages.ts';
import { dayWords, statusLabel } from './quote-words.ts';

function QuoteRow({
  locale,
  quote,
  messages,
  date,
}: {
  locale: Locale;
  quote: QuoteSummary;
  messages: QuotesMessages;
  date: Intl.DateTimeFormat;
}) {
  const m = messages.list;
  return (
    <tr data-testid="quote-row" data-status={quote.status}>
      <th scope="row">
        <a href={storePaths(locale).quote(quote.id)}>{quote.number}</a>
      </th>
      <td data-testid="quote-status">{statusLabel(quote.status, messages)}</td>
      <td>
        <time dateTime={quote.createdAt}>{date.format(new Date(quote.createdAt))}</time>
      </td>
      <td>
        <time dateTime={quote.updatedAt}>{date.format(new Date(quote.updatedAt))}</time>
      </td>
      <td>{quote.organisation?.name ?? m.personal}</td>
      <td className="order-table__number">{quote.lineCount}</td>
      <td className="order-table__number">{formatMoney(quote.listSubtotal, locale)}</td>
      <td className="order-table__number">
        {quote.offeredTotal ? formatMoney(quote.offeredTotal, locale) : m.none}
      </td>
      <td>
        {quote.expiresOn ? (
          <time dateTime={quote.expiresOn}>{dayWords(quote.expiresOn, localeInfo(locale).htmlLang)}</time>
        ) : (
          m.none
        )}
      </td>
    </tr>
  );
}

/**
 * The customer's quotes on this store, and those of the organisations they purchase for, newest
 * first: number, state, dates, totals at list and offered prices, the offer's last day.
 */
export async function QuotesScreen({ locale, messages }: { locale: Locale; messages: QuotesMessages }) {
  const m = messages.list;
  const paths = storePaths(locale);
  const loaded = await loadForCustomer(locale, 'quotes', (access) =>
    commerce().quotes(locale, access.userId, access.accessToken),
  );
  if ('renewing' in loaded) return <OrderRenewal locale={locale} />;
  if ('failed' in loaded) {
    return (
      <div role="alert" className="account-error">
        <p>{m.failed}</p>
        <a className="button" href={paths.quotes}>
          {m.retry}
        </a>
      </div>
    );
  }
  if (loaded.value.length === 0) {
    return (
      <div data-testid="quotes-empty">
        <p>{m.empty}</p>
        <p>{m.emptyHelp}</p>
        <p>
          <a className="button button--primary" href={paths.cart}>
            {m.goToCart}
          </a>
        </p>
      </div>
    );
  }
  const date = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'medium' });
  return (
    <table className="order-table" data-testid="quotes-table">
      <caption className="visually-hidden">{m.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.number}</th>
          <th scope="col">{m.status}</th>
          <th scope="col">{m.requested}</th>
          <th scope="col">{m.updated}</th>
          <th scope="col">{m.account}</th>
          <th scope="col" className="order-table__number">
            {m.lines}
          </th>
          <th scope="col" className="order-table__number">
            {m.listTotal}
          </th>
          <th scope="col" className="order-table__number">
            {m.offeredTotal}
          </th>
          <th scope="col">{m.expires}</th>
        </tr>
      </thead>
      <tbody>
        {loaded.value.map((quote) => (
          <QuoteRow key={quote.id} locale={locale} quote={quote} messages={messages} date={date} />
        ))}
      </tbody>
    </table>
  );
}
