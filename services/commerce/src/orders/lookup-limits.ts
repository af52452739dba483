import type { Redis } from 'ioredis';
import {
  ProblemError,
  RedisWindowCounter,
  WindowCounter,
  type SlidingWindowCounter,
  type WindowDecision,
} from '@store/service-runtime';

/**
 * The limits of the anonymous order status lookup (docs/order-status.md): a client address may look
 * up so many orders in a window, and an order number may be guessed at so many times in an hour, so
 * neither the emails nor the postcodes of an order can be tried one after another. Counted in Redis
 * when REDIS_URL is set, so every commerce instance counts against the same limit; otherwise in the
 * process's memory, where one process answers the store's lookups.
 */

export const LOOKUP_LIMITS = {
  perAddress: { limit: 10, windowMs: 10 * 60 * 1000 },
  failedPerOrder: { limit: 5, windowMs: 60 * 60 * 1000 },
} as const;

/** A lookup admitted and counted; one that finds its order is not counted against the number. */
export interface AdmittedLookup {
  found(): Promise<void>;
}

function tooMany(seconds: number, whose: string): ProblemError {
  const minutes = Math.ceil(seconds / 60);
  return new ProblemError(
    429,
    `Too many order lookups ${whose}. Wait ${minutes} minute${minutes === 1 ? '' : 's'}, then try again, or contact customer support with your order number.`,
    {},
    { 'retry-after': String(seconds) },
  );
}

/** Without its count a lookup could be guessed at without limit, so none is answered. */
async function counted(counter: SlidingWindowCounter, key: string): Promise<WindowDecision> {
  try {
    return await counter.attempt(key);
  } catch {
    throw new ProblemError(
      503,
      'Order lookups are briefly unavailable; try again in a moment.',
      {},
      { 'retry-after': '5' },
    );
  }
}

export class OrderLookupLimits {
  readonly #perAddress: SlidingWindowCounter;
  readonly #failedPerOrder: SlidingWindowCounter;

  constructor(options: { redis?: Redis; now?: () => number } = {}) {
    const now = options.now ?? Date.now;
    const { redis } = options;
    this.#perAddress = redis
      ? new RedisWindowCounter(redis, { name: 'order-lookup:address', ...LOOKUP_LIMITS.perAddress, now })
      : new WindowCounter({ ...LOOKUP_LIMITS.perAddress, now });
    this.#failedPerOrder = redis
      ? new RedisWindowCounter(redis, { name: 'order-lookup:order', ...LOOKUP_LIMITS.failedPerOrder, now })
      : new WindowCounter({ ...LOOKUP_LIMITS.failedPerOrder, now });
  }

  /**
   * Counts the lookup against its address and, until it finds its order, as a failure of the number:
   * counted before the database is asked, so parallel guesses cannot overtake the limit. 429 when
   * either is spent (a lookup refused for its number does not count against its address); 503 when
   * the counts cannot be reached.
   */
  async admit(address: string, orderNumber: string): Promise<AdmittedLookup> {
    const byAddress = await counted(this.#perAddress, address);
    if (!byAddress.admitted) throw tooMany(byAddress.waitSeconds, 'from your connection');
    let byOrder: WindowDecision;
    try {
      byOrder = await counted(this.#failedPerOrder, orderNumber);
    } catch (error) {
      await byAddress.undo().catch(() => undefined);
      throw error;
    }
    if (!byOrder.admitted) {
      await byAddress.undo();
      throw tooMany(byOrder.waitSeconds, 'for this order number');
    }
    return { found: byOrder.undo };
  }
}
