import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, savedCarts } from '../db/schema.ts';
import { DEMO_INVOICE_ORDERS } from '../invoices/demo-invoices.ts';
import { demoOrganisationOf } from '../organisations/demo-organisations.ts';
import { DEMO_SAVED_CARTS } from '../saved-carts/demo-saved-carts.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { seedDemoOrganisationRecords } from './demo-organisation-records.ts';

/** The demo organisations' order, invoices and shared saved cart, seeded with the demo. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const maplewood = demoOrganisationOf('demo.us');
const order = DEMO_INVOICE_ORDERS.find((o) => o.username === 'demo.us' && o.stage === 'on-account-digital')!;
const saved = DEMO_SAVED_CARTS.find(
  (c) => c.username === 'demo.us' && c.name === 'Autumn term testing kits',
)!;

describe('the demo organisation records', () => {
  it('place one order of the administrator for the organisation, with its open invoice', async () => {
    const { db } = t.database;
    const [placed] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(placed?.organisationId).toBe(maplewood.id);
    const issued = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.every((i) => i.organisationId === maplewood.id)).toBe(true);
    expect(issued.some((i) => i.status === 'open')).toBe(true);
    const others = DEMO_INVOICE_ORDERS.filter((o) => o.username === 'demo.us' && o.id !== order.id);
    const rest = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          others.map((o) => o.id),
        ),
      );
    expect(rest.every((o) => o.organisationId === null)).toBe(true);
  });

  it('share a saved cart with the organisation, and leave it unshared once its owner stopped sharing', async () => {
    const { db } = t.database;
    const [row] = await db.select().from(savedCarts).where(eq(savedCarts.id, saved.id));
    expect(row?.sharedWithOrganisationId).toBe(maplewood.id);

    await db
      .update(savedCarts)
      .set({ sharedWithOrganisationId: null, updatedAt: new Date().toISOString() })
      .where(eq(savedCarts.id, saved.id));
    await seedDemoOrganisationRecords(db);
    const [after] = await db.select().from(savedCarts).where(eq(savedCarts.id, saved.id));
    expect(after?.sharedWithOrganisationId).toBeNull();
  });
});
