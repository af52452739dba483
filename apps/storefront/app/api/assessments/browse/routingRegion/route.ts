import { routingRegionRoute } from '@/features/legacy-browse/legacy-browse.route.ts';

/** The asking page's routing region; other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return routingRegionRoute(request);
}
