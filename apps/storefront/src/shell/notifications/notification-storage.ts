import {
  CLOSED_NOTIFICATIONS_KEY,
  NOTIFICATIONS_STORAGE_KEY,
  parseClosedIds,
} from '@store/contracts/notification-keys';

/**
 * Where hidden notifications are remembered: closed ids in localStorage (closedNotificationIds, a comma
 * list, requirements §3) and show-once-per-session ids in sessionStorage under the notifications key.
 */

function read(storage: Storage | undefined, key: string): Set<string> {
  try {
    return parseClosedIds(storage?.getItem(key) ?? null);
  } catch {
    return new Set();
  }
}

function add(storage: Storage | undefined, key: string, id: string): void {
  try {
    const ids = read(storage, key);
    ids.add(id);
    storage?.setItem(key, [...ids].join(','));
  } catch {
    // Storage can be full or blocked; the notification then simply may show again.
  }
}

const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export function isHidden(id: string): boolean {
  return (
    read(local(), CLOSED_NOTIFICATIONS_KEY).has(id) || read(session(), NOTIFICATIONS_STORAGE_KEY).has(id)
  );
}

export function rememberClosed(id: string, oncePerSession: boolean): void {
  if (oncePerSession) add(session(), NOTIFICATIONS_STORAGE_KEY, id);
  else add(local(), CLOSED_NOTIFICATIONS_KEY, id);
}
