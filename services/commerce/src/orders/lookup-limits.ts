import { ProblemError, WindowCounter } from '@store/service-runtime';

/**
 * The limits of the anonymous order status lookup (docs/order-status.md): a client address may look
 * up so many orders in a window, and an order number may be guessed at so many times in an hour, so
 * neither the emails nor the postcodes of an order can be tried one after another. Kept in the
 * commerce process's memory: one process answers the store's lookups.
 */

export const LOOKUP_LIMITS = {
  perAddress: { limit: 10, windowMs: 10 * 60 * 1000 },
  failedPerOrder: { limit: 5, windowMs: 60 * 60 * 1000 },
} as const;

/** A lookup admitted and counted; one that finds its order is not counted against the number. */
export interface AdmittedLookup {
  found(): void;
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

export class OrderLookupLimits {
  readonly #perAddress: WindowCounter;
  readonly #failedPerOrder: WindowCounter;

  constructor(now: () => number = Date.now) {
    this.#perAddress = new WindowCounter({ ...LOOKUP_LIMITS.perAddress, now });
    this.#failedPerOrder = new WindowCounter({ ...LOOKUP_LIMITS.failedPerOrder, now });
  }

  /**
   * Counts the lookup against its address and, until it finds its order, as a failure of the number:
   * counted before the database is asked, so parallel guesses cannot overtake the limit. 429 when
   * either is spent.
   */
  admit(address: string, orderNumber: string): AdmittedLookup {
    const addressWait = this.#perAddress.waitSeconds(address);
    if (addressWait > 0) throw tooMany(addressWait, 'from your connection');
    const orderWait = this.#failedPerOrder.waitSeconds(orderNumber);
    if (orderWait > 0) throw tooMany(orderWait, 'for this order number');
    this.#perAddress.count(address);
    return { found: this.#failedPerOrder.count(orderNumber) };
  }
}
