import { invoicePdfRoute } from '@/features/invoices/invoice-pdf.route.ts';

/** Per customer: printed on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; invoiceId: string }> },
) {
  const { locale, invoiceId } = await params;
  return invoicePdfRoute(locale, invoiceId);
}
