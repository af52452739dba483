import { LEASE_MS } from '../../services/commerce/src/orders/idempotency.ts';
import { expect, test } from './fixtures.ts';
import { openDatabaseChecks } from './database-checks.ts';
import { ordersOf, prepareShopper, startLoad, type KeyOutcome, type Shopper } from './shoppers.ts';

/**
 * Issue 16, failure tests: a platform instance is killed (SIGKILL) and started again while a load
 * generator places orders through nginx's platform balancer: six customers, three paying by card
 * (a Checkout Session in the payment sandbox) and three by purchase order, each order under its own
 * Idempotency-Key, sent again after a network error, a 5xx or a 409 as the storefront does.
 */

/**
 * Six, because a placement that was running on the killed instance holds its key for the lease
 * (2 minutes, services/commerce/src/orders/idempotency.ts): its customer can only wait, while the
 * others carry on through the surviving instance.
 */
const SHOPPERS = [
  ['demo.ca', 'card'],
  ['demo.gb', 'card'],
  ['demo.nz', 'card'],
  ['demo.nl', 'purchase-order'],
  ['demo.au', 'purchase-order'],
  ['demo.es', 'purchase-order'],
] as const;

/** Orders the load must place in each phase (before the kill, while one instance is down, after the restart). */
const PER_PHASE = 4;
/**
 * How long a phase may take: when every shopper's placement happened to be running on the killed
 * instance (one run in about 64), none can place again until the leases end.
 */
const PHASE_MS = LEASE_MS + 40_000;

test('a platform instance killed under load: no order lost, none doubled, no payment without its order', async ({
  cluster,
  control,
}) => {
  test.setTimeout(3 * PHASE_MS);
  const base = cluster.platformBalancerUrl;
  // One after another: the sign-in limits count an attempt from an address until it succeeds, and every shopper here signs in from 127.0.0.1.
  const shoppers: Shopper[] = [];
  for (const [username, type] of SHOPPERS) shoppers.push(await prepareShopper(base, username, type));
  const userIds = shoppers.map((s) => s.userId);
  const db = await openDatabaseChecks(cluster.databaseUrl);
  try {
    const ordersBefore = new Set((await db.ordersOf(userIds)).map((o) => o.id));
    const sessionsBefore = new Set((await db.checkoutSessions()).map((s) => s.id));

    const load = startLoad(base, shoppers, cluster.url);
    const phase = async (from: number) =>
      expect.poll(() => load.placed(), { timeout: PHASE_MS }).toBeGreaterThanOrEqual(from + PER_PHASE);
    let outcomes: KeyOutcome[];
    try {
      await phase(0);
      await control.kill('platform-1', { hard: true });
      await phase(load.placed());
      await control.restart('platform-1');
      await phase(load.placed());
    } finally {
      outcomes = await load.stop(15_000);
      const unanswered = outcomes.flatMap((o) => (o.result.kind === 'unanswered' ? [o.result.last] : []));
      test.info().annotations.push({
        type: 'load',
        description: `${outcomes.length} keys, ${load.placed()} placed, ${unanswered.length} unanswered at the end: ${unanswered.join('; ')}`,
      });
    }

    const placed = outcomes.flatMap((o) =>
      o.result.kind === 'placed' ? [{ ...o, number: o.result.orderNumber }] : [],
    );
    expect(outcomes.filter((o) => o.result.kind === 'refused')).toEqual([]);
    expect(new Set(placed.map((o) => o.number)).size).toBe(placed.length);

    // None lost: every client told 201 finds its order among the customer's orders.
    for (const shopper of shoppers) {
      const listed = await ordersOf(base, shopper);
      const told = placed.filter((o) => o.userId === shopper.userId).map((o) => o.number);
      expect(told.filter((number) => !listed.includes(number))).toEqual([]);
    }

    // None doubled: every new order stands for exactly one key of this run, and every answered key for its own order.
    const newOrders = (await db.ordersOf(userIds)).filter((o) => !ordersBefore.has(o.id));
    const keys = new Map((await db.keysOf(userIds)).map((k) => [`${k.userId}/${k.key}`, k.orderId]));
    const orderOfKey = outcomes.map((o) => keys.get(`${o.userId}/${o.key}`) ?? null);
    expect(newOrders.map((o) => o.id).sort()).toEqual(orderOfKey.filter((id) => id !== null).sort());
    const numberOf = new Map(newOrders.map((o) => [o.id, o.number]));
    for (const outcome of placed) {
      const id = keys.get(`${outcome.userId}/${outcome.key}`);
      expect(id && numberOf.get(id)).toBe(outcome.number);
    }
    expect(newOrders.filter((o) => o.lines === 0)).toEqual([]);

    // No payment without its order: every Checkout Session made during the load names an order that exists, one session per order.
    const newSessions = (await db.checkoutSessions()).filter((s) => !sessionsBefore.has(s.id));
    const allOrders = new Set((await db.ordersOf(userIds)).map((o) => o.id));
    expect(newSessions.filter((s) => s.orderId === null || !allOrders.has(s.orderId))).toEqual([]);
    const sessionOrders = newSessions.map((s) => s.orderId);
    expect(new Set(sessionOrders).size).toBe(sessionOrders.length);
    expect(newSessions.length).toBeGreaterThan(0);
  } finally {
    await db.close();
  }
});
