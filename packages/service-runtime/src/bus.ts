import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Messages every instance of every process must hear: a change one instance made that the others
 * keep a copy of (flags, the catalogue, rendered store pages) or an end to trust (revoked tokens).
 * In one process they go through an emitter; with REDIS_URL over Redis pub/sub, fanned out to each
 * subscriber of each instance. A message is a hint to look again, never the data itself: one lost
 * while Redis restarts costs only the lag of the cache's own lifetime.
 */

export const BUS_CHANNELS = {
  /** `{ userId }`: identity revoked a customer's (or a staff member's) tokens. */
  tokensRevoked: 'identity:tokens-revoked',
  /** `{ etag }`: the flag file changed; each flag service reloads it and tells its streams. */
  flagsChanged: 'flags:changed',
  /** `{ version }`: an operator changed the catalogue; each commerce instance reloads its snapshot. */
  catalogueChanged: 'commerce:catalogue-changed',
  /** `{ paths }`: store pages to render again; each storefront instance revalidates its own cache. */
  storefrontRevalidate: 'storefront:revalidate',
} as const;

export type BusChannel = (typeof BUS_CHANNELS)[keyof typeof BUS_CHANNELS];

/** Receives the parsed JSON of a message; it must check the shape itself (messages cross processes). */
export type BusListener = (message: unknown) => void;

export interface Bus {
  publish(channel: BusChannel, message: object): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(channel: BusChannel, listener: BusListener): () => void;
  close(): Promise<void>;
}

export function inProcessBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, JSON.parse(JSON.stringify(message)));
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * A subscribed Redis connection can do nothing else, so listening takes a second connection, made
 * on first use; ioredis subscribes it again after each reconnection, so a restarted Redis resumes.
 */
export function redisBus(url: string): Bus {
  const listeners = new Map<string, Set<BusListener>>();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  let subscriber: Redis | undefined;
  const listen = () => {
    const connection = new Redis(url, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    connection.on('message', (channel: string, text: string) => {
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      for (const listener of listeners.get(channel) ?? []) listener(message);
    });
    return connection;
  };
  publisher.on('error', () => undefined);
  return {
    async publish(channel, message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe(channel, listener) {
      subscriber ??= listen();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        void subscriber.subscribe(channel).catch(() => undefined);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    async close() {
      listeners.clear();
      // disconnect, not quit: quit waits for a Redis that may be down, and would hold up the process's exit.
      publisher.disconnect();
      subscriber?.disconnect();
    },
  };
}

export function createBus(redisUrl: string | undefined): Bus {
  return redisUrl ? redisBus(redisUrl) : inProcessBus();
}
