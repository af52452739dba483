import { Redis } from 'ioredis';

/**
 * A Redis connection for commands a request waits on (limits, sessions): a command fails within
 * COMMAND_TIMEOUT_MS rather than queueing while Redis is down, so the caller can answer 503 at once;
 * ioredis reconnects by itself. Errors are logged, never thrown at the process (an unheard `error`
 * event is only printed by ioredis, but a log line carries the service's name).
 */

export const COMMAND_TIMEOUT_MS = 2000;

export interface RedisConnectionLog {
  warn(details: object, message: string): void;
}

export function redisConnection(url: string, log: RedisConnectionLog, keyPrefix?: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    ...(keyPrefix ? { keyPrefix } : {}),
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (warned) return;
    warned = true;
    log.warn({ error: error.message }, 'Redis is unreachable; retrying');
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}
