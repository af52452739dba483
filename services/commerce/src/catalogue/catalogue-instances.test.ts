import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBus, type Bus } from '@store/service-runtime/bus';
import { redisServerInstalled } from '@store/service-runtime/redis-testing';
import { startRedisServer, type RedisServer } from '../../../../scripts/lib/redis.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { Catalogue } from './catalogue.ts';
import { writeMeta } from './seed.ts';

/**
 * Two commerce instances' catalogues on one database and one Redis: the one where an operator
 * changed the catalogue announces it, and the other reloads on the message, not a second later.
 * The clock is held still, so the once-a-second version check cannot be what finds the change.
 */

describe.skipIf(!redisServerInstalled())('the catalogue of two instances', () => {
  let server: RedisServer;
  let dir: string;
  let t: TestApp;
  const buses: Bus[] = [];
  const catalogues: Catalogue[] = [];

  const instance = async () => {
    const bus = createBus(server.url);
    buses.push(bus);
    const catalogue = new Catalogue(t.database.db, async () => undefined, bus);
    catalogues.push(catalogue);
    catalogue.start();
    await catalogue.ready;
    return catalogue;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalogue-redis-'));
    server = await startRedisServer({ dir });
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    // The server is a detached process: it is stopped even when closing the app fails.
    try {
      for (const catalogue of catalogues) catalogue.close();
      await Promise.all(buses.map((bus) => bus.close()));
      await t?.close();
    } finally {
      await server?.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reloads on the other instance as soon as one announces a change', async () => {
    const editing = await instance();
    const other = await instance();
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = (await other.current()).snapshot.version;

    await writeMeta(t.database.db, 'version', `${before}-changed`);
    await editing.changed();

    const deadline = performance.now() + 5000;
    let seen = before;
    while (seen === before && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await other.current()).snapshot.version;
    }
    expect(seen).toBe(`${before}-changed`);
  });
});
