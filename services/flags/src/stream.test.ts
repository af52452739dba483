import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createStreamHub } from './stream.ts';
import { eventually, tempFlagFile, type TempFlagFile } from './test-support.ts';

let file: TempFlagFile;
let app: FastifyInstance;
let base: string;

beforeEach(async () => {
  file = await tempFlagFile();
  await file.write({ flags: {} });
  app = createApp({ flagsFile: file.path });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  const closing = app.close();
  // fetch (undici) may hold spare sockets that never carry a request; Node's close() waits for those.
  setTimeout(() => app.server.closeAllConnections(), 50);
  await closing;
  await file.remove();
});

/** Reads an SSE body chunk by chunk until `done` says the text so far is enough. */
async function readUntil(body: ReadableStream<Uint8Array>, done: (text: string) => boolean): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (!done(text)) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
  return text;
}

const streams = async () => (await app.inject('/health')).json().streams as number;

describe('GET /stream', () => {
  it('opens an event stream, then tells every client to refetch after the file changes', async () => {
    const controllers = [new AbortController(), new AbortController()];
    const responses = await Promise.all(
      controllers.map((c) => fetch(`${base}/stream`, { signal: c.signal })),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const [first, second] = responses.map((r) => r.body as ReadableStream<Uint8Array>);
    expect(await readUntil(first!, (t) => t.includes('\n\n'))).toBe('retry: 1000\n\n');
    await eventually(async () => ((await streams()) === 2 ? true : undefined));

    await file.write({ flags: { upc: { value: true } } });
    const text = await readUntil(first!, (t) => t.includes('data: '));
    const data = JSON.parse(/data: (.*)\n\n/.exec(text)![1]!);
    const health = (await app.inject('/health')).json();
    expect(data).toEqual({
      type: 'refetchEvaluation',
      etag: health.flags.etag,
      lastModified: health.flags.lastModified,
    });
    expect(await readUntil(second!, (t) => t.includes('refetchEvaluation'))).toContain(health.flags.etag);

    const evaluated = await fetch(`${base}/ofrep/v1/evaluate/flags/upc`, { method: 'POST', body: '{}' });
    expect(await evaluated.json()).toMatchObject({ value: true });

    controllers[0]!.abort();
    await eventually(async () => ((await streams()) === 1 ? true : undefined));
    controllers[1]!.abort();
    await eventually(async () => ((await streams()) === 0 ? true : undefined));
  });

  it('sends nothing when a save leaves the flags as they were', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/stream`, { signal: controller.signal });
    const body = response.body as ReadableStream<Uint8Array>;
    await readUntil(body, (t) => t.includes('\n\n'));
    const before = (await app.inject('/health')).json().flags.etag as string;
    await file.writeRaw('{ "flags": {} }\n');
    // Longer than the watcher's debounce, so the no-op save is a reload of its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await file.write({ flags: { vat: { value: true } } });
    const changed = await eventually(async () => {
      const etag = (await app.inject('/health')).json().flags.etag as string;
      return etag === before ? undefined : etag;
    });
    // Read up to the change's event: an event for the no-op save would have come before it.
    const text = await readUntil(body, (t) => t.includes(changed));
    expect(text.match(/data: /g)).toHaveLength(1);
    controller.abort();
  });

  it('lets the server close promptly while streams are open', async () => {
    const response = await fetch(`${base}/stream`);
    const body = response.body as ReadableStream<Uint8Array>;
    await readUntil(body, (t) => t.includes('\n\n'));
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1000);
    // The stream ends cleanly rather than hanging.
    const rest = await readUntil(body, () => false);
    expect(rest).toBe('');
  });
});

describe('createStreamHub', () => {
  it('sends a comment heartbeat to open connections and forgets closed ones', async () => {
    const hub = createStreamHub(30);
    const server = createServer((_request, response) => hub.open(response, { 'x-request-id': 'r1' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const controller = new AbortController();
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: controller.signal });
      expect(response.headers.get('x-request-id')).toBe('r1');
      const text = await readUntil(response.body as ReadableStream<Uint8Array>, (t) =>
        t.includes(': heartbeat'),
      );
      expect(text).toBe('retry: 1000\n\n: heartbeat\n\n');
      expect(hub.size).toBe(1);
      controller.abort();
      await eventually(async () => (hub.size === 0 ? true : undefined));
    } finally {
      hub.closeAll();
      server.close();
    }
  });
});
