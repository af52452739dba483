import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@store/database';
import { idempotencyKeys } from '../db/schema.ts';
import { ApiError } from './errors.ts';

/**
 * Stripe's idempotent requests: a POST with an `Idempotency-Key` is answered once; the same key
 * with the same parameters within 24 hours gets the first answer again (with
 * `Idempotent-Replayed: true`), the same key with other parameters a 400 idempotency_error, and a
 * key whose first request is still running a 409 (which the SDK retries).
 */

const LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

interface Pending {
  key: string;
  fingerprint: string;
}

/** What the request asks for: method, path and parameters, so that another request under the key is told apart. */
function fingerprintOf(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '';
  return createHash('sha256')
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? {})}`)
    .digest('hex');
}

export interface Idempotency {
  /** The request was refused before it ran (its parameters): its answer is not kept, as Stripe does. */
  skip(request: FastifyRequest): void;
}

export function installIdempotency(api: FastifyInstance, db: Db): Idempotency {
  const pending = new WeakMap<FastifyRequest, Pending>();
  const running = new Set<string>();

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
    const fingerprint = fingerprintOf(request);
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - LIFETIME_MS)));
    const [first] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, header));
    if (first) {
      if (first.fingerprint !== fingerprint) {
        throw new ApiError(
          400,
          {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${header}' if you meant to execute a different request.`,
          },
          false,
        );
      }
      return reply
        .code(first.status)
        .header('idempotent-replayed', 'true')
        .header('content-type', 'application/json; charset=utf-8')
        .send(first.body);
    }
    if (running.has(header)) {
      throw new ApiError(
        409,
        {
          type: 'idempotency_error',
          code: 'idempotency_key_in_use',
          message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${header}. Please try again later.`,
        },
        false,
      );
    }
    running.add(header);
    pending.set(request, { key: header, fingerprint });
  });

  /** The answer is kept before it leaves, so a retry that overtakes it still finds it. */
  api.addHook('onSend', async (request, reply, payload) => {
    const claim = pending.get(request);
    if (!claim) return payload;
    pending.delete(request);
    try {
      if (typeof payload === 'string' && reply.statusCode < 500) {
        await db
          .insert(idempotencyKeys)
          .values({ key: claim.key, fingerprint: claim.fingerprint, status: reply.statusCode, body: payload })
          .onConflictDoNothing();
      }
    } finally {
      running.delete(claim.key);
    }
    return payload;
  });

  api.addHook('onResponse', async (request) => {
    const claim = pending.get(request);
    if (claim) running.delete(claim.key);
  });

  return {
    skip(request) {
      const claim = pending.get(request);
      if (!claim) return;
      pending.delete(request);
      running.delete(claim.key);
    },
  };
}
