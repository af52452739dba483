import {
  invoicePaymentMetadata,
  InvoicePaymentPage,
} from '@/features/invoice-payment/invoice-payment.page.tsx';

/** Per customer: the invoices are read on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/invoices/[invoiceId]/payment'>) {
  return invoicePaymentMetadata((await params).locale);
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/invoices/[invoiceId]/payment'>) {
  const { locale, invoiceId } = await params;
  return <InvoicePaymentPage locale={locale} invoiceId={invoiceId} searchParams={await searchParams} />;
}
