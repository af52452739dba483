import { customerSearchRoute } from '@/features/support/customer-search.route.ts';

/** The support page's customer search; other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return customerSearchRoute(request);
}
