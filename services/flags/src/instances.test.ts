import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '@store/service-runtime/bus';
import { redisServerInstalled } from '@store/service-runtime/redis-testing';
import { startRedisServer, type RedisServer } from '../../../scripts/lib/redis.ts';
import { createApp } from './app.ts';
import { tempFlagFile, type TempFlagFile } from './test-support.ts';

/**
 * Two flag service instances sharing one flag file and one Redis, as the cluster runs them. The
 * second reads the file through a link in a folder of its own, which its watcher watches and no
 * write touches: only the first instance's message on the bus can tell it the flags changed.
 */

const KEY = 'flags-instances-test-key-0123456789';

describe.skipIf(!redisServerInstalled())('flag service instances on one Redis', () => {
  let server: RedisServer;
  let redisDir: string;
  let linkDir: string;
  let file: TempFlagFile;
  const buses: Bus[] = [];
  const apps: FastifyInstance[] = [];

  async function instance(flagsFile: string): Promise<string> {
    const bus = createBus(server.url);
    buses.push(bus);
    const app = createApp({ flagsFile, adminKey: KEY, bus });
    apps.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  }

  beforeAll(async () => {
    redisDir = await mkdtemp(join(tmpdir(), 'flags-redis-'));
    linkDir = await mkdtemp(join(tmpdir(), 'flags-link-'));
    server = await startRedisServer({ dir: redisDir });
    file = await tempFlagFile();
    await file.write({ flags: { upc: { value: false } } });
    await symlink(file.path, join(linkDir, 'flags.json'));
  });
  afterAll(async () => {
    for (const app of apps) {
      const closing = app.close();
      setTimeout(() => app.server.closeAllConnections(), 50);
      await closing;
    }
    await Promise.all(buses.map((bus) => bus.close()));
    await server.stop();
    await file.remove();
    await rm(redisDir, { recursive: true, force: true });
    await rm(linkDir, { recursive: true, force: true });
  });

  it('a write through one instance reaches a stream open on the other', async () => {
    const first = await instance(file.path);
    const second = await instance(join(linkDir, 'flags.json'));

    const controller = new AbortController();
    const stream = await fetch(`${second}/stream`, { signal: controller.signal });
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const heard = (async () => {
      while (!text.includes('refetchEvaluation')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      return text;
    })();
    // The stream is registered once its first line arrived; only then is the write made.
    while (!text.includes('retry:')) await new Promise((resolve) => setTimeout(resolve, 10));

    const write = await fetch(`${first}/admin/flags/upc`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY },
      body: JSON.stringify({ value: true }),
    });
    expect(write.status).toBe(200);
    const deadline = setTimeout(() => controller.abort(), 5000);
    expect(await heard).toContain('"type":"refetchEvaluation"');
    clearTimeout(deadline);
    const evaluated = await fetch(`${second}/ofrep/v1/evaluate/flags/upc`, { method: 'POST', body: '{}' });
    expect(await evaluated.json()).toMatchObject({ value: true });
    controller.abort();
  });
});
