import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@store/database';
import { idempotencyKeys } from '../db/schema.ts';
import type { Tx } from '../resources/store.ts';
import { ApiError } from './errors.ts';

/**
 * Stripe's idempotent requests: a POST with an `Idempotency-Key` is answered once; the same key
 * with the same parameters within 24 hours gets the first answer again (with
 * `Idempotent-Replayed: true`), the same key with other parameters a 400 idempotency_error, and a
 * key whose first request is still running a 409 (which the SDK retries).
 *
 * Several sandbox instances share one database, and any of them may die mid-request, so a key is
 * claimed in the database before its request runs, and a route that writes keeps its answer in the
 * transaction of its writes (`keepAnswer`): the writes and the answer are kept together or not at
 * all, and a retry on another instance either replays the answer or runs a request that left nothing.
 */

const LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
/**
 * A claim this old belongs to an instance that died: its request left nothing (its answer would be
 * kept with its writes), so another may take the key over. Far longer than any request here runs.
 */
export const ABANDONED_CLAIM_MS = 30_000;

interface Claim {
  key: string;
  claim: string;
  /**
   * `kept`: the answer was kept with the route's writes, nothing is left to keep when it is sent;
   * `refused`: the request did not run, and its key is let go.
   */
  state: 'running' | 'kept' | 'refused';
}

/** The claim each request holds, for the route's transaction and for the hooks that end it. */
const claims = new WeakMap<FastifyRequest, Claim>();

/** What the request asks for: method, path and parameters, so that another request under the key is told apart. */
function fingerprintOf(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '';
  return createHash('sha256')
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? {})}`)
    .digest('hex');
}

const inProgress = (key: string) =>
  new ApiError(
    409,
    {
      type: 'idempotency_error',
      code: 'idempotency_key_in_use',
      message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
    },
    false,
  );

/** The answer as it is sent: a route's value, or an error in Stripe's shape. */
const payloadOf = (answer: unknown) =>
  JSON.stringify(answer instanceof ApiError ? { error: answer.body } : answer);

/** The key's row while the claim holds it and no answer is kept. */
const unanswered = (key: string, claim: string) =>
  and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.claim, claim), isNull(idempotencyKeys.status));

/** Keeps the answer under the claim, unless another instance took the key over (0 rows). */
async function storeAnswer(db: Db | Tx, claim: Claim, status: number, body: string): Promise<boolean> {
  const kept = await db
    .update(idempotencyKeys)
    .set({ status, body })
    .where(unanswered(claim.key, claim.claim))
    .returning({ key: idempotencyKeys.key });
  return kept.length > 0;
}

/**
 * Keeps a route's answer in the transaction of its writes (call it last in the transaction). When
 * another instance took the key over meanwhile, the transaction is undone with a 409: only one of
 * them ever keeps its writes.
 */
export async function keepAnswer(tx: Tx, request: FastifyRequest, answer: unknown): Promise<void> {
  const claim = claims.get(request);
  if (!claim) return;
  const status = answer instanceof ApiError ? answer.status : 200;
  if (!(await storeAnswer(tx, claim, status, payloadOf(answer)))) throw inProgress(claim.key);
  claim.state = 'kept';
}

export interface Idempotency {
  /** The request was refused before it ran (its parameters), or failed: its answer is not kept, as Stripe does. */
  skip(request: FastifyRequest): void;
}

export function installIdempotency(api: FastifyInstance, db: Db): Idempotency {
  /** Lets the key go, so that a retry runs the request again. */
  const release = async (claim: Claim) => {
    await db.delete(idempotencyKeys).where(unanswered(claim.key, claim.claim));
  };

  /** The key for this request, or why not: the first answer to replay, or an error. */
  const claimKey = async (
    key: string,
    fingerprint: string,
  ): Promise<Claim | { replay: string; status: number }> => {
    const claim = randomUUID();
    const [mine] = await db
      .insert(idempotencyKeys)
      .values({ key, fingerprint, claim, claimedAt: new Date() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (mine) return { key, claim, state: 'running' };
    const [first] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!first) throw inProgress(key);
    if (first.fingerprint !== fingerprint) {
      throw new ApiError(
        400,
        {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
        false,
      );
    }
    if (first.status !== null && first.body !== null) return { replay: first.body, status: first.status };
    if (first.claimedAt.getTime() > Date.now() - ABANDONED_CLAIM_MS) throw inProgress(key);
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ claim, claimedAt: new Date() })
      .where(unanswered(key, first.claim))
      .returning({ key: idempotencyKeys.key });
    if (!taken) throw inProgress(key);
    return { key, claim, state: 'running' };
  };

  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof header !== 'string' || header === '') return;
    if (header.length > MAX_KEY_LENGTH) {
      throw new ApiError(
        400,
        {
          type: 'invalid_request_error',
          message: `Invalid idempotency key: keys can be at most ${MAX_KEY_LENGTH} characters long.`,
        },
        false,
      );
    }
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - LIFETIME_MS)));
    const claimed = await claimKey(header, fingerprintOf(request));
    if ('replay' in claimed) {
      return reply
        .code(claimed.status)
        .header('idempotent-replayed', 'true')
        .header('content-type', 'application/json; charset=utf-8')
        .send(claimed.replay);
    }
    claims.set(request, claimed);
  });

  /**
   * A route that did not keep its answer with its writes has it kept here, before it leaves, so a
   * retry that overtakes it still finds it. A refusal or a 5xx is not kept: the key is let go.
   */
  api.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim || claim.state === 'kept') return payload;
    claims.delete(request);
    if (claim.state === 'running' && typeof payload === 'string' && reply.statusCode < 500) {
      await storeAnswer(db, claim, reply.statusCode, payload);
    } else {
      await release(claim);
    }
    return payload;
  });

  /** A request whose answer never went out (the client left) lets its key go. */
  api.addHook('onResponse', async (request) => {
    const claim = claims.get(request);
    if (!claim || claim.state === 'kept') return;
    claims.delete(request);
    await release(claim);
  });

  return {
    skip(request) {
      const claim = claims.get(request);
      if (claim && claim.state === 'running') claim.state = 'refused';
    },
  };
}
