/**
 * Events per key over a sliding window, in the process's memory: what a per-client or per-resource
 * limit counts when one process answers (a restart forgets the counts). Counting an event and
 * checking the limit happen in one synchronous step, so a burst of parallel calls gets no more
 * through than the limit allows.
 */

export interface WindowCounterOptions {
  limit: number;
  windowMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** Past this many keys, a count sweeps out the keys whose events have all left the window. */
const SWEEP_FROM_KEYS = 10_000;

export class WindowCounter {
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

  /** Seconds until the key may count another event: 0 while it is under the limit. */
  waitSeconds(key: string): number {
    const now = this.#now();
    const recent = this.#recent(key, now);
    if (recent.length < this.#limit) return 0;
    const oldest = recent[recent.length - this.#limit] ?? now;
    return Math.max(1, Math.ceil((oldest + this.#windowMs - now) / 1000));
  }

  /** Counts one event; the answer takes it back (an attempt that turned out not to count). */
  count(key: string): () => void {
    const now = this.#now();
    if (this.#events.size >= SWEEP_FROM_KEYS) {
      for (const known of [...this.#events.keys()]) this.#recent(known, now);
    }
    const events = this.#recent(key, now);
    events.push(now);
    this.#events.set(key, events);
    return () => {
      const left = this.#events.get(key);
      const at = left?.lastIndexOf(now) ?? -1;
      if (left && at >= 0) left.splice(at, 1);
    };
  }
}
