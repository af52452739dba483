import { invoicesCsvRoute } from '@/features/invoices/invoices-csv.route.ts';

/** Per customer: read on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return invoicesCsvRoute(request, (await params).locale);
}
