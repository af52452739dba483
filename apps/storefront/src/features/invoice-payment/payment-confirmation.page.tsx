import { invoiceIdSchema } from '@store/contracts/commerce';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { commerce } from '../../clients/commerce/server.ts';
import { localeOrNotFound } from '../../shell/routing/locale-or-not-found.ts';
import { RequireSignIn } from '../../shell/session/require-sign-in.tsx';
import { loadForCustomer } from '../orders/orders-access.ts';
import { OrderRenewal } from '../orders/order-renewal.tsx';
import { invoicePaymentMessages } from './messages.ts';
import { PaymentConfirmationScreen } from './payment-confirmation-screen.tsx';
import '../account/account.css';
import '../checkout/checkout.css';

export function paymentConfirmationMetadata(rawLocale: string): Metadata {
  return {
    title: invoicePaymentMessages(localeOrNotFound(rawLocale)).titles.confirmation,
    robots: { index: false, follow: false },
  };
}

/**
 * /{locale}/invoices/{id}/payment/confirmation?payment=…: the provider's page returns here, and a bank
 * transfer's instructions are here. A payment that is not the customer's, or does not pay this
 * invoice, is the store's 404 page like an unknown one.
 */
export async function PaymentConfirmationPage({
  locale: rawLocale,
  invoiceId,
  payment: paymentParam,
}: {
  locale: string;
  invoiceId: string;
  payment: string | string[] | undefined;
}) {
  const locale = localeOrNotFound(rawLocale);
  const id = invoiceIdSchema.safeParse(invoiceId);
  const paymentId = z.uuid().safeParse(paymentParam);
  if (!id.success || !paymentId.success) notFound();
  const loaded = await loadForCustomer(locale, 'an invoice payment', (access) =>
    commerce().invoicePayment(locale, access.userId, access.accessToken, paymentId.data),
  );
  if (
    'value' in loaded &&
    !loaded.value?.allocations.some((allocation) => allocation.invoiceId === id.data)
  ) {
    notFound();
  }
  const m = invoicePaymentMessages(locale);
  return (
    <div className="account-page invoice-payment-page">
      <h1>{m.titles.confirmation}</h1>
      <RequireSignIn locale={locale}>
        {'renewing' in loaded ? (
          <OrderRenewal locale={locale} />
        ) : 'failed' in loaded || !loaded.value ? (
          <p role="alert" className="account-error">
            {m.confirmation.failed}
          </p>
        ) : (
          <PaymentConfirmationScreen locale={locale} payment={loaded.value} messages={m} />
        )}
      </RequireSignIn>
    </div>
  );
}
