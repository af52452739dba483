import { customerProfileRoute } from '@/features/customer/customer.route.ts';

/** The signed-in customer's profile; other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return customerProfileRoute(request);
}
