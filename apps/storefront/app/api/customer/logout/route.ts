import { logoutRoute } from '@/features/customer/logout.route.ts';

/** The commerce logout (requirements §7); other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return logoutRoute(request);
}
