import { INVOICE_SORTS, INVOICE_STATUSES, type InvoiceSummary } from '@store/contracts/commerce';
import { localeInfo, type Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { formatMinor } from '../checkout/checkout-money.ts';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { amountStep, majorAmountText, notPayableReason } from './invoice-amounts.ts';
import { InvoicePayTable, type InvoiceRow } from './invoice-pay-table.tsx';
import { filterParams, invoiceListHref, isFiltered, type InvoiceQuery } from './invoice-query.ts';
import type { InvoicesMessages } from './messages.ts';

/** A page of this size keeps the table readable; "Show more invoices" follows commerce's cursor. */
const PAGE_SIZE = 25;

/**
 * The signed-in customer's invoice portal, read per request: what is open and overdue, the filters
 * (a GET form, so the address holds them), the list with its Pay form, the next page and the CSV.
 */
export async function InvoiceListScreen({
  locale,
  messages,
  query,
  noneSelected,
}: {
  locale: Locale;
  messages: InvoicesMessages;
  query: InvoiceQuery;
  /** The Pay form came back to the list with no invoice selected. */
  noneSelected: boolean;
}) {
  const m = messages.list;
  const paths = storePaths(locale);
  const { htmlLang, currency } = localeInfo(locale);
  const loaded = await loadForCustomer(locale, 'invoices', (access) =>
    commerce().invoices(locale, access.userId, access.accessToken, {
      ...query.api,
      ...(query.cursor ? { cursor: query.cursor } : {}),
      limit: PAGE_SIZE,
    }),
  );
  if ('renewing' in loaded) return <OrderRenewal locale={locale} />;

  const day = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`));
  const number = new Intl.NumberFormat(htmlLang);
  const row = (invoice: InvoiceSummary): InvoiceRow => {
    const money = (amount: number) => formatMinor(amount, invoice.currency, locale);
    const reason = notPayableReason(invoice);
    return {
      id: invoice.id,
      number: invoice.number,
      orderNumber: invoice.orderNumber,
      ...(invoice.purchaseOrderNumber ? { purchaseOrderNumber: invoice.purchaseOrderNumber } : {}),
      ...(invoice.organisation ? { organisation: invoice.organisation.name } : {}),
      issuedOn: invoice.issuedOn,
      issued: date(invoice.issuedOn),
      dueOn: invoice.dueOn,
      due: date(invoice.dueOn),
      total: money(invoice.total),
      paid: money(invoice.paid),
      balance: money(invoice.balance),
      status: invoice.status,
      payable: reason ? 0 : invoice.payable,
      payableText: money(invoice.payable),
      defaultAmount: majorAmountText(invoice.payable, invoice.currency),
      ...(reason ? { notPayable: m.notPayable[reason] } : {}),
    };
  };
  const filters = [...filterParams(query)];

  return (
    <>
      {query.ignored.length > 0 ? (
        <ul role="status" className="invoice-ignored">
          {query.ignored.map((field) => (
            <li key={field}>{m.ignored[field]}</li>
          ))}
        </ul>
      ) : null}
      {'value' in loaded ? (
        <section aria-labelledby="invoice-totals" className="account-section">
          <h2 id="invoice-totals">{m.totalsHeading}</h2>
          <dl className="account-details invoice-totals" data-testid="invoice-totals">
            <dt>{m.openAmount}</dt>
            <dd>{formatMinor(loaded.value.totals.open, loaded.value.totals.currency, locale)}</dd>
            <dt>{m.openCount}</dt>
            <dd>{number.format(loaded.value.totals.openCount)}</dd>
            <dt>{m.overdueAmount}</dt>
            <dd className={loaded.value.totals.overdueCount > 0 ? 'invoice-status--overdue' : undefined}>
              {formatMinor(loaded.value.totals.overdue, loaded.value.totals.currency, locale)}
            </dd>
            <dt>{m.overdueCount}</dt>
            <dd>{number.format(loaded.value.totals.overdueCount)}</dd>
          </dl>
        </section>
      ) : null}
      <form
        method="get"
        action={paths.invoices}
        className="invoice-filters account-section"
        aria-labelledby="invoice-filters"
      >
        <h2 id="invoice-filters">{m.filtersHeading}</h2>
        <div className="invoice-filters__fields">
          <label>
            {m.status}
            <select name="status" defaultValue={query.fields.status ?? ''}>
              <option value="">{m.anyStatus}</option>
              {INVOICE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {messages.statuses[status]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {m.from}
            <input type="date" name="from" defaultValue={query.fields.from ?? ''} />
          </label>
          <label>
            {m.to}
            <input type="date" name="to" defaultValue={query.fields.to ?? ''} />
          </label>
          <label>
            {m.order}
            <input
              type="text"
              name="order"
              defaultValue={query.fields.order ?? ''}
              pattern="[A-Za-z]{2}-\d{4}-\d{6}"
              autoComplete="off"
            />
          </label>
          <label>
            {format(m.minTotal, { currency })}
            <input
              type="number"
              name="min"
              min="0"
              step={amountStep(currency)}
              inputMode="decimal"
              defaultValue={query.fields.min ?? ''}
            />
          </label>
          <label>
            {format(m.maxTotal, { currency })}
            <input
              type="number"
              name="max"
              min="0"
              step={amountStep(currency)}
              inputMode="decimal"
              defaultValue={query.fields.max ?? ''}
            />
          </label>
          <label>
            {m.sort}
            <select name="sort" defaultValue={query.fields.sort ?? INVOICE_SORTS[0]}>
              {INVOICE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {m.sorts[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="invoice-filters__actions">
          <button type="submit" className="button">
            {m.apply}
          </button>
          {isFiltered(query) ? <a href={paths.invoices}>{m.clear}</a> : null}
        </p>
      </form>
      {noneSelected ? (
        <p role="alert" className="account-error">
          {m.errors.none}
        </p>
      ) : null}
      {'failed' in loaded ? (
        <div role="alert" className="account-error">
          <p>{m.failed}</p>
          <a className="button" href={invoiceListHref(paths.invoices, query, query.cursor)}>
            {m.retry}
          </a>
        </div>
      ) : loaded.value.invoices.length === 0 ? (
        isFiltered(query) ? (
          <p role="status">
            {m.noMatch} <a href={paths.invoices}>{m.showAll}</a>
          </p>
        ) : (
          <div className="invoice-empty" data-testid="invoice-empty">
            <p>{m.empty}</p>
            <p>{m.emptyHelp}</p>
          </div>
        )
      ) : (
        <>
          <InvoicePayTable
            locale={locale}
            currency={loaded.value.totals.currency}
            rows={loaded.value.invoices.map(row)}
            texts={m}
            statuses={messages.statuses}
            filters={filters}
          />
          <p className="invoice-list__links">
            {loaded.value.nextCursor ? (
              <a className="button" href={invoiceListHref(paths.invoices, query, loaded.value.nextCursor)}>
                {m.more}
              </a>
            ) : null}
            <a href={paths.invoicesCsv(filterParams(query))} download>
              {m.csv}
            </a>
          </p>
        </>
      )}
      <p>
        <a href={paths.myAccount}>{m.backToAccount}</a>
      </p>
    </>
  );
}
