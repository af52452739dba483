import type { EvaluationEvent } from '@store/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventBatcher } from './event-batcher.ts';
import { reconnectDelay } from './reconnect-delay.ts';

const event = (n: number): EvaluationEvent => ({
  flagKey: `f${n}`,
  value: true,
  contextKey: 'anonymous',
  timestamp: n,
});

describe('EventBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('flushes what is queued after 2000 ms, not before', () => {
    const sent: EvaluationEvent[][] = [];
    const batcher = new EventBatcher((events) => sent.push(events));
    batcher.add(event(1));
    batcher.add(event(2));
    vi.advanceTimersByTime(1999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[event(1), event(2)]]);
  });

  it('never flushes more often than every 2000 ms even when asked to', () => {
    const sent: EvaluationEvent[][] = [];
    const batcher = new EventBatcher((events) => sent.push(events), { flushMs: 10 });
    batcher.add(event(1));
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(0);
  });

  it('flushes at once when 100 are queued, in batches of at most 100', () => {
    const sent: EvaluationEvent[][] = [];
    const batcher = new EventBatcher((events) => sent.push(events));
    for (let i = 0; i < 250; i += 1) batcher.add(event(i));
    expect(sent.map((b) => b.length)).toEqual([100, 100]);
    expect(batcher.pending).toBe(50);
    batcher.flush();
    expect(sent.map((b) => b.length)).toEqual([100, 100, 50]);
  });
});

describe('reconnectDelay', () => {
  it('starts at 1000 ms and backs off to at most 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
