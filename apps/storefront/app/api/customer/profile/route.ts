import { customerProfileRoute } from '../../../../src/clients/commerce/customer-routes.ts';

/** The signed-in customer's profile; other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return customerProfileRoute(request);
}
