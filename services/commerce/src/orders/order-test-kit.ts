import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { programByCode, type CatalogItem } from '@store/catalog';
import {
  addressSchema,
  customerCartSchema,
  placedOrderSchema,
  type Address,
  type PlacedOrder,
} from '@store/contracts/commerce';
import { DEMO_CUSTOMERS, type DemoCustomer } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import {
  eventually,
  startSandbox,
  WEBHOOK_SECRET,
  type Delivery,
  type RunningSandbox,
} from '@store/payments-service/test-support';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

/**
 * What order tests share (tests only): the real identity service, the payment sandbox and a commerce
 * test app wired to both, demo customers signed in, and the steps of buying — a customer's cart, an
 * address, placing with an Idempotency-Key, handing the sandbox's signed webhooks to commerce.
 */

export const STORE = 'https://assessments.example.com';

/** Item codes and quantities, as a cart's lines. */
export type Lines = [string, number][];

/** The programme whose items order tests put in carts. */
export const LUMEN_CODE = 'A100123';

/** The first item of the Lumen programme that `matches`. */
export function lumenItem(matches: (item: CatalogItem) => boolean): CatalogItem {
  const item = programByCode(LUMEN_CODE)?.items.find(matches);
  if (!item) throw new Error(`no such item in programme ${LUMEN_CODE}`);
  return item;
}

export function demoCustomer(username: string): DemoCustomer {
  const customer = DEMO_CUSTOMERS.find((c) => c.username === username);
  if (!customer) throw new Error(`no demo customer ${username}`);
  return customer;
}

export interface OrderTestKit {
  /** The running services; read them inside tests and hooks, once the kit's beforeAll has run. */
  readonly app: TestApp;
  readonly sandbox: RunningSandbox;
  /** A headless call to the commerce app, as `app.call`. */
  call: TestApp['call'];
  /** Signs the customer in to both storefront clients and keeps the tokens for `as`. */
  signIn(customer: DemoCustomer): Promise<void>;
  /** The customer's bearer header, with the UK storefront's token on the UK site. */
  as(userId: string, site?: string): { authorization: string };
  /** The customer's current cart with these lines added. */
  customerCart(userId: string, lines?: Lines): Promise<string>;
  addLines(userId: string, cartId: string, lines: Lines): Promise<void>;
  /** Adds an address in Portland, Oregon, unless `where` says otherwise. */
  addAddress(userId: string, where?: Partial<Address>): Promise<Address>;
  /** Places an order with this Idempotency-Key, a fresh one unless given. */
  place(userId: string, body: Record<string, unknown>, key?: string): Promise<LightMyRequestResponse>;
  /** Places an order that must be accepted. */
  placed(userId: string, body: Record<string, unknown>): Promise<PlacedOrder>;
  /** Hands one of the sandbox's signed webhook deliveries to commerce, as the provider sends it. */
  deliver(delivery: Pick<Delivery, 'payload' | 'signature'>): Promise<LightMyRequestResponse>;
  /** The sandbox's deliveries about the order, once there are at least `atLeast`. */
  deliveriesAbout(orderId: string, atLeast: number): Promise<Delivery[]>;
  /** Hands commerce every delivery about the order once there are at least `atLeast`, each accepted. */
  deliverEvents(orderId: string, atLeast: number): Promise<void>;
}

/**
 * Registers the suite's beforeAll (starting the services, signing `customers` in) and afterAll
 * (closing them); `env` adds to the commerce app's configuration.
 */
export function orderTestKit(options: {
  customers: readonly DemoCustomer[];
  env?: Record<string, string>;
}): OrderTestKit {
  let identity: TestIdentity | undefined;
  let sandbox: RunningSandbox | undefined;
  let app: TestApp | undefined;
  const tokens = new Map<string, string>();
  const started = () => {
    if (!identity || !sandbox || !app) throw new Error('the order test kit starts in beforeAll');
    return { identity, sandbox, app };
  };

  const call: TestApp['call'] = (request) => started().app.call(request);

  const as = (userId: string, site = 'usassessments') => ({
    authorization: `Bearer ${tokens.get(site === 'ukassessments' ? `${userId} uk` : userId)}`,
  });

  const signInCustomer = async (customer: DemoCustomer) => {
    const service = started().identity;
    const { cookie } = await signIn(service, customer.username);
    tokens.set(customer.id, (await tokensFor(service, cookie)).access_token);
    tokens.set(`${customer.id} uk`, (await tokensFor(service, cookie, 'storefront-uk')).access_token);
  };

  const addLines = async (userId: string, cartId: string, lines: Lines) => {
    for (const [itemCode, quantity] of lines) {
      const added = await call({
        method: 'POST',
        path: `/carts/${cartId}/entries`,
        headers: as(userId),
        payload: { itemCode, quantity },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
  };

  const place = (userId: string, body: Record<string, unknown>, key = randomUUID()) =>
    call({
      method: 'POST',
      path: `/users/${userId}/orders`,
      headers: { ...as(userId), 'idempotency-key': key },
      payload: body,
    });

  const deliver = (delivery: Pick<Delivery, 'payload' | 'signature'>) =>
    call({
      method: 'POST',
      path: '/payments/webhook',
      site: null,
      headers: {
        'x-api-key': '',
        'content-type': 'application/json',
        'stripe-signature': delivery.signature,
      },
      payload: delivery.payload,
    });

  const deliveriesAbout = (orderId: string, atLeast: number) =>
    eventually(() => {
      const found = started().sandbox.receiver.deliveries.filter((d) => d.payload.includes(orderId));
      return found.length >= atLeast ? found : undefined;
    });

  beforeAll(async () => {
    identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
    sandbox = await startSandbox();
    app = await startTestApp({
      IDENTITY_BASE_URL: `${identity.origin}/am`,
      STRIPE_API_URL: sandbox.origin,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...options.env,
    });
    for (const customer of options.customers) await signInCustomer(customer);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
    await identity?.close();
  });

  return {
    get app() {
      return started().app;
    },
    get sandbox() {
      return started().sandbox;
    },
    call,
    signIn: signInCustomer,
    as,
    async customerCart(userId, lines = []) {
      const res = await call({ method: 'POST', path: `/users/${userId}/carts/current`, headers: as(userId) });
      const { cart } = customerCartSchema.parse(res.json());
      await addLines(userId, cart.id, lines);
      return cart.id;
    },
    addLines,
    async addAddress(userId, where = {}) {
      const res = await call({
        method: 'POST',
        path: `/users/${userId}/addresses`,
        headers: as(userId),
        payload: {
          fullName: 'Avery Johnson',
          line1: '1 Main Street',
          city: 'Portland',
          region: 'OR',
          postcode: '97201',
          country: 'US',
          ...where,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return addressSchema.parse(res.json());
    },
    place,
    async placed(userId, body) {
      const res = await place(userId, body);
      expect(res.statusCode, res.body).toBe(201);
      return placedOrderSchema.parse(res.json());
    },
    deliver,
    deliveriesAbout,
    async deliverEvents(orderId, atLeast) {
      for (const delivery of await deliveriesAbout(orderId, atLeast)) {
        expect((await deliver(delivery)).statusCode).toBe(200);
      }
    },
  };
}
