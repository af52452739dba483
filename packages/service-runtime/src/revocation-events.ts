import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Announcements that a customer's tokens were revoked or their session ended: the identity
 * provider publishes them, and the services that cache a token's answer for a while (commerce)
 * stop trusting those tokens at once. In one process they go through an emitter; with REDIS_URL
 * they go over Redis pub/sub, so every instance, and a service running on its own, hears what any
 * identity instance revoked.
 */

export interface TokensRevoked {
  /** The customer whose tokens (one, or all of a session) are no longer valid. */
  userId: string;
}

export type RevocationListener = (event: TokensRevoked) => void;

export interface RevocationEvents {
  publish(event: TokensRevoked): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: RevocationListener): () => void;
  close(): Promise<void>;
}

export const REVOCATION_CHANNEL = 'identity:tokens-revoked';

const tokensRevokedSchema = z.object({ userId: z.string().min(1) });

export function inProcessRevocationEvents(): RevocationEvents {
  const emitter = new EventEmitter();
  return {
    async publish(event) {
      emitter.emit(REVOCATION_CHANNEL, event);
    },
    subscribe(listener) {
      emitter.on(REVOCATION_CHANNEL, listener);
      return () => emitter.off(REVOCATION_CHANNEL, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** A subscribed Redis connection can do nothing else, so the listener gets its own, made on first use. */
export function redisRevocationEvents(url: string): RevocationEvents {
  const listeners = new Set<RevocationListener>();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  let subscriber: Redis | undefined;
  const listen = () => {
    const connection = new Redis(url, { maxRetriesPerRequest: 2 });
    connection.on('message', (channel: string, message: string) => {
      if (channel !== REVOCATION_CHANNEL) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      const event = tokensRevokedSchema.safeParse(parsed);
      if (event.success) for (const listener of listeners) listener(event.data);
    });
    void connection.subscribe(REVOCATION_CHANNEL);
    return connection;
  };
  return {
    async publish(event) {
      await publisher.publish(REVOCATION_CHANNEL, JSON.stringify(event));
    },
    subscribe(listener) {
      subscriber ??= listen();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await Promise.all([publisher.quit().catch(() => undefined), subscriber?.quit().catch(() => undefined)]);
    },
  };
}

export function revocationEvents(redisUrl: string | undefined): RevocationEvents {
  return redisUrl ? redisRevocationEvents(redisUrl) : inProcessRevocationEvents();
}
