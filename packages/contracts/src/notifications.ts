import { z } from 'zod';

/**
 * The notification carried in the `notifications` query parameter (requirements §3): base64-encoded
 * JSON of a list of these. See docs/notifications.md.
 */
export const routeNotificationSchema = z.object({
  id: z.string().min(1).max(100),
  kind: z.enum(['info', 'success', 'warning', 'error']).default('info'),
  text: z.string().min(1).max(1000),
  showOncePerSession: z.boolean().default(false),
});
export const routeNotificationsSchema = z.array(routeNotificationSchema).min(1).max(10);
export type RouteNotification = z.infer<typeof routeNotificationSchema>;

export {
  CLOSED_NOTIFICATIONS_KEY,
  NOTIFICATIONS_QUERY_PARAM,
  NOTIFICATIONS_STORAGE_KEY,
  parseClosedIds,
} from './notification-keys.ts';

export class NotificationDecodeError extends Error {
  override name = 'NotificationDecodeError';
}

function base64ToUtf8(value: string): string {
  const normalised = value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalised)) {
    throw new NotificationDecodeError('notifications parameter is not base64');
  }
  const binary = atob(normalised);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Decodes the query value; throws NotificationDecodeError when it is not base64 JSON of the shape. */
export function decodeRouteNotifications(value: string): RouteNotification[] {
  let json: unknown;
  try {
    json = JSON.parse(base64ToUtf8(value));
  } catch (error) {
    if (error instanceof NotificationDecodeError) throw error;
    throw new NotificationDecodeError('notifications parameter is not base64-encoded JSON');
  }
  const list = Array.isArray(json) ? json : [json];
  const parsed = routeNotificationsSchema.safeParse(list);
  if (!parsed.success) {
    throw new NotificationDecodeError(`notifications parameter has the wrong shape: ${parsed.error.message}`);
  }
  return parsed.data;
}

export function encodeRouteNotifications(list: RouteNotification[] | RouteNotification): string {
  const bytes = new TextEncoder().encode(JSON.stringify(list));
  return btoa(String.fromCharCode(...bytes));
}
