import type { ShownRouteNotification } from '@store/contracts/notifications';
import type { Locale } from '@store/locales';

export const ROUTE_NOTIFICATIONS_PATH = '/api/notifications';

/**
 * Asks the store what the page shows for its notifications parameter (route-notifications.route.ts).
 * Rejects with the store's reason when the value is refused or the answer cannot be read.
 */
export async function fetchRouteNotifications(
  locale: Locale,
  value: string,
): Promise<ShownRouteNotification[]> {
  const response = await fetch(ROUTE_NOTIFICATIONS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale, value }),
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const detail = typeof json === 'object' && json !== null && 'detail' in json ? json.detail : undefined;
    throw new Error(typeof detail === 'string' ? detail : `the store answered ${response.status}`);
  }
  // The schema (and its library) loads only when a page carries a notification.
  const { routeNotificationsAnswerSchema } = await import('@store/contracts/notifications');
  return routeNotificationsAnswerSchema.parse(json).notifications;
}
