import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { loadEnv } from '@store/config';
import type { Database } from '@store/database';
import { openTestDatabase } from '@store/database/testing';
import { createApp } from './app.ts';

/**
 * Shared by the sandbox's tests: the sandbox on an ephemeral port with the official `stripe` SDK
 * pointed at it, a webhook receiver, and a browser-like client for the hosted pages.
 */

export const WEBHOOK_SECRET = 'whsec_test_sandbox_secret_0123456789';

export interface Delivery {
  payload: string;
  signature: string;
  type: string;
  objectId: string;
}

/** A webhook endpoint that records what it is sent, and answers 500 to the first `failFirst` requests. */
export class WebhookReceiver {
  readonly deliveries: Delivery[] = [];
  attempts = 0;
  failFirst = 0;
  readonly #server: Server;

  constructor() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.attempts += 1;
        if (this.attempts <= this.failFirst) {
          response.writeHead(500).end();
          return;
        }
        const payload = Buffer.concat(chunks).toString('utf8');
        const event: unknown = JSON.parse(payload);
        const type = typeof event === 'object' && event !== null && 'type' in event ? String(event.type) : '';
        const data = typeof event === 'object' && event !== null && 'data' in event ? event.data : undefined;
        const object =
          typeof data === 'object' && data !== null && 'object' in data ? data.object : undefined;
        const objectId =
          typeof object === 'object' && object !== null && 'id' in object ? String(object.id) : '';
        this.deliveries.push({
          payload,
          signature: String(request.headers['stripe-signature'] ?? ''),
          type,
          objectId,
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return this.url();
  }

  url(): string {
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/webhooks/stripe`;
  }

  types(): string[] {
    return this.deliveries.map((delivery) => delivery.type);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

export interface RunningSandbox {
  app: FastifyInstance;
  database: Database;
  stripe: Stripe;
  origin: string;
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

export async function startSandbox(
  /** A receiver given here is listening already and outlives the sandbox (a restart keeps its endpoint). */
  options: { database?: Database; receiver?: WebhookReceiver; env?: Record<string, string> } = {},
): Promise<RunningSandbox> {
  const database = options.database ?? (await openTestDatabase());
  const receiver = options.receiver ?? new WebhookReceiver();
  const url = options.receiver ? receiver.url() : await receiver.listen();
  const app = await createApp({
    env: loadEnv({ LOG_LEVEL: 'silent', ...options.env }),
    database,
    webhookEndpoints: [{ url, secret: WEBHOOK_SECRET }],
    webhookTiming: { retryBaseMs: 20, retryMaxMs: 200, pollMs: 50 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const stripe = new Stripe('sk_test_sandbox_key', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  return {
    app,
    database,
    stripe,
    origin: `http://127.0.0.1:${port}`,
    receiver,
    close: async () => {
      await app.close();
      if (!options.receiver) await receiver.close();
      if (!options.database) await database.close();
    },
  };
}

export async function eventually<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface PageAnswer {
  status: number;
  location: string | null;
  html: string;
  headers: Headers;
}

/** A browser without JavaScript on the hosted pages: reads the form token, posts forms, does not follow redirects. */
export async function openPage(url: string, headers: Record<string, string> = {}): Promise<PageAnswer> {
  const response = await fetch(url, { redirect: 'manual', headers });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
    headers: response.headers,
  };
}

export function formToken(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('the page has no form token');
  return match[1];
}

export async function postForm(url: string, fields: Record<string, string>): Promise<PageAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
    headers: response.headers,
  };
}

/** Opens a session's card page and pays with a card; answers the form post. */
export async function payWith(
  sessionUrl: string,
  number: string,
  extra: Partial<Record<'exp' | 'cvc' | 'name', string>> = {},
): Promise<PageAnswer> {
  const page = await openPage(sessionUrl);
  return postForm(sessionUrl, {
    token: formToken(page.html),
    number,
    exp: '12 / 34',
    cvc: '123',
    name: 'Avery Johnson',
    ...extra,
  });
}
