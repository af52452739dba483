import { SESSION_CHECK_THROTTLE_MS } from './fetch-config.ts';

/**
 * When the session check of requirements §4/7 is due. The last check is kept per tab with the user it was
 * for, so that reloads within the throttle do not repeat it while a new sign-in checks at once.
 */

export const SESSION_CHECK_STORAGE_KEY = 'store-session-checked-at';

export function sessionCheckDue(
  stored: string | null,
  userId: string,
  now: number,
  throttleMs: number = SESSION_CHECK_THROTTLE_MS,
): boolean {
  if (!stored) return true;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return true;
  }
  if (!value || typeof value !== 'object') return true;
  const { userId: checkedFor, at } = value as Record<string, unknown>;
  if (checkedFor !== userId || typeof at !== 'number' || at > now) return true;
  return now - at >= throttleMs;
}

export function sessionCheckRecord(userId: string, now: number): string {
  return JSON.stringify({ userId, at: now });
}
