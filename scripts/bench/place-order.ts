import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadEnv } from '@store/config';
import {
  addressSchema,
  cartSchema,
  COMMERCE_BASE_PATH,
  customerCartSchema,
  placedOrderSchema,
} from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { openDatabase } from '@store/database';
import { createApp } from '@store/commerce-service';
import { signIn, startIdentity, tokensFor } from '@store/identity-service/test-support';
import { startSandbox, WEBHOOK_SECRET } from '@store/payments-service/test-support';
import { BENCH_CUSTOMER, BENCH_ITEM } from './bench-customer.ts';
import { percentiles, type Percentiles } from './percentiles.ts';

/**
 * Placing an order through the API (requirements §10.11): the commerce service in process on PGlite
 * in memory, with the identity service that signs the demo customer in and the payment sandbox in
 * the same process, called over HTTP on 127.0.0.1. Each placement is a card order of a freshly filled
 * cart with a new Idempotency-Key, timed as the caller sees it: pricing, tax, the order's
 * transaction and the Checkout Session it opens at the sandbox.
 */

export const PLACE_ORDER_BUDGETS = {
  /** Placing a card order through the API, round trip. */
  placeOrderP95Ms: 150,
} as const;

export const PLACE_ORDER_RUNS = { warmUp: 10, measured: 80 } as const;

export interface PlaceOrderResult {
  budgets: typeof PLACE_ORDER_BUDGETS;
  customer: string;
  itemCode: string;
  placeOrder: Percentiles;
  pass: boolean;
}

const KEY = 'bench-platform-key-0123456789';
const SITE = 'usassessments';
const RETURN = {
  successUrl: 'http://127.0.0.1:3000/en-us/checkout/confirmation?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://127.0.0.1:3000/en-us/checkout',
};

export async function benchPlaceOrder(): Promise<PlaceOrderResult> {
  const customer = DEMO_CUSTOMERS.find((c) => c.username === BENCH_CUSTOMER);
  if (!customer) throw new Error(`no demo customer ${BENCH_CUSTOMER}`);
  const identity = await startIdentity({ COMMERCE_API_KEY: KEY });
  const sandbox = await startSandbox({ database: await openDatabase({ kind: 'memory' }) });
  const database = await openDatabase({ kind: 'memory' });
  try {
    const app = await createApp({
      env: loadEnv({
        COMMERCE_API_KEY: KEY,
        CATALOG_SCALE: '1',
        LOG_LEVEL: 'silent',
        IDENTITY_BASE_URL: `${identity.origin}/am`,
        STRIPE_API_URL: sandbox.origin,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
      database,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}${COMMERCE_BASE_PATH}`;
      const { cookie } = await signIn(identity, customer.username);
      const { access_token: token } = await tokensFor(identity, cookie);
      const call = async <T>(
        path: string,
        schema: { parse(value: unknown): T },
        body?: unknown,
        headers: Record<string, string> = {},
      ): Promise<T> => {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'x-api-key': KEY,
            'x-site-id': SITE,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            ...headers,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        return schema.parse(await response.json());
      };

      const { cart } = await call(`/users/${customer.id}/carts/current`, customerCartSchema);
      const address = await call(`/users/${customer.id}/addresses`, addressSchema, {
        fullName: 'Avery Johnson',
        line1: '1 Main Street',
        city: 'Portland',
        region: 'OR',
        postcode: '97201',
        country: 'US',
      });
      const order = {
        cartId: cart.id,
        addressId: address.id,
        deliveryMethod: 'standard',
        paymentType: 'card',
        ...RETURN,
      };

      const timings: number[] = [];
      for (let run = 0; run < PLACE_ORDER_RUNS.warmUp + PLACE_ORDER_RUNS.measured; run++) {
        // Placing empties the cart: it is filled again, untimed, before each order.
        await call(`/carts/${cart.id}/entries`, cartSchema, { itemCode: BENCH_ITEM.code, quantity: 1 });
        const t0 = performance.now();
        await call(`/users/${customer.id}/orders`, placedOrderSchema, order, {
          'idempotency-key': randomUUID(),
        });
        if (run >= PLACE_ORDER_RUNS.warmUp) timings.push(performance.now() - t0);
      }
      const placeOrder = percentiles(timings);
      return {
        budgets: PLACE_ORDER_BUDGETS,
        customer: BENCH_CUSTOMER,
        itemCode: BENCH_ITEM.code,
        placeOrder,
        pass: placeOrder.p95 <= PLACE_ORDER_BUDGETS.placeOrderP95Ms,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await sandbox.close();
    await sandbox.database.close();
    await identity.close();
  }
}

if (import.meta.main) console.log(JSON.stringify(await benchPlaceOrder(), null, 2));
