import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCartSchema, placedOrderSchema } from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { openTestDatabases } from '@store/database/testing';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { startSandbox, WEBHOOK_SECRET, type RunningSandbox } from '@store/payments-service/test-support';
import { customers, orders } from './db/schema.ts';
import { DEMO_ORDERS } from './orders/demo-orders.ts';
import { demoCustomer, lumenItem, STORE } from './orders/order-test-kit.ts';
import { FixedFlags } from './flags/flag-reader.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from './test-app.ts';

/**
 * Two commerce instances of a cluster on one PostgreSQL: started at the same moment on an empty
 * database, and given the same order at the same moment (a client's retry reaching the other one).
 */

const us = demoCustomer('demo.us');
const kit = lumenItem((i) => i.kind === 'KIT');

describe.skipIf(!process.env.TEST_DATABASE_URL)('two commerce instances on one database', () => {
  let identity: TestIdentity;
  let sandbox: RunningSandbox;
  let instances: TestApp[];
  let bearer: { authorization: string };

  beforeAll(async () => {
    identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
    sandbox = await startSandbox();
    const env = {
      IDENTITY_BASE_URL: `${identity.origin}/am`,
      STRIPE_API_URL: sandbox.origin,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    const databases = await openTestDatabases(2);
    instances = await Promise.all(
      databases.map((database) => startTestApp(env, undefined, new FixedFlags(), database)),
    );
    const { cookie } = await signIn(identity, us.username);
    bearer = { authorization: `Bearer ${(await tokensFor(identity, cookie)).access_token}` };
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.close();
      await instance.database.close();
    }
    await sandbox.close();
    await identity.close();
  });

  const pair = () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances did not start');
    return { first, second };
  };

  it('both come up, with the demo data written once', async () => {
    const { db } = pair().first.database;
    const seededCustomers = await db
      .select({ n: count() })
      .from(customers)
      .where(
        inArray(
          customers.id,
          DEMO_CUSTOMERS.map((c) => c.id),
        ),
      );
    expect(seededCustomers[0]?.n).toBe(DEMO_CUSTOMERS.length);
    const seededOrders = await db
      .select({ n: count() })
      .from(orders)
      .where(
        inArray(
          orders.id,
          DEMO_ORDERS.map((order) => order.id),
        ),
      );
    expect(seededOrders[0]?.n).toBe(DEMO_ORDERS.length);
  });

  async function orderBody(instance: TestApp) {
    const current = await instance.call({
      method: 'POST',
      path: `/users/${us.id}/carts/current`,
      headers: bearer,
    });
    const { cart } = customerCartSchema.parse(current.json());
    const added = await instance.call({
      method: 'POST',
      path: `/carts/${cart.id}/entries`,
      headers: bearer,
      payload: { itemCode: kit.code, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const address = await instance.call({
      method: 'POST',
      path: `/users/${us.id}/addresses`,
      headers: bearer,
      payload: {
        fullName: 'Avery Johnson',
        line1: '1 Main Street',
        city: 'Portland',
        region: 'OR',
        postcode: '97201',
        country: 'US',
      },
    });
    expect(address.statusCode, address.body).toBe(201);
    return {
      cartId: cart.id,
      addressId: (address.json() as { id: string }).id,
      deliveryMethod: 'standard',
      paymentType: 'card',
      successUrl: `${STORE}/en-us/checkout/complete?session={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${STORE}/en-us/checkout`,
    };
  }

  const place = (instance: TestApp, body: Record<string, unknown>, key: string) =>
    instance.call({
      method: 'POST',
      path: `/users/${us.id}/orders`,
      headers: { ...bearer, 'idempotency-key': key },
      payload: body,
    });

  /** The customer's orders placed since `before` (a cart emptied by an order stays the customer's cart). */
  const placedSince = async (before: Set<string>) =>
    (
      await pair()
        .first.database.db.select({ number: orders.number })
        .from(orders)
        .where(eq(orders.userId, us.id))
    )
      .map((row) => row.number)
      .filter((number) => !before.has(number));
  const numbersNow = async () => new Set(await placedSince(new Set()));

  it('make one order of one Idempotency-Key sent to both at the same moment', async () => {
    const { first, second } = pair();
    const body = await orderBody(first);
    const before = await numbersNow();
    const key = randomUUID();
    const answers = await Promise.all([place(first, body, key), place(second, body, key)]);
    const statuses = answers.map((answer) => answer.statusCode);
    // The loser is told the key's first call is still running (409), or, if it already ended, replays it.
    expect(statuses).toContain(201);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const made = await placedSince(before);
    expect(made).toHaveLength(1);
    const numbers = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => placedOrderSchema.parse(answer.json()).order.number);
    expect(new Set(numbers)).toEqual(new Set(made));
    // The retry after the first call ended gets the same order from either instance.
    for (const instance of [first, second]) {
      const again = await place(instance, body, key);
      expect(again.statusCode, again.body).toBe(201);
      expect(placedOrderSchema.parse(again.json()).order.number).toBe(made[0]);
    }
  });

  it('make one order of one cart placed on both with different keys at the same moment', async () => {
    const { first, second } = pair();
    const body = await orderBody(second);
    const before = await numbersNow();
    const answers = await Promise.all([place(first, body, randomUUID()), place(second, body, randomUUID())]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([201, 409]);
    expect(await placedSince(before)).toHaveLength(1);
  });
});
