import { forgetCustomerCartRoute, restoreCustomerCartRoute } from '@/features/cart/customer-cart.route.ts';

/** The signed-in customer's cart in this browser: taken on at sign-in, forgotten at sign-out (ADR 12). */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return restoreCustomerCartRoute(request);
}

export function DELETE(request: Request) {
  return forgetCustomerCartRoute(request);
}
