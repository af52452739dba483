import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '@store/database';
import { signInFailures } from '../schema.ts';

/**
 * Failed sign-ins counted per account and per client address over a window; past a limit the
 * key is refused until the window has passed. Kept in the database (or Redis), so a restart or a
 * second instance does not reset it.
 */

export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perAddress: 20,
} as const;

export interface SignInKeys {
  account?: string | undefined;
  address: string;
}

export interface RateLimiter {
  /** Seconds until the first over-limit key frees up, or 0 when none is over its limit. */
  blockedFor(keys: SignInKeys): Promise<number>;
  recordFailure(keys: SignInKeys): Promise<void>;
  /** Failures of one account still in the window. */
  accountFailures(account: string): Promise<number>;
  /** A successful sign-in clears the account's failures (not the address's). */
  clearAccount(account: string): Promise<void>;
}

const limitOf = (key: string) =>
  key.startsWith('account:') ? SIGN_IN_LIMITS.perAccount : SIGN_IN_LIMITS.perAddress;

function keysOf({ account, address }: SignInKeys): string[] {
  return [`address:${address}`, ...(account ? [`account:${account.toLowerCase()}`] : [])];
}

export function databaseRateLimiter(db: Db): RateLimiter {
  const since = () => new Date(Date.now() - SIGN_IN_LIMITS.windowSeconds * 1000);
  return {
    async blockedFor(keys) {
      const rows = await db
        .select({ key: signInFailures.key, failures: count(), oldest: min(signInFailures.at) })
        .from(signInFailures)
        .where(and(inArray(signInFailures.key, keysOf(keys)), gt(signInFailures.at, since())))
        .groupBy(signInFailures.key);
      let wait = 0;
      for (const { key, failures, oldest } of rows) {
        if (failures >= limitOf(key) && oldest) {
          // The oldest failure in the window is the first to leave it.
          const frees = new Date(oldest).getTime() + SIGN_IN_LIMITS.windowSeconds * 1000 - Date.now();
          wait = Math.max(wait, Math.ceil(frees / 1000), 1);
        }
      }
      return wait;
    },
    async accountFailures(account) {
      const [row] = await db
        .select({ failures: count() })
        .from(signInFailures)
        .where(
          and(eq(signInFailures.key, `account:${account.toLowerCase()}`), gt(signInFailures.at, since())),
        );
      return row?.failures ?? 0;
    },
    async recordFailure(keys) {
      await db.insert(signInFailures).values(keysOf(keys).map((key) => ({ key })));
      await db.delete(signInFailures).where(lt(signInFailures.at, since()));
    },
    async clearAccount(account) {
      await db.delete(signInFailures).where(eq(signInFailures.key, `account:${account.toLowerCase()}`));
    },
  };
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  const redisKey = (key: string) => `signin-failures:${key}`;
  return {
    async blockedFor(keys) {
      let wait = 0;
      for (const key of keysOf(keys)) {
        const failures = Number((await redis.get(redisKey(key))) ?? 0);
        if (failures >= limitOf(key)) wait = Math.max(wait, await redis.ttl(redisKey(key)));
      }
      return wait;
    },
    async accountFailures(account) {
      return Number((await redis.get(redisKey(`account:${account.toLowerCase()}`))) ?? 0);
    },
    async recordFailure(keys) {
      const multi = redis.multi();
      for (const key of keysOf(keys)) {
        multi.incr(redisKey(key));
        multi.expire(redisKey(key), SIGN_IN_LIMITS.windowSeconds, 'NX');
      }
      await multi.exec();
    },
    async clearAccount(account) {
      await redis.del(redisKey(`account:${account.toLowerCase()}`));
    },
  };
}
