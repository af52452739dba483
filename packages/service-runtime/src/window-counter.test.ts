import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../scripts/lib/redis.ts';
import { redisServerInstalled } from './redis-testing.ts';
import {
  RedisWindowCounter,
  WindowCounter,
  type SlidingWindowCounter,
  type WindowCounterOptions,
} from './window-counter.ts';

const waitOf = async (counter: SlidingWindowCounter, key: string) => {
  const decision = await counter.attempt(key);
  return decision.admitted ? 0 : decision.waitSeconds;
};

/** The same decisions from both counters: each runs these against its own clock. */
function sameDecisions(make: (options: WindowCounterOptions) => SlidingWindowCounter) {
  it('lets a key count up to the limit in the window, then says how long to wait', async () => {
    let now = 1_000_000;
    const counter = make({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i += 1) {
      expect(await waitOf(counter, 'a')).toBe(0);
      now += 10_000;
    }
    expect(await waitOf(counter, 'a')).toBe(30);
    expect(await waitOf(counter, 'b')).toBe(0);
    now += 30_000;
    expect(await waitOf(counter, 'a')).toBe(0);
  });

  it('takes back an event that turned out not to count', async () => {
    const counter = make({ limit: 1, windowMs: 60_000 });
    const first = await counter.attempt('a');
    if (!first.admitted) throw new Error('the first event was refused');
    expect((await counter.attempt('a')).admitted).toBe(false);
    await first.undo();
    expect((await counter.attempt('a')).admitted).toBe(true);
  });

  it('lets a burst of parallel events through no further than the limit', async () => {
    const counter = make({ limit: 5, windowMs: 60_000 });
    const decisions = await Promise.all(Array.from({ length: 40 }, () => counter.attempt('burst')));
    expect(decisions.filter((d) => d.admitted)).toHaveLength(5);
  });
}

describe('WindowCounter', () => {
  sameDecisions((options) => new WindowCounter(options));
});

describe.skipIf(!redisServerInstalled())('RedisWindowCounter', () => {
  let server: RedisServer;
  let dir: string;
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(server.url);
    connections.push(redis);
    return redis;
  };
  let names = 0;
  const fresh = (options: WindowCounterOptions) =>
    new RedisWindowCounter(connect(), { ...options, name: `limit-${(names += 1)}` });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'window-counter-'));
    server = await startRedisServer({ dir });
  });
  afterAll(async () => {
    await Promise.all(connections.map((redis) => redis.quit()));
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  sameDecisions(fresh);

  it('shares the limit between two instances on one Redis, even in a parallel burst', async () => {
    const options = { name: 'shared', limit: 6, windowMs: 60_000 };
    const one = new RedisWindowCounter(connect(), options);
    const two = new RedisWindowCounter(connect(), options);
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).attempt('203.0.113.9')),
    );
    expect(decisions.filter((d) => d.admitted)).toHaveLength(6);
    const refused = await one.attempt('203.0.113.9');
    expect(refused.admitted ? 0 : refused.waitSeconds).toBeGreaterThan(55);
    expect((await two.attempt('another address')).admitted).toBe(true);
  });

  it('lets its keys expire with the window', async () => {
    const redis = connect();
    const counter = new RedisWindowCounter(redis, { name: 'expiring', limit: 2, windowMs: 5_000 });
    await counter.attempt('k');
    const ttl = await redis.pttl('window:expiring:k');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });
});
