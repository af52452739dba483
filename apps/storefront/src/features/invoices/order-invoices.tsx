import { storePaths } from '../../shell/routing/store-paths.ts';
import { localeInfo, type Locale } from '@store/locales';
import { commerce } from '../../clients/commerce/server.ts';
import { format } from '../../i18n/format.ts';
import { formatMinor } from '../checkout/checkout-money.ts';
import { loadForCustomer } from '../orders/orders-access.ts';
import { invoicesMessages } from './messages.ts';

/**
 * An order's invoices and credit notes on its page, each a link to the document. A card order is
 * paid at checkout and gets none, so for it the section appears only when one was read after all.
 */
export async function OrderInvoices({
  locale,
  orderNumber,
  invoiced,
}: {
  locale: Locale;
  orderNumber: string;
  /** The order is paid on account (purchase order, bank transfer), so invoices are expected. */
  invoiced: boolean;
}) {
  const messages = invoicesMessages(locale);
  const m = messages.order;
  const loaded = await loadForCustomer(locale, 'an order’s invoices', (access) =>
    commerce().invoices(locale, access.userId, access.accessToken, {
      order: orderNumber,
      sort: 'issued-asc',
    }),
  );
  // The order page around this handles a session being renewed.
  if ('renewing' in loaded) return null;
  if (!invoiced && ('failed' in loaded || loaded.value.invoices.length === 0)) return null;

  const day = new Intl.DateTimeFormat(localeInfo(locale).htmlLang, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="order-invoices" className="account-section" data-testid="order-invoices">
      <h2 id="order-invoices">{m.heading}</h2>
      {'failed' in loaded ? (
        <p role="alert">{m.failed}</p>
      ) : loaded.value.invoices.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <ul>
          {loaded.value.invoices.map((invoice) => (
            <li key={invoice.id}>
              <a href={storePaths(locale).invoice(invoice.id)}>
                {format(m.invoice, {
                  kind: messages.kinds[invoice.kind],
                  number: invoice.number,
                  date: day.format(new Date(`${invoice.issuedOn}T00:00:00Z`)),
                  total: formatMinor(invoice.total, invoice.currency, locale),
                  status: messages.statuses[invoice.status],
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
