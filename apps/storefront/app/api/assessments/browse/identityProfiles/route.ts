import { identityProfilesRoute } from '@/features/legacy-browse/legacy-browse.route.ts';

/** The legacy widget's profile names; other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return identityProfilesRoute(request);
}
