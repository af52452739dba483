import { storePaths } from '../../shell/routing/store-paths.ts';
import { invoiceIdSchema } from '@store/contracts/commerce';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { commerce } from '../../clients/commerce/server.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { InvoiceDetailScreen } from './invoice-detail-screen.tsx';
import { invoicesMessages } from './messages.ts';
import '../account/account.css';
import '../orders/orders.css';
import './invoices.css';

export function invoiceDetailMetadata(rawLocale: string): Metadata {
  return {
    title: invoicesMessages(localeOrNotFound(rawLocale)).titles.invoices,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/invoices/{id}: one of the customer's invoices, read per request. It is read before
 * anything is rendered, so an unknown id, or another customer's or another store's invoice
 * (commerce answers all three alike), is the store's 404 page with its status.
 */
export async function InvoiceDetailPage({
  locale: rawLocale,
  invoiceId,
}: {
  locale: string;
  invoiceId: string;
}) {
  const locale = localeOrNotFound(rawLocale);
  const id = invoiceIdSchema.safeParse(invoiceId);
  if (!id.success) notFound();
  const loaded = await loadForCustomer(locale, 'an invoice', (access) =>
    commerce().invoice(locale, access.userId, access.accessToken, id.data),
  );
  if ('value' in loaded && !loaded.value) notFound();
  const messages = invoicesMessages(locale);
  return (
    <div className="account-page invoice-page">
      <RequireSignIn locale={locale}>
        {'renewing' in loaded ? (
          <>
            <h1>{messages.titles.invoices}</h1>
            <OrderRenewal locale={locale} />
          </>
        ) : 'failed' in loaded || !loaded.value ? (
          <>
            <h1>{messages.titles.invoices}</h1>
            <div role="alert" className="account-error">
              <p>{messages.list.failed}</p>
              <a className="button" href={storePaths(locale).invoice(id.data)}>
                {messages.list.retry}
              </a>
            </div>
          </>
        ) : (
          <InvoiceDetailScreen locale={locale} invoice={loaded.value} messages={messages} />
        )}
      </RequireSignIn>
    </div>
  );
}
