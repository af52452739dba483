/**
 * Names and the comma-list format of requirements §3's notification storage. Kept apart from the schemas so
 * that browser code reading them does not load zod.
 */
export const NOTIFICATIONS_QUERY_PARAM = 'notifications';
export const CLOSED_NOTIFICATIONS_KEY = 'closedNotificationIds';
export const NOTIFICATIONS_STORAGE_KEY = 'notifications';

/** Parses the comma list kept under closedNotificationIds. */
export function parseClosedIds(stored: string | null): Set<string> {
  return new Set(
    (stored ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}
