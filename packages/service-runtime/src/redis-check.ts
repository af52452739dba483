import { Redis } from 'ioredis';
import { CHECK_TIMEOUT_MS, type ReadinessCheck } from './health.ts';

/**
 * A PING over a connection kept for the process's checks; it does not queue commands while Redis is
 * away, so a probe says so at once instead of waiting for a reconnection.
 */
export function redisCheck(url: string): { check: ReadinessCheck; close(): Promise<void> } {
  let connection: Redis | undefined;
  return {
    check: async () => {
      if (!connection) {
        connection = new Redis(url, {
          lazyConnect: true,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          connectTimeout: CHECK_TIMEOUT_MS,
        });
        connection.on('error', () => undefined);
      }
      if (connection.status === 'wait') await connection.connect();
      if (connection.status !== 'ready') throw new Error(`not connected to Redis (${connection.status})`);
      const answer = await connection.ping();
      if (answer !== 'PONG') throw new Error(`Redis answered ${answer}`);
    },
    // disconnect, not quit: QUIT would wait for a Redis that is away.
    close: async () => connection?.disconnect(),
  };
}
