import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type Provider from 'oidc-provider';
import { z } from 'zod';

/**
 * Tells the services that trust this provider's tokens (commerce caches a token's answer for a
 * while) that a customer's tokens were revoked or their session ended, so that they stop trusting
 * them at once. In one process the event goes through an emitter; with REDIS_URL it goes over
 * Redis pub/sub, so every instance hears what any instance revoked.
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

/** What endSession emits on the provider: oidc-provider itself has no event for it. */
export const SESSION_ENDED_EVENT = 'am_session.ended';

const tokensRevokedSchema = z.object({ userId: z.string().min(1) });
const withAccount = z.object({ accountId: z.string().min(1) });

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

/**
 * Publishes a revocation whenever the provider destroys an access or refresh token (the revocation
 * endpoint) or an AM session ends (which revokes the session's grants without destroying tokens
 * one by one). A failed publish is logged; the token is revoked at the provider all the same.
 */
export function announceRevocations(
  provider: Provider,
  events: RevocationEvents,
  onError: (error: unknown) => void,
): void {
  const announce = (userId: string) => void events.publish({ userId }).catch(onError);
  for (const name of ['access_token.destroyed', 'refresh_token.destroyed']) {
    provider.on(name, (token) => {
      const parsed = withAccount.safeParse(token);
      if (parsed.success) announce(parsed.data.accountId);
    });
  }
  provider.on(SESSION_ENDED_EVENT, (accountId) => {
    if (typeof accountId === 'string' && accountId !== '') announce(accountId);
  });
}
