import { quotePdfRoute } from '@/features/quotes/quote-pdf.route.ts';

/** Per customer: printed on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; quoteId: string }> },
) {
  const { locale, quoteId } = await params;
  return quotePdfRoute(locale, quoteId);
}
