import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../scripts/lib/redis.ts';
import { BUS_CHANNELS, redisBus, type Bus } from './bus.ts';
import { redisServerInstalled } from './redis-testing.ts';

/** Polls until the condition holds, or fails at the deadline. */
async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!redisServerInstalled())('the bus over Redis', () => {
  let dir: string;
  let server: RedisServer;
  const buses: Bus[] = [];
  const bus = () => {
    const made = redisBus(server.url);
    buses.push(made);
    return made;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bus-redis-'));
    server = await startRedisServer({ dir });
  });
  afterAll(async () => {
    await Promise.all(buses.map((made) => made.close()));
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('carries a message from one instance to the others’ listeners', async () => {
    const [publisher, one, two] = [bus(), bus(), bus()];
    const heard: unknown[] = [];
    one.subscribe(BUS_CHANNELS.flagsChanged, (message) => heard.push(['one', message]));
    two.subscribe(BUS_CHANNELS.flagsChanged, (message) => heard.push(['two', message]));
    // A subscription takes a round trip; a message published before it would be lost, so resend until heard.
    await until(
      () => {
        if (heard.length < 2) void publisher.publish(BUS_CHANNELS.flagsChanged, { etag: 'e1' });
        return heard.length >= 2;
      },
      5000,
      'both instances heard nothing',
    );
    expect(heard).toContainEqual(['one', { etag: 'e1' }]);
    expect(heard).toContainEqual(['two', { etag: 'e1' }]);
  });

  it('subscribes again after Redis restarts, and no Redis error reaches the process', async () => {
    const [publisher, listener] = [bus(), bus()];
    const heard: unknown[] = [];
    listener.subscribe(BUS_CHANNELS.catalogueChanged, (message) => heard.push(message));
    await until(
      () => {
        if (heard.length === 0) void publisher.publish(BUS_CHANNELS.catalogueChanged, { version: 'before' });
        return heard.length > 0;
      },
      5000,
      'the message before the restart was not heard',
    );

    const port = server.port;
    await server.stop({ hard: true });
    // While Redis is down a publish fails; the caller decides what a lost hint costs.
    await expect(publisher.publish(BUS_CHANNELS.catalogueChanged, { version: 'lost' })).rejects.toThrow();
    server = await startRedisServer({ dir, port });

    heard.length = 0;
    await until(
      () => {
        if (heard.length === 0) {
          publisher.publish(BUS_CHANNELS.catalogueChanged, { version: 'after' }).catch(() => undefined);
        }
        return heard.length > 0;
      },
      15_000,
      'the listener did not hear a message after the restart',
    );
    expect(heard[0]).toEqual({ version: 'after' });
  });
});
