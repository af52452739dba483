import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { Database } from '@store/database';
import { openTestDatabase } from '@store/database/testing';
import { MIGRATIONS_FOLDER } from '../app.ts';
import { orderLines, orderShipments, orders } from '../db/schema.ts';
import { LICENCE_CODE_PATTERN } from '../fulfilment/licence-codes.ts';
import { DEMO_ORDERS, seedDemoOrders } from './demo-orders.ts';
import { nextOrderNumber } from './order-numbers.ts';
import { orderById } from './orders.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate(MIGRATIONS_FOLDER, 'commerce');
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2026-05-20T12:00:00Z');
const ids = DEMO_ORDERS.map((o) => o.id);

describe('the demo orders', () => {
  it('are seeded once: a restart adds none and changes none', async () => {
    expect(await seedDemoOrders(database.db, NOW)).toBe(DEMO_ORDERS.length);
    const first = await database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(await seedDemoOrders(database.db, NOW)).toBe(0);
    const second = await database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(second.toSorted((a, b) => a.id.localeCompare(b.id))).toEqual(
      first.toSorted((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('take their numbers from the stores’ sequences, so a new order never takes one', async () => {
    const seeded = await database.db
      .select({ number: orders.number })
      .from(orders)
      .where(inArray(orders.id, ids));
    const us = seeded.map((o) => o.number).filter((n) => n.startsWith('US-'));
    expect(us.toSorted()).toEqual([
      'US-2026-000001',
      'US-2026-000002',
      'US-2026-000003',
      'US-2026-000004',
      'US-2026-000005',
    ]);
    const next = await database.db.transaction((tx) => nextOrderNumber(tx, 'usassessments', NOW));
    expect(next).toBe('US-2026-000006');
  });

  it('give each demo customer orders in the states the README lists, dated in the weeks before', async () => {
    const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
    const rows = await database.db.select().from(orders).where(eq(orders.userId, us.id));
    expect(
      rows.map((r) => [r.paymentType, r.status, r.paymentStatus, r.fulfilmentStatus]).toSorted(),
    ).toEqual(
      [
        ['bank-transfer', 'awaiting-payment', 'awaiting-payment', 'unfulfilled'],
        ['card', 'delivered', 'paid', 'fulfilled'],
        ['card', 'processing', 'paid', 'fulfilled'],
        ['card', 'processing', 'paid', 'unfulfilled'],
        ['purchase-order', 'processing', 'on-account', 'unfulfilled'],
      ].toSorted(),
    );
    for (const row of rows) {
      expect(Date.parse(row.placedAt)).toBeLessThan(NOW.getTime());
      expect(Date.parse(row.placedAt)).toBeGreaterThan(NOW.getTime() - 35 * 86_400_000);
      expect(row.total).toBe(row.subtotal + row.deliveryCharge + row.taxTotal);
    }

    const delivered = rows.find((r) => r.status === 'delivered')!;
    const order = await orderById(database.db, delivered.id);
    expect(order.history.map((h) => h.to).slice(-3)).toEqual(['shipped', 'fulfilled', 'delivered']);
    expect(order.history.map((h) => h.at)).toEqual(order.history.map((h) => h.at).toSorted());
    const [shipment] = await database.db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, delivered.id));
    expect(shipment).toMatchObject({ carrier: 'UPS', trackingUrl: expect.stringMatching(/^https:\/\//) });

    const digital = rows.find((r) => r.fulfilmentStatus === 'fulfilled' && r.status === 'processing')!;
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, digital.id));
    expect(line?.licence).toMatch(LICENCE_CODE_PATTERN);

    const gb = await database.db.select().from(orders).where(eq(orders.siteId, 'ukassessments'));
    const ca = await database.db.select().from(orders).where(eq(orders.siteId, 'caassessments'));
    expect(gb.map((r) => r.currency)).toEqual(['GBP']);
    expect(ca.map((r) => [r.currency, r.status])).toEqual([['CAD', 'shipped']]);
  });
});
