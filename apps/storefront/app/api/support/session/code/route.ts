import { supportCodeRoute } from '@/features/support/support-sign-in.route.ts';

/** The support agents' sign-in, the one-time code; other methods are answered 405 by the framework. */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return supportCodeRoute(request);
}
