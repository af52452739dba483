import { startAssistedSessionRoute } from '@/features/support/assisted-session.route.ts';

/** "Start assisted session"; other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return startAssistedSessionRoute(request);
}
