import { patchPreferencesRoute } from '@/features/preferences/preferences.route.ts';

/** The signed-in customer's invoice email; changing it needs step-up (requirements §4). */
export const dynamic = 'force-dynamic';

export function PATCH(request: Request) {
  return patchPreferencesRoute(request);
}
