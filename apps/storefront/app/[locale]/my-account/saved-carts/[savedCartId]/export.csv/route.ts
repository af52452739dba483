import { savedCartCsvRoute } from '@/features/saved-carts/saved-cart-csv.route.ts';

/** Per customer: read on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; savedCartId: string }> },
) {
  const { locale, savedCartId } = await params;
  return savedCartCsvRoute(locale, savedCartId);
}
