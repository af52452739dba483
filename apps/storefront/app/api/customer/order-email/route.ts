import { getOrderEmailRoute, putOrderEmailRoute } from '@/features/account-email/order-email.route.ts';

/** The signed-in customer's order confirmation email; changing it needs step-up (requirements §4). */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return getOrderEmailRoute(request);
}

export function PUT(request: Request) {
  return putOrderEmailRoute(request);
}
