import { robotsRoute } from '@/features/search-engines/search-engine-routes.ts';

/** robots.txt of the request's host (features/search-engines/robots.ts). */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return robotsRoute(request);
}
