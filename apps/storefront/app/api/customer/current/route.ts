import { currentCustomerRoute } from '@/features/customer/customer.route.ts';

/** The session check; other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return currentCustomerRoute(request);
}
