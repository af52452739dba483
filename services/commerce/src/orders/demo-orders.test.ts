import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { Database } from '@store/database';
import { openTestDatabase } from '@store/database/testing';
import { MIGRATIONS_FOLDER } from '../app.ts';
import { orderLines, orderShipments, orders } from '../db/schema.ts';
import { LICENCE_CODE_PATTERN } from '../fulfilment/licence-codes.ts';
import { SITES } from '../http/site-context.ts';
import { DEMO_INVOICE_ORDERS } from '../invoices/demo-invoices.ts';
import { customerInvoice, customerInvoices } from '../invoices/invoice-reads.ts';
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
const allIds = [...DEMO_ORDERS, ...DEMO_INVOICE_ORDERS].map((o) => o.id);

describe('the demo orders', () => {
  it('are seeded once: a restart adds none and changes none', async () => {
    expect(await seedDemoOrders(database.db, NOW)).toBe(allIds.length);
    const first = await database.db.select().from(orders).where(inArray(orders.id, allIds));
    expect(await seedDemoOrders(database.db, NOW)).toBe(0);
    const second = await database.db.select().from(orders).where(inArray(orders.id, allIds));
    expect(second.toSorted((a, b) => a.id.localeCompare(b.id))).toEqual(
      first.toSorted((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('take their numbers from the stores’ sequences, so a new order never takes one', async () => {
    const seeded = await database.db
      .select({ number: orders.number })
      .from(orders)
      .where(inArray(orders.id, allIds));
    const us = seeded.map((o) => o.number).filter((n) => n.startsWith('US-'));
    const numbers = us.map((_, i) => `US-2026-${String(i + 1).padStart(6, '0')}`);
    expect(us.toSorted()).toEqual(numbers);
    expect(us.length).toBe(9);
    const next = await database.db.transaction((tx) => nextOrderNumber(tx, 'usassessments', NOW));
    expect(next).toBe(`US-2026-${String(us.length + 1).padStart(6, '0')}`);
  });

  it('give each demo customer orders in the states the README lists, dated in the weeks before', async () => {
    const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
    const rows = (await database.db.select().from(orders).where(eq(orders.userId, us.id))).filter((r) =>
      ids.includes(r.id),
    );
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

    const gb = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, 'ukassessments'), inArray(orders.id, ids)));
    const ca = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, 'caassessments'), inArray(orders.id, ids)));
    expect(gb.map((r) => r.currency)).toEqual(['GBP']);
    expect(ca.map((r) => [r.currency, r.status])).toEqual([['CAD', 'shipped']]);
  });

  it('give each demo customer invoices in every state, in their store and currency, issued on the orders’ days', async () => {
    for (const customer of DEMO_CUSTOMERS) {
      const [order] = await database.db
        .select({ siteId: orders.siteId })
        .from(orders)
        .where(and(eq(orders.userId, customer.id), inArray(orders.id, allIds)));
      const site = SITES.get(order!.siteId)!;
      const list = await customerInvoices(database.db, customer.id, site.siteId, {}, NOW);
      const statuses = list.invoices.map((i) => `${i.kind} ${i.status}`);
      expect(statuses.toSorted(), customer.username).toEqual(
        [
          'credit-note credited',
          'invoice credited',
          'invoice open',
          'invoice overdue',
          'invoice paid',
          'invoice partially-paid',
        ].toSorted(),
      );
      expect(list.totals.currency).toBe(site.currency);
      expect(list.invoices.every((i) => i.currency === site.currency)).toBe(true);
      expect(list.totals.overdueCount).toBe(1);
      expect(list.totals.openCount).toBe(3);

      const overdue = list.invoices.find((i) => i.status === 'overdue')!;
      expect(Date.parse(NOW.toISOString().slice(0, 10)) - Date.parse(overdue.issuedOn)).toBe(45 * 86_400_000);
      const partial = await customerInvoice(
        database.db,
        customer.id,
        site.siteId,
        list.invoices.find((i) => i.status === 'partially-paid')!.id,
        NOW,
      );
      expect(partial.payments).toEqual([
        expect.objectContaining({
          status: 'paid',
          amount: partial.paid,
          receiptNumber: expect.stringMatching(/-RC-/),
        }),
      ]);
      expect(partial.balance).toBe(partial.total - partial.paid);
      const credited = await customerInvoice(
        database.db,
        customer.id,
        site.siteId,
        list.invoices.find((i) => i.kind === 'invoice' && i.status === 'credited')!.id,
        NOW,
      );
      expect(credited.creditNotes).toEqual([expect.objectContaining({ total: credited.total })]);
    }
  });
});
