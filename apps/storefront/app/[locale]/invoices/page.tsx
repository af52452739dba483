import { invoiceListMetadata, InvoiceListPage } from '@/features/invoices/invoice-list.page.tsx';

/** Per customer: rendered on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/invoices'>) {
  return invoiceListMetadata((await params).locale);
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/invoices'>) {
  return <InvoiceListPage locale={(await params).locale} searchParams={await searchParams} />;
}
