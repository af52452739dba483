import { invoiceTotalsRoute } from '@/features/invoices/invoice-totals.route.ts';

/** What the signed-in customer has open and overdue, for the account overview. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return invoiceTotalsRoute(request);
}
