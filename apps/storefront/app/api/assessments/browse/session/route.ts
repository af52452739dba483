import { browseSessionRoute } from '@/features/legacy-browse/legacy-browse.route.ts';

/** Whether a live identity session comes with the request; other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return browseSessionRoute(request);
}
