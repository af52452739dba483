import type { EvaluationEvent } from '@store/contracts';

/**
 * In-memory evaluation counts: the embedded stand-in for a flag vendor's analytics, enough to
 * see in development and tests that the browser reports what it evaluated.
 */

/** Flag keys come from clients; capping the distinct ones keeps a misbehaving client from growing memory. */
const MAX_DISTINCT_FLAGS = 500;

export interface EventSummary {
  totalEvents: number;
  batches: number;
  byFlag: Record<string, number>;
}

export interface EventCounter {
  record(events: readonly EvaluationEvent[]): void;
  summary(): EventSummary;
}

export function createEventCounter(maxDistinctFlags: number = MAX_DISTINCT_FLAGS): EventCounter {
  const byFlag = new Map<string, number>();
  let totalEvents = 0;
  let batches = 0;
  return {
    record(events) {
      batches += 1;
      totalEvents += events.length;
      for (const event of events) {
        const count = byFlag.get(event.flagKey);
        if (count !== undefined) byFlag.set(event.flagKey, count + 1);
        else if (byFlag.size < maxDistinctFlags) byFlag.set(event.flagKey, 1);
      }
    },
    summary: () => ({ totalEvents, batches, byFlag: Object.fromEntries(byFlag) }),
  };
}
