import { expect, test } from './fixtures.ts';
import { openDatabaseChecks } from './database-checks.ts';
import { commerceCall } from './platform-api.ts';
import { FORM_ITEM, placeOnce, prepareShopper, type Shopper } from './shoppers.ts';

/**
 * Issue 16, failure tests: PostgreSQL stops (immediate shutdown, as a crash) while customers read
 * their orders and place new ones through the platform balancer. While it is down every request is
 * answered 503 problem+json within a few seconds, never a 500 and never left hanging; once it is
 * started again the store serves by itself, and no order was half-written.
 */

/** The longest a request may take while the database is down: the pool's connection timeout and a margin. */
const FAIL_FAST_MS = 5_000;

/** Customers do not send requests back to back; the pause leaves the machine's two cores to the cluster. */
const pace = () => new Promise((resolve) => setTimeout(resolve, 100));

interface Answer {
  what: string;
  start: number;
  end: number;
  /** 0: no answer (a reset, or no answer within 15 s). */
  status: number;
  problem: boolean;
}

async function timed(what: string, call: () => Promise<Response>): Promise<Answer> {
  const start = Date.now();
  try {
    const response = await call();
    await response.arrayBuffer();
    const problem = (response.headers.get('content-type') ?? '').includes('application/problem+json');
    return { what, start, end: Date.now(), status: response.status, problem };
  } catch {
    return { what, start, end: Date.now(), status: 0, problem: false };
  }
}

test('PostgreSQL restarted under load: 503 fast while it is down, nothing half-written, back by itself', async ({
  cluster,
  control,
}) => {
  const base = cluster.platformBalancerUrl;
  const shoppers: Shopper[] = [];
  for (const username of ['demo.es', 'demo.nz'])
    shoppers.push(await prepareShopper(base, username, 'purchase-order'));
  const answers: Answer[] = [];
  let running = true;
  const reader = async (shopper: Shopper) => {
    while (running) {
      answers.push(
        await timed('orders', () =>
          commerceCall(base, `/users/${shopper.userId}/orders`, { token: shopper.token }),
        ),
      );
      await pace();
    }
  };
  const buyer = async (shopper: Shopper) => {
    while (running) {
      answers.push(
        await timed('add', () =>
          commerceCall(base, `/carts/${shopper.cartId}/entries`, {
            token: shopper.token,
            method: 'POST',
            body: { itemCode: FORM_ITEM, quantity: 1 },
          }),
        ),
      );
      answers.push(await timed('place', () => placeOnce(base, shopper, cluster.url)));
      await pace();
    }
  };
  const traffic = Promise.all([...shoppers.map(reader), ...shoppers.map(buyer)]);
  const answeredAfter = (from: number, status?: number) =>
    answers.filter((a) => a.start >= from && (status === undefined || a.status === status)).length;

  let down = 0;
  let up = 0;
  try {
    await expect.poll(() => answeredAfter(0, 200), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await control.kill('postgres', { hard: true });
    down = Date.now();
    await expect.poll(() => answeredAfter(down), { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
    up = Date.now();
    await control.restart('postgres');
    // Back by itself: no process of the store is restarted, yet requests succeed again.
    await expect.poll(() => answeredAfter(up, 200), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
  } finally {
    running = false;
    await traffic;
  }

  const whileDown = answers.filter((a) => a.start >= down && a.end <= up);
  test.info().annotations.push({
    type: 'postgres',
    description: `${answers.length} requests, ${whileDown.length} while down, slowest then ${Math.max(...whileDown.map((a) => a.end - a.start))} ms`,
  });
  expect(whileDown.length).toBeGreaterThanOrEqual(8);
  expect(whileDown.filter((a) => a.status !== 503 || !a.problem || a.end - a.start > FAIL_FAST_MS)).toEqual(
    [],
  );
  expect(answers.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503))).toEqual([]);

  const db = await openDatabaseChecks(cluster.databaseUrl);
  try {
    expect(await db.ordersWithoutLines()).toBe(0);
    const placed = await db.ordersOf(shoppers.map((s) => s.userId));
    expect(placed.filter((o) => o.lines === 0)).toEqual([]);
  } finally {
    await db.close();
  }
});
