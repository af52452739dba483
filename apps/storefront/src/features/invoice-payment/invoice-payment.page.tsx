import { invoiceIdSchema, type Invoice } from '@store/contracts/commerce';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { commerce } from '../../clients/commerce/server.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { InvoicePaymentScreen } from './invoice-payment-screen.tsx';
import { invoicePaymentMessages } from './messages.ts';
import {
  paymentSelection,
  searchParamValues,
  selectionQuery,
  type SearchParams,
} from './payment-selection.ts';
import '../account/account.css';
import '../checkout/checkout.css';

export function invoicePaymentMetadata(rawLocale: string): Metadata {
  return {
    title: invoicePaymentMessages(localeOrNotFound(rawLocale)).titles.payment,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/invoices/{id}/payment: paying this invoice, or the list's selection of several with an
 * amount each. The invoices are read before anything is rendered, so an unknown id, or another
 * customer's or another store's invoice (commerce answers all alike), is the store's 404 page.
 */
export async function InvoicePaymentPage({
  locale: rawLocale,
  invoiceId,
  searchParams,
}: {
  locale: string;
  invoiceId: string;
  searchParams: SearchParams;
}) {
  const locale = localeOrNotFound(rawLocale);
  const id = invoiceIdSchema.safeParse(invoiceId);
  if (!id.success) notFound();
  const values = searchParamValues(searchParams);
  const selection = paymentSelection(id.data, values);
  const cancelled = z.uuid().safeParse(values('cancelled')[0]);
  const loaded = await loadForCustomer(locale, 'invoices to pay', (access) =>
    Promise.all(
      selection.map(({ invoiceId: selected }) =>
        commerce().invoice(locale, access.userId, access.accessToken, selected),
      ),
    ),
  );
  const invoices =
    'value' in loaded ? loaded.value.filter((invoice): invoice is Invoice => invoice !== undefined) : [];
  if ('value' in loaded && invoices.length < selection.length) notFound();
  const m = invoicePaymentMessages(locale);
  return (
    <div className="account-page invoice-payment-page">
      <h1>{m.titles.payment}</h1>
      <RequireSignIn locale={locale}>
        {'renewing' in loaded ? (
          <OrderRenewal locale={locale} />
        ) : 'failed' in loaded ? (
          <div role="alert" className="account-error">
            <p>{m.payment.failed}</p>
            <a
              className="button"
              href={`${storePaths(locale).invoicePayment(id.data)}?${selectionQuery(selection)}`}
            >
              {m.payment.retry}
            </a>
          </div>
        ) : (
          <InvoicePaymentScreen
            locale={locale}
            selection={selection}
            invoices={invoices}
            cancelled={cancelled.success ? cancelled.data : undefined}
            messages={m}
          />
        )}
      </RequireSignIn>
    </div>
  );
}
