import { supportSignOutRoute } from '@/features/support/support-sign-in.route.ts';

/** The support agent's sign-out; other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return supportSignOutRoute(request);
}
