import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Events per key over a sliding window: what a per-client or per-resource limit counts. Checking
 * the limit and counting the event are one step, so a burst of parallel calls gets no more through
 * than the limit allows. In the process's memory when one process answers (a restart forgets the
 * counts), or in Redis when several instances share the limit.
 */

export interface WindowCounterOptions {
  limit: number;
  windowMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** An admitted event can be taken back (an attempt that turned out not to count). */
export type WindowDecision =
  { admitted: true; undo(): Promise<void> } | { admitted: false; waitSeconds: number };

export interface SlidingWindowCounter {
  /** Counts one event of the key if it is under the limit; otherwise says how many seconds to wait. */
  attempt(key: string): Promise<WindowDecision>;
}

/** Past this many keys, a count sweeps out the keys whose events have all left the window. */
const SWEEP_FROM_KEYS = 10_000;

const waitSecondsFor = (oldest: number, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));

export class WindowCounter implements SlidingWindowCounter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #events = new Map<string, number[]>();

  constructor({ limit, windowMs, now = Date.now }: WindowCounterOptions) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  #recent(key: string, now: number): number[] {
    const kept = (this.#events.get(key) ?? []).filter((at) => at > now - this.#windowMs);
    if (kept.length === 0) this.#events.delete(key);
    else this.#events.set(key, kept);
    return kept;
  }

  async attempt(key: string): Promise<WindowDecision> {
    const now = this.#now();
    if (this.#events.size >= SWEEP_FROM_KEYS) {
      for (const known of [...this.#events.keys()]) this.#recent(known, now);
    }
    const events = this.#recent(key, now);
    if (events.length >= this.#limit) {
      const oldest = events[events.length - this.#limit] ?? now;
      return { admitted: false, waitSeconds: waitSecondsFor(oldest, this.#windowMs, now) };
    }
    events.push(now);
    this.#events.set(key, events);
    return {
      admitted: true,
      undo: async () => {
        const left = this.#events.get(key);
        const at = left?.lastIndexOf(now) ?? -1;
        if (left && at >= 0) left.splice(at, 1);
      },
    };
  }
}

/**
 * The same rule in Lua, run by Redis as one step, so instances sharing a key never overtake the
 * limit together. KEYS: the key's sorted set of events scored by time. ARGV: now ms, window ms,
 * limit, the event's member. Answers {1} when counted, else {0, the oldest counted event's time}.
 */
const ATTEMPT_SCRIPT = `
local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
  return {0, oldest[2]}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1}
`;

export interface RedisWindowCounterOptions extends WindowCounterOptions {
  /** Names the limit in its keys (`window:<name>:<key>`), so two limits never share a count. */
  name: string;
}

export class RedisWindowCounter implements SlidingWindowCounter {
  readonly #redis: Redis;
  readonly #options: Required<RedisWindowCounterOptions>;

  constructor(redis: Redis, { now = Date.now, ...options }: RedisWindowCounterOptions) {
    this.#redis = redis;
    this.#options = { now, ...options };
  }

  async attempt(key: string): Promise<WindowDecision> {
    const { name, limit, windowMs } = this.#options;
    const now = this.#options.now();
    const redisKey = `window:${name}:${key}`;
    const member = `${now}:${randomUUID()}`;
    const reply = await this.#redis.eval(ATTEMPT_SCRIPT, 1, redisKey, now, windowMs, limit, member);
    if (!Array.isArray(reply)) throw new Error('the window counter script gave no answer');
    if (Number(reply[0]) === 1) {
      return { admitted: true, undo: async () => void (await this.#redis.zrem(redisKey, member)) };
    }
    return { admitted: false, waitSeconds: waitSecondsFor(Number(reply[1] ?? now), windowMs, now) };
  }
}
