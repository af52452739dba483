import { invoiceDetailMetadata, InvoiceDetailPage } from '@/features/invoices/invoice-detail.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/invoices/[invoiceId]'>) {
  return invoiceDetailMetadata((await params).locale);
}

export default async function Page({ params }: PageProps<'/[locale]/invoices/[invoiceId]'>) {
  const { locale, invoiceId } = await params;
  return <InvoiceDetailPage locale={locale} invoiceId={invoiceId} />;
}
