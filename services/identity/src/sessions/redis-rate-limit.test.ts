import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { AmError } from '../am/errors.ts';
import { redisRateLimiter } from './rate-limit.ts';

describe('sign-in limits in Redis', () => {
  it('answer 503 rather than evaluate unlimited guesses while Redis cannot be reached', async () => {
    // Nothing listens on port 1: each attempt fails to be counted, as it does while Redis restarts.
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true });
    redis.on('error', () => undefined);
    const attempt = redisRateLimiter(redis).attempt(
      { account: 'login:someone', address: '203.0.113.5' },
      false,
    );
    const error: unknown = await attempt.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmError);
    expect(error instanceof AmError && error.status).toBe(503);
    expect(error instanceof AmError && error.headers['retry-after']).toBe('5');
    redis.disconnect();
  });
});
