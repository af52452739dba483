import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@store/config';
import { COMMERCE_BASE_PATH, problemSchema } from '@store/contracts/commerce';
import { openDatabase, type Database } from '@store/database';
import { createTestDatabase } from '@store/database/testing';
import { createApp } from './app.ts';
import { FixedFlags } from './flags/flag-reader.ts';
import { TEST_API_KEY } from './test-app.ts';

/**
 * Commerce while its PostgreSQL cannot be reached: the app reaches the server through a TCP relay
 * the test cuts (open connections broken, new ones refused), holds (connections accepted, never
 * answered) and restores on the same port, as a server restart or a network fault looks to it.
 */

type RelayMode = 'through' | 'refused' | 'silent';

class Relay {
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  #mode: RelayMode = 'through';
  port = 0;

  constructor(target: URL) {
    this.#target = { host: target.hostname, port: Number(target.port) };
  }

  async open(mode: RelayMode = 'through'): Promise<void> {
    this.#mode = mode;
    if (this.#server) return;
    const server = createServer((client) => this.#accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Breaks every open connection; 'refused' also stops listening, 'silent' accepts and never answers. */
  async cut(mode: Exclude<RelayMode, 'through'>): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    if (mode === 'silent') return this.open('silent');
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  #accept(client: Socket): void {
    this.#sockets.add(client);
    client.on('close', () => this.#sockets.delete(client));
    client.on('error', () => client.destroy());
    if (this.#mode === 'silent') return;
    const upstream = connect(this.#target);
    this.#sockets.add(upstream);
    upstream.on('close', () => {
      this.#sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  }
}

const created = await createTestDatabase();

describe.skipIf(!created)('commerce while its database is down', () => {
  let relay: Relay;
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    if (!created) return;
    const url = new URL(created.url);
    relay = new Relay(url);
    await relay.open();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
    const env = loadEnv({ COMMERCE_API_KEY: TEST_API_KEY, CATALOG_SCALE: '1', LOG_LEVEL: 'silent' });
    app = await createApp({ env, database, flags: new FixedFlags() });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await relay.open();
    await app.close();
    await database.close();
    await created?.drop();
  });

  const newCart = () =>
    app.inject({
      method: 'POST',
      url: `${COMMERCE_BASE_PATH}/carts`,
      headers: { 'x-api-key': TEST_API_KEY, 'x-site-id': 'usassessments' },
    });

  async function expectUnavailable(withinMs: number): Promise<void> {
    const started = performance.now();
    const answer = await newCart();
    expect(performance.now() - started).toBeLessThan(withinMs);
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.headers['retry-after']).toBe('5');
    expect(problemSchema.parse(answer.json()).detail).toBe(
      "The store's database is unavailable; try again in a moment.",
    );
  }

  /**
   * Calls until the answer is `status`: the pool may not yet have seen a connection die, or made a
   * new one. On the way, every answer is a 201 or a 503, never a 500.
   */
  async function untilAnswered(status: number): Promise<void> {
    const deadline = Date.now() + 15_000;
    const seen: number[] = [];
    while (Date.now() < deadline) {
      const answer = await newCart();
      seen.push(answer.statusCode);
      expect([201, 503], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === status) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`answered ${seen.join(', ')}, never ${status}`);
  }

  it('answers 503 at once while connections are refused, and 201 again once the server is back', async () => {
    expect((await newCart()).statusCode).toBe(201);
    await relay.cut('refused');
    await untilAnswered(503);
    await expectUnavailable(1000);
    await relay.open();
    await untilAnswered(201);
  });

  it('answers 503 within the connect timeout when the server accepts but never answers', async () => {
    await relay.cut('silent');
    await untilAnswered(503);
    await expectUnavailable(5000);
    await relay.open();
    await untilAnswered(201);
  }, 30_000);
});
