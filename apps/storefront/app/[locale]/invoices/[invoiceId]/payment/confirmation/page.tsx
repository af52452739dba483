import {
  paymentConfirmationMetadata,
  PaymentConfirmationPage,
} from '@/features/invoice-payment/payment-confirmation.page.tsx';

/** Per customer: the payment is read on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/invoices/[invoiceId]/payment/confirmation'>) {
  return paymentConfirmationMetadata((await params).locale);
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/invoices/[invoiceId]/payment/confirmation'>) {
  const { locale, invoiceId } = await params;
  return (
    <PaymentConfirmationPage locale={locale} invoiceId={invoiceId} payment={(await searchParams).payment} />
  );
}
