import { routeNotificationsRoute } from '@/features/notifications/route-notifications.route.ts';

/** The notifications of a page's address (docs/notifications.md); other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return routeNotificationsRoute(request);
}
