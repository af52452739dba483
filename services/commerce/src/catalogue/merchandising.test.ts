import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDateOf } from '@store/catalog';
import { merchandisingSchema, type Merchandising } from '@store/contracts/commerce-merchandising';
import { orderLines, orders } from '../db/schema.ts';
import type { TaxComputation } from '../tax/compute-tax.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

async function merchandising(query: string, site = 'usassessments'): Promise<Merchandising> {
  const res = await t.call({ path: `/merchandising?${query}`, site });
  expect(res.statusCode, res.body).toBe(200);
  return merchandisingSchema.parse(res.json());
}

const NO_TAX: TaxComputation = {
  currency: 'USD',
  treatment: 'charged',
  jurisdiction: { country: 'US', region: null, name: 'United States' },
  source: 'test',
  checked: '2026-01-05',
  lines: [],
  shipping: { net: 0, components: [], tax: 0 },
  components: [],
  netTotal: 0,
  taxTotal: 0,
  grossTotal: 0,
};

/** An order of one program's units placed in a store, straight into the tables. */
async function ordered(siteId: string, productCode: string, quantity: number, status = 'delivered') {
  const id = randomUUID();
  await t.database.db.insert(orders).values({
    id,
    number: `T${id.slice(0, 8)}`,
    userId: randomUUID(),
    siteId,
    locale: 'en-us',
    currency: 'USD',
    cartId: randomUUID(),
    email: 'buyer@example.com',
    status,
    paymentStatus: 'paid',
    fulfilmentStatus: 'fulfilled',
    paymentType: 'card',
    deliveryAddress: {
      id,
      fullName: 'Test Buyer',
      line1: '1 Main Street',
      city: 'Springfield',
      postcode: '12345',
      country: 'US',
    },
    deliveryMethod: 'none',
    subtotal: 0,
    deliveryCharge: 0,
    taxTotal: 0,
    total: 0,
    tax: NO_TAX,
  });
  await t.database.db.insert(orderLines).values({
    orderId: id,
    position: 0,
    itemCode: `${productCode}-KIT`,
    productCode,
    name: productCode,
    format: 'kit',
    digital: false,
    taxClass: 'standard',
    quantity,
    unitPrice: 0,
    net: 0,
    tax: 0,
    taxComponents: [],
  });
}

describe('GET /merchandising', () => {
  it('lists new releases newest first, each with its release date', async () => {
    const { newReleases } = await merchandising('locale=en-us&newReleases=12&perCategory=0');
    expect(newReleases).toHaveLength(12);
    const dates = newReleases.map((p) => p.releasedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const product of newReleases) expect(product.releasedOn).toBe(releaseDateOf(product.code));
    const more = await merchandising('locale=en-us&newReleases=24&perCategory=0');
    expect(more.newReleases.slice(0, 12)).toEqual(newReleases);
  });

  it('features the content’s codes in their order, leaving out what the site does not sell', async () => {
    const { featured } = await merchandising('locale=en-us&featured=B200456,Z999999,A100123&newReleases=0');
    expect(featured.map((p) => p.code)).toEqual(['B200456', 'A100123']);
  });

  it('refuses a malformed featured list with a message naming the parameter', async () => {
    const res = await t.call({
      path: '/merchandising?locale=en-us&featured=A100123;drop',
      site: 'usassessments',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('featured expects up to 12 program codes');
  });

  it('ranks each category by units ordered in this store, the catalogue’s ranking filling in', async () => {
    const before = await merchandising('locale=en-us&perCategory=8&newReleases=0');
    const behavior = before.popularByCategory.find((group) => group.category.id === 'behavior');
    expect(behavior?.products).toHaveLength(8);
    expect(behavior?.category.name).toBeTruthy();
    const last = behavior!.products.at(-1)!.code;
    const cancelled = behavior!.products.at(-2)!.code;
    const elsewhere = await merchandising('locale=en-gb&perCategory=8&newReleases=0', 'ukassessments');

    await ordered('usassessments', last, 500);
    await ordered('usassessments', cancelled, 5000, 'cancelled');

    const after = await merchandising('locale=en-us&perCategory=8&newReleases=0');
    const ranked = after.popularByCategory.find((group) => group.category.id === 'behavior')!.products;
    expect(ranked[0]?.code).toBe(last);
    // The rest keep the catalogue's order; the cancelled order counted for nothing.
    expect(ranked.slice(1).map((p) => p.code)).toEqual(behavior!.products.slice(0, -1).map((p) => p.code));
    // Another store's ranking is its own.
    expect(await merchandising('locale=en-gb&perCategory=8&newReleases=0', 'ukassessments')).toEqual(
      elsewhere,
    );
  });
});
