import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '@store/database';
import { AmError } from '../am/errors.ts';
import { signInFailures } from '../schema.ts';

/**
 * Sign-in throttling after OWASP's guidance: failures are counted per account and per client
 * address over a window. An account with repeated failures asks every attempt for a passed
 * reCAPTCHA, and never refuses its owner who passes it; an address with repeated failures waits a
 * delay that doubles with each further failure. Checking an attempt and recording it is one
 * atomic step, so a burst of parallel guesses gets no more evaluations than the limits allow.
 * Kept in the database (or Redis), so a restart or a second instance does not reset it.
 */

export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  /** Failures of one account, from any address, after which each attempt needs a passed reCAPTCHA. */
  accountRecaptchaAfter: 3,
  /** Failures from one address after which its attempts need a passed reCAPTCHA. */
  addressRecaptchaAfter: 10,
  /** Failures from one address before its attempts are spaced out. */
  addressFreeFailures: 5,
  /** The first delay, doubled with each further failure from the address, up to the longest. */
  firstDelaySeconds: 1,
  longestDelaySeconds: 60,
} as const;

export interface SignInKeys {
  account: string;
  address: string;
}

/** What the limiter says about one attempt, before its credentials are checked. */
export type AttemptDecision =
  { kind: 'evaluate'; attempt: RecordedAttempt } | { kind: 'recaptcha' } | { kind: 'wait'; seconds: number };

/** An attempt already counted as a failure; a sign-in that succeeds takes it back. */
export interface RecordedAttempt {
  succeeded(): Promise<void>;
}

export interface RateLimiter {
  /** Checks and records one sign-in attempt in one atomic step. */
  attempt(keys: SignInKeys, recaptchaPassed: boolean): Promise<AttemptDecision>;
  /** Clears the account's failures (not the address's): a new password makes old guesses moot. */
  clearAccount(account: string): Promise<void>;
}

/** Failures of one key in the window, and when the last one happened (ms since the epoch). */
interface Tally {
  failures: number;
  lastAt: number;
}

const NONE: Tally = { failures: 0, lastAt: 0 };

/** The delay an address waits after its failures: none for the first few, then doubling. */
export function addressDelaySeconds(failures: number): number {
  const over = failures - SIGN_IN_LIMITS.addressFreeFailures;
  if (over < 0) return 0;
  return Math.min(SIGN_IN_LIMITS.firstDelaySeconds * 2 ** over, SIGN_IN_LIMITS.longestDelaySeconds);
}

/** The rule both stores apply; the Redis script below is the same rule in Lua. */
function decide(
  account: Tally,
  address: Tally,
  recaptchaPassed: boolean,
  now: number,
): Exclude<AttemptDecision, { kind: 'evaluate' }> | { kind: 'evaluate' } {
  const waitMs = address.lastAt + addressDelaySeconds(address.failures) * 1000 - now;
  if (address.failures >= SIGN_IN_LIMITS.addressFreeFailures && waitMs > 0) {
    return { kind: 'wait', seconds: Math.ceil(waitMs / 1000) };
  }
  const recaptchaNeeded =
    account.failures >= SIGN_IN_LIMITS.accountRecaptchaAfter ||
    address.failures >= SIGN_IN_LIMITS.addressRecaptchaAfter;
  if (recaptchaNeeded && !recaptchaPassed) return { kind: 'recaptcha' };
  return { kind: 'evaluate' };
}

const accountKeyOf = (account: string) => `account:${account.toLowerCase()}`;
const addressKeyOf = (address: string) => `address:${address}`;

