import { accountSummaryRoute } from '@/features/account/account-summary.route.ts';

/** The signed-in customer's orders under way, qualification standing and active organisation. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return accountSummaryRoute(request);
}
