import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { ProblemError } from '@store/service-runtime';
import { LOOKUP_LIMITS, OrderLookupLimits } from './lookup-limits.ts';

const statusOf = async (admitted: Promise<unknown>) => {
  try {
    await admitted;
    return 200;
  } catch (error) {
    if (error instanceof ProblemError) return error.status;
    throw error;
  }
};

describe('the order lookup limits', () => {
  it('refuses with 429 past a number’s failures without counting the refusal against the address', async () => {
    const limits = new OrderLookupLimits();
    for (let i = 0; i < LOOKUP_LIMITS.failedPerOrder.limit; i += 1) {
      expect(await statusOf(limits.admit('198.51.100.1', 'ORD-1'))).toBe(200);
    }
    expect(await statusOf(limits.admit('198.51.100.1', 'ORD-1'))).toBe(429);
    const left = LOOKUP_LIMITS.perAddress.limit - LOOKUP_LIMITS.failedPerOrder.limit;
    for (let i = 0; i < left; i += 1) {
      expect(await statusOf(limits.admit('198.51.100.1', `ORD-${i + 2}`))).toBe(200);
    }
    expect(await statusOf(limits.admit('198.51.100.1', 'ORD-99'))).toBe(429);
  });

  it('answers 503 rather than an unlimited lookup while Redis cannot be reached', async () => {
    // Nothing listens on port 1: each count fails, as it does while Redis restarts.
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true });
    redis.on('error', () => undefined);
    const limits = new OrderLookupLimits({ redis });
    const refused = limits.admit('198.51.100.2', 'ORD-1');
    expect(await statusOf(refused)).toBe(503);
    redis.disconnect();
  });
});