export function databaseRateLimiter(db: Db): RateLimiter {
  const since = () => new Date(Date.now() - SIGN_IN_LIMITS.windowSeconds * 1000);
  return {
    async attempt(keys, recaptchaPassed) {
      const accountKey = accountKeyOf(keys.account);
      const addressKey = addressKeyOf(keys.address);
      return db.transaction(async (tx) => {
        // Attempts on the same keys wait for each other here; sorted, so two never wait in a circle.
        for (const key of [accountKey, addressKey].sort()) {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        }
        const rows = await tx
          .select({ key: signInFailures.key, failures: count(), lastAt: max(signInFailures.at) })
          .from(signInFailures)
          .where(and(inArray(signInFailures.key, [accountKey, addressKey]), gt(signInFailures.at, since())))
          .groupBy(signInFailures.key);
        const tally = (key: string): Tally => {
          const row = rows.find((r) => r.key === key);
          return row?.lastAt ? { failures: row.failures, lastAt: new Date(row.lastAt).getTime() } : NONE;
        };
        const decision = decide(tally(accountKey), tally(addressKey), recaptchaPassed, Date.now());
        if (decision.kind !== 'evaluate') return decision;
        const recorded = await tx
          .insert(signInFailures)
          .values([{ key: accountKey }, { key: addressKey }])
          .returning({ id: signInFailures.id, key: signInFailures.key });
        await tx
          .delete(signInFailures)
          .where(and(inArray(signInFailures.key, [accountKey, addressKey]), lt(signInFailures.at, since())));
        const addressRow = recorded.find((r) => r.key === addressKey)?.id ?? 0;
        return {
          kind: 'evaluate',
          attempt: {
            async succeeded() {
              await db
                .delete(signInFailures)
                .where(or(eq(signInFailures.key, accountKey), eq(signInFailures.id, addressRow)));
            },
          },
        };
      });
    },
    async clearAccount(account) {
      await db.delete(signInFailures).where(eq(signInFailures.key, accountKeyOf(account)));
    },
  };
}

/**
 * decide() in Lua, run by Redis as one step. Each key is a sorted set of failures scored by time.
 * KEYS: account, address. ARGV: now ms, window ms, reCAPTCHA passed (1/0), the attempt's member,
 * then the limits. Answers {'evaluate'}, {'recaptcha'} or {'wait', seconds}.
 */
const ATTEMPT_SCRIPT = `
local now, window, passed, member = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3] == '1', ARGV[4]
local accountAfter, addressAfter, free = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local firstDelay, longestDelay = tonumber(ARGV[8]), tonumber(ARGV[9])
local function tally(key)
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local last = redis.call('ZREVRANGE', key, 0, 0, 'WITHSCORES')
  return redis.call('ZCARD', key), tonumber(last[2] or 0)
end
local accountFailures = tally(KEYS[1])
local addressFailures, addressLast = tally(KEYS[2])
if addressFailures >= free then
  local delay = math.min(firstDelay * 2 ^ (addressFailures - free), longestDelay)
  local waitMs = addressLast + delay * 1000 - now
  if waitMs > 0 then return {'wait', math.ceil(waitMs / 1000)} end
end
if not passed and (accountFailures >= accountAfter or addressFailures >= addressAfter) then
  return {'recaptcha'}
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window)
end
return {'evaluate'}
`;

const attemptReply = (reply: unknown) => {
  if (!Array.isArray(reply)) throw new Error('the sign-in limit script gave no answer');
  return { kind: String(reply[0]), seconds: Number(reply[1] ?? 0) };
};

/**
 * Without its count an attempt could be one of unlimited guesses, so while Redis cannot be asked
 * no attempt is evaluated: 503, for the client to try again shortly.
 */
async function failSafe<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch {
    throw new AmError(503, 'Sign-in is briefly unavailable; try again in a moment.', {
      headers: { 'retry-after': '5' },
    });
  }
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  const attemptKey = (key: string) => `signin-attempts:${key}`;
  return {
    async attempt(keys, recaptchaPassed) {
      const accountKey = attemptKey(accountKeyOf(keys.account));
      const addressKey = attemptKey(addressKeyOf(keys.address));
      const member = `${Date.now()}:${randomUUID()}`;
      const reply = attemptReply(
        await failSafe(
          redis.eval(
            ATTEMPT_SCRIPT,
            2,
            accountKey,
            addressKey,
            Date.now(),
            SIGN_IN_LIMITS.windowSeconds * 1000,
            recaptchaPassed ? '1' : '0',
            member,
            SIGN_IN_LIMITS.accountRecaptchaAfter,
            SIGN_IN_LIMITS.addressRecaptchaAfter,
            SIGN_IN_LIMITS.addressFreeFailures,
            SIGN_IN_LIMITS.firstDelaySeconds,
            SIGN_IN_LIMITS.longestDelaySeconds,
          ),
        ),
      );
      if (reply.kind === 'wait') return { kind: 'wait', seconds: Math.max(reply.seconds, 1) };
      if (reply.kind === 'recaptcha') return { kind: 'recaptcha' };
      return {
        kind: 'evaluate',
        attempt: {
          async succeeded() {
            await redis.multi().del(accountKey).zrem(addressKey, member).exec();
          },
        },
      };
    },
    async clearAccount(account) {
      await redis.del(attemptKey(accountKeyOf(account)));
    },
  };
}
