import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

/**
 * For tests of the Redis paths. `npm test` starts a throwaway Redis for the service suites and
 * passes TEST_REDIS_URL; test files running side by side on it keep their keys apart by a prefix of
 * their own. Tests that must own a server (to stop it) start one when Debian's redis-server is installed.
 */

export const testRedisUrl = (): string | undefined => process.env.TEST_REDIS_URL || undefined;

export const testKeyPrefix = (): string => `test:${randomUUID()}:`;

export const redisServerInstalled = (): boolean =>
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
