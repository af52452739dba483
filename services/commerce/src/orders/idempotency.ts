import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import { idempotencyKeys } from '../db/schema.ts';

/**
 * Idempotency keys of order placements (docs/architecture.md, "Money, orders and trust"), kept per
 * customer in the database: the same key and request give the same answer for 24 hours, the same key
 * with another request is a 422, and a key whose first call still runs is a 409. A call holds its key
 * with a lease; a call that failed lets it go, and the next call with the key carries on from the
 * order the failed one may already have made.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Longer than a placement can take, the payment provider's call included (its timeout is 20 s). */
export const LEASE_MS = 2 * 60 * 1000;

export type Claim = { kind: 'run'; orderId: string | null } | { kind: 'replay'; response: unknown };

export interface KeyRef {
  userId: string;
  key: string;
}

/** The key of the call's Idempotency-Key header: 400 when it is missing or not 1 to 255 visible characters. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const value = headers[IDEMPOTENCY_HEADER];
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw new ProblemError(
      400,
      'Send an Idempotency-Key header (1 to 255 visible ASCII characters, e.g. a UUID) that is new for each order and repeated with each retry of it.',
      { errors: [{ path: 'header.idempotency-key', message: 'expects 1 to 255 visible ASCII characters' }] },
    );
  }
  return value;
}

/** The call's Idempotency-Key where it is optional: none is undefined, a malformed one a 400 as above. */
export function optionalIdempotencyKey(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  return headers[IDEMPOTENCY_HEADER] === undefined ? undefined : idempotencyKeyOf(headers);
}

/** What makes two requests the same: the site and the parsed body. */
export function requestHash(siteId: string, body: unknown): string {
  return createHash('sha256').update(JSON.stringify({ siteId, body })).digest('base64url');
}

const where = ({ userId, key }: KeyRef) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

export async function claimKey(db: Db, ref: KeyRef, hash: string, now = new Date()): Promise<Claim> {
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(idempotencyKeys)
      .values({ ...ref, requestHash: hash, lockedUntil: lease, createdAt: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (created) return { kind: 'run', orderId: null };

    const [row] = await tx.select().from(idempotencyKeys).where(where(ref)).for('update');
    if (!row)
      throw new ProblemError(409, 'This Idempotency-Key is in use by another call; try again shortly.');
    if (new Date(row.createdAt).getTime() + KEY_LIFETIME_MS <= now.getTime()) {
      await tx
        .update(idempotencyKeys)
        .set({
          requestHash: hash,
          orderId: null,
          response: null,
          lockedUntil: lease,
          createdAt: now.toISOString(),
        })
        .where(where(ref));
      return { kind: 'run', orderId: null };
    }
    if (row.requestHash !== hash) {
      throw new ProblemError(
        422,
        'This Idempotency-Key was used for another order request; use a new key for a new request.',
      );
    }
    if (row.response !== null) return { kind: 'replay', response: row.response };
    if (row.lockedUntil !== null && new Date(row.lockedUntil).getTime() > now.getTime()) {
      throw new ProblemError(
        409,
        'The first request with this Idempotency-Key is still being processed; repeat it in a moment for its answer.',
      );
    }
    await tx.update(idempotencyKeys).set({ lockedUntil: lease }).where(where(ref));
    return { kind: 'run', orderId: row.orderId };
  });
}

/** In the placing transaction: the key now stands for this order, whatever happens after. */
export async function keyMadeOrder(tx: Tx, ref: KeyRef, orderId: string): Promise<void> {
  await tx.update(idempotencyKeys).set({ orderId }).where(where(ref));
}

export async function completeKey(db: Db, ref: KeyRef, response: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ response, lockedUntil: null }).where(where(ref));
}

/** After a failure: the next call with the key runs again (and carries on from the order, if one was made). */
export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db.update(idempotencyKeys).set({ lockedUntil: null }).where(where(ref));
}
