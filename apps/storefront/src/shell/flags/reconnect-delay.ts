import { FLAG_STREAM_RECONNECT_BASE_MS, FLAG_STREAM_RECONNECT_MAX_MS } from '@store/contracts/flag-catalogue';

/** Delay before reconnect attempt n (0-based): 1000 ms doubling to at most 30000 ms (requirements §9). */
export function reconnectDelay(attempt: number): number {
  return Math.min(FLAG_STREAM_RECONNECT_BASE_MS * 2 ** attempt, FLAG_STREAM_RECONNECT_MAX_MS);
}
