import { and, asc, eq, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@store/database';
import { deliveries, events } from '../db/schema.ts';
import type { WebhookEndpoint } from './events.ts';
import { signatureHeader } from './signature.ts';

/**
 * Sends recorded events to their endpoints, signed, until each endpoint answers 2xx, retrying with
 * a doubling delay. The queue is the database's delivery rows rather than memory, so an event
 * recorded just before a restart (or a crash) is still sent, as Stripe would. An event waits while
 * an earlier event about the same object is undelivered to that endpoint: each object's events
 * arrive in the order they happened, and one failing object does not hold up the others.
 */

export interface DispatcherOptions {
  endpoints: readonly WebhookEndpoint[];
  /** Delay before the first retry, doubled for each further one; default 1 s. */
  retryBaseMs?: number;
  /** Longest delay between retries; default 1 hour. */
  retryMaxMs?: number;
  /** How often the queue is looked at without a kick; default 1 s. */
  pollMs?: number;
  /** One attempt's limit; default 10 s. */
  timeoutMs?: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** A claimed delivery is left alone by other dispatchers (another platform on the same PostgreSQL) this long. */
const CLAIM_MS = 60_000;
const BATCH = 20;

export class WebhookDispatcher {
  readonly #db: Db;
  readonly #options: Required<Omit<DispatcherOptions, 'log'>> & Pick<DispatcherOptions, 'log'>;
  readonly #secrets: Map<string, string>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(db: Db, options: DispatcherOptions) {
    this.#db = db;
    this.#options = { retryBaseMs: 1000, retryMaxMs: 3_600_000, pollMs: 1000, timeoutMs: 10_000, ...options };
    this.#secrets = new Map(options.endpoints.map((endpoint) => [endpoint.url, endpoint.secret]));
  }

  start(): void {
    if (this.#options.endpoints.length === 0) return;
    this.kick();
  }

  /** Look at the queue now (after a change that may have recorded events). */
  kick(): void {
    if (this.#stopped || this.#options.endpoints.length === 0) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#drain()
      .catch((error: unknown) => this.#options.log.error({ err: error }, 'webhook delivery failed'))
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        if (this.#again) {
          this.#again = false;
          this.kick();
        } else {
          this.#timer = setTimeout(() => this.kick(), this.#options.pollMs);
          this.#timer.unref();
        }
      });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  async #drain(): Promise<void> {
    // What is claimed is always attempted: a claim left unattempted would hold its rows for CLAIM_MS,
    // delaying them past a restart. A stop waits for the attempts (stop awaits the drain).
    while (!this.#stopped) {
      const due = await this.#claim();
      if (due.length === 0) return;
      await Promise.all(due.map((delivery) => this.#deliver(delivery)));
    }
  }

  async #claim() {
    // Aliased, because FOR UPDATE OF names a relation without its schema.
    const pending = alias(deliveries, 'pending');
    const earlier = alias(deliveries, 'earlier');
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select({
          eventSeq: pending.eventSeq,
          endpoint: pending.endpoint,
          attempts: pending.attempts,
          payload: events.payload,
        })
        .from(pending)
        .innerJoin(events, eq(events.seq, pending.eventSeq))
        .where(
          and(
            isNull(pending.deliveredAt),
            lte(pending.nextAttemptAt, new Date()),
            inArray(pending.endpoint, [...this.#secrets.keys()]),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(earlier)
                .where(
                  and(
                    eq(earlier.endpoint, pending.endpoint),
                    eq(earlier.objectId, pending.objectId),
                    isNull(earlier.deliveredAt),
                    lt(earlier.eventSeq, pending.eventSeq),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(pending.eventSeq))
        .limit(BATCH)
        .for('update', { of: pending, skipLocked: true });
      for (const delivery of due) {
        await tx
          .update(deliveries)
          .set({ nextAttemptAt: new Date(Date.now() + CLAIM_MS), attempts: delivery.attempts + 1 })
          .where(and(eq(deliveries.eventSeq, delivery.eventSeq), eq(deliveries.endpoint, delivery.endpoint)));
      }
      return due.map((delivery) => ({ ...delivery, attempts: delivery.attempts + 1 }));
    });
  }

  async #deliver(delivery: { eventSeq: number; endpoint: string; attempts: number; payload: string }) {
    const secret = this.#secrets.get(delivery.endpoint) ?? '';
    const where = and(eq(deliveries.eventSeq, delivery.eventSeq), eq(deliveries.endpoint, delivery.endpoint));
    let failure: string;
    try {
      const response = await fetch(delivery.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(delivery.payload, secret),
        },
        body: delivery.payload,
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) {
        await this.#db.update(deliveries).set({ deliveredAt: new Date(), lastError: null }).where(where);
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const delay = Math.min(
      this.#options.retryBaseMs * 2 ** (delivery.attempts - 1),
      this.#options.retryMaxMs,
    );
    await this.#db
      .update(deliveries)
      .set({ nextAttemptAt: new Date(Date.now() + delay), lastError: failure })
      .where(where);
    this.#options.log.warn(
      {
        endpoint: delivery.endpoint,
        event: delivery.eventSeq,
        attempts: delivery.attempts,
        failure,
        retryInMs: delay,
      },
      'webhook endpoint did not accept an event; retrying later',
    );
  }
}
