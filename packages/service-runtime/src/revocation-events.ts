import { z } from 'zod';
import { BUS_CHANNELS, createBus, inProcessBus, type Bus } from './bus.ts';

/**
 * Announcements that a customer's tokens were revoked or their session ended: the identity
 * provider publishes them, and the services that cache a token's answer for a while (commerce)
 * stop trusting those tokens at once. One use of the bus: in one process its emitter; with
 * REDIS_URL Redis pub/sub, so every instance, and a service running on its own, hears what any
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

export const REVOCATION_CHANNEL = BUS_CHANNELS.tokensRevoked;

const tokensRevokedSchema = z.object({ userId: z.string().min(1) });

/**
 * Revocations over a bus. `close` stops this object's listeners; it closes the bus as well only when
 * `ownsBus` (a bus made for it), since a shared bus carries others' channels too.
 */
export function revocationEventsOn(bus: Bus, ownsBus = false): RevocationEvents {
  const stops = new Set<() => void>();
  return {
    publish: (event) => bus.publish(REVOCATION_CHANNEL, event),
    subscribe(listener) {
      const stop = bus.subscribe(REVOCATION_CHANNEL, (message) => {
        const event = tokensRevokedSchema.safeParse(message);
        if (event.success) listener(event.data);
      });
      stops.add(stop);
      return () => {
        stops.delete(stop);
        stop();
      };
    },
    async close() {
      for (const stop of stops) stop();
      stops.clear();
      if (ownsBus) await bus.close();
    },
  };
}

export function inProcessRevocationEvents(): RevocationEvents {
  return revocationEventsOn(inProcessBus(), true);
}

export function revocationEvents(redisUrl: string | undefined): RevocationEvents {
  return revocationEventsOn(createBus(redisUrl), true);
}
