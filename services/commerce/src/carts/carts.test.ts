import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog, programByCode, roundMoney } from '@store/catalog';
import { batchAddResultSchema, cartSchema, problemSchema, type Cart } from '@store/contracts/commerce';
import { startTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const catalog = generateCatalog(1);
const lumen = programByCode('A100123')!;
const rf25 = lumen.items.find((i) => i.kind === 'RF25')!;
const kit = lumen.items.find((i) => i.kind === 'KIT')!;
const willowBooklets = programByCode('B200456')!.items.find((i) => i.kind === 'RB25')!;
const outOfStock = catalog.programs
  .filter((p) => p.stores.includes('usassessments'))
  .flatMap((p) => p.items)
  .find((i) => i.stock === 0)!;
const notInNl = catalog.programs.find((p) => !p.stores.includes('nlassessments'))!;

async function newCart(site = 'usassessments'): Promise<Cart> {
  const res = await t.call({ method: 'POST', path: '/carts', site });
  expect(res.statusCode).toBe(201);
  return cartSchema.parse(res.json());
}

const add = (cartId: string, itemCode: string, quantity: number, site = 'usassessments') =>
  t.call({ method: 'POST', path: `/carts/${cartId}/entries`, site, payload: { itemCode, quantity } });

describe('carts', () => {
  it('creates an empty cart in the site currency, with or without an empty JSON body', async () => {
    const cart = await newCart('ukassessments');
    expect(cart).toMatchObject({ siteId: 'ukassessments', currency: 'GBP', entries: [], totalItems: 0 });
    const withBody = await t.call({ method: 'POST', path: '/carts', payload: {} });
    expect(withBody.statusCode).toBe(201);
  });

  it("is invisible to another site's id", async () => {
    const cart = await newCart();
    expect((await t.call({ path: `/carts/${cart.id}`, site: 'caassessments' })).statusCode).toBe(404);
    expect((await add(cart.id, kit.code, 1, 'caassessments')).statusCode).toBe(404);
    expect((await t.call({ path: `/carts/${cart.id}` })).statusCode).toBe(200);
  });

  it('adds to the entry of the same item and prices with tiers', async () => {
    const cart = await newCart();
    const [tier5, tier10] = rf25.prices.USD.tiers;
    expect(tier5?.minQuantity).toBe(5);
    let res = cartSchema.parse((await add(cart.id, rf25.code, 4)).json());
    expect(res.entries[0]).toMatchObject({ quantity: 4, unitPrice: { value: rf25.prices.USD.price } });
    res = cartSchema.parse((await add(cart.id, rf25.code, 1)).json());
    expect(res.entries).toHaveLength(1);
    expect(res.entries[0]).toMatchObject({
      quantity: 5,
      basePrice: { currency: 'USD', value: rf25.prices.USD.price },
      unitPrice: { value: tier5!.price },
      totalPrice: { value: roundMoney(tier5!.price * 5, 'USD') },
    });
    res = cartSchema.parse((await add(cart.id, rf25.code, 5)).json());
    expect(res.entries[0]!.unitPrice.value).toBe(tier10!.price);
    res = cartSchema.parse((await add(cart.id, kit.code, 2)).json());
    expect(res.totalItems).toBe(12);
    expect(res.subtotal.value).toBe(roundMoney(tier10!.price * 10 + kit.prices.USD.price * 2, 'USD'));
    expect(res.total).toEqual(res.subtotal);
  });

  it('prices in yen without minor units on the Japanese site', async () => {
    const cart = await newCart('asiaassessments');
    const res = cartSchema.parse((await add(cart.id, rf25.code, 7, 'asiaassessments')).json());
    expect(res.currency).toBe('JPY');
    expect(Number.isInteger(res.total.value)).toBe(true);
  });

  it('accepts quantities at the limits and refuses them past the limits, naming the limit', async () => {
    const cart = await newCart();
    expect((await add(cart.id, kit.code, kit.maxOrderQuantity)).statusCode).toBe(200);
    const over = await add(cart.id, kit.code, 1);
    expect(over.statusCode).toBe(422);
    expect(problemSchema.parse(over.json())).toMatchObject({
      lineError: 'above-maximum',
      limit: kit.maxOrderQuantity,
    });

    expect(willowBooklets.minOrderQuantity).toBe(2);
    const under = await add(cart.id, willowBooklets.code, 1);
    expect(problemSchema.parse(under.json())).toMatchObject({
      status: 422,
      lineError: 'below-minimum',
      limit: 2,
    });
    expect((await add(cart.id, willowBooklets.code, 2)).statusCode).toBe(200);

    const cartNow = cartSchema.parse((await t.call({ path: `/carts/${cart.id}` })).json());
    expect(cartNow.entries.map((e) => [e.itemCode, e.quantity])).toEqual([
      [kit.code, kit.maxOrderQuantity],
      [willowBooklets.code, 2],
    ]);
  });

  it('refuses items out of stock or not sold on the site', async () => {
    const cart = await newCart();
    const stock = await add(cart.id, outOfStock.code, 1);
    expect(stock.statusCode).toBe(409);
    expect(problemSchema.parse(stock.json()).lineError).toBe('out-of-stock');
    const nl = await newCart('nlassessments');
    const elsewhere = await add(nl.id, notInNl.items[0]!.code, 1, 'nlassessments');
    expect(problemSchema.parse(elsewhere.json())).toMatchObject({ status: 422, lineError: 'not-sold-here' });
  });

  it('updates and removes entries, within the limits', async () => {
    const cart = await newCart();
    await add(cart.id, kit.code, 1);
    await add(cart.id, rf25.code, 1);
    const patch = (entry: number, quantity: number) =>
      t.call({ method: 'PATCH', path: `/carts/${cart.id}/entries/${entry}`, payload: { quantity } });
    expect(cartSchema.parse((await patch(1, 25)).json()).entries[1]!.quantity).toBe(25);
    expect(problemSchema.parse((await patch(0, kit.maxOrderQuantity + 1)).json()).limit).toBe(
      kit.maxOrderQuantity,
    );
    expect((await patch(9, 1)).statusCode).toBe(404);
    expect((await patch(0, 0)).statusCode).toBe(400);
    const removed = await t.call({ method: 'DELETE', path: `/carts/${cart.id}/entries/0` });
    expect(cartSchema.parse(removed.json()).entries.map((e) => e.itemCode)).toEqual([rf25.code]);
    expect((await t.call({ method: 'DELETE', path: `/carts/${cart.id}/entries/0` })).statusCode).toBe(404);
    // A new item after a removal gets a fresh entry number, never a reused one.
    const again = cartSchema.parse((await add(cart.id, kit.code, 1)).json());
    expect(again.entries.map((e) => e.entryNumber)).toEqual([1, 2]);
  });
});

describe('quick order batch', () => {
  it('adds every good row in one change and reports each bad row with its reason and limit', async () => {
    const cart = await newCart();
    const res = await t.call({
      method: 'POST',
      path: `/carts/${cart.id}/entries/batch`,
      payload: {
        rows: [
          { code: kit.code, quantity: 2 },
          { code: 'Z000000-KIT', quantity: 1 },
          { code: 'not a code', quantity: 1 },
          { code: rf25.code.toLowerCase(), quantity: '6' },
          { code: kit.code, quantity: kit.maxOrderQuantity },
          { code: willowBooklets.code, quantity: 1 },
          { code: outOfStock.code, quantity: 1 },
          { code: rf25.code, quantity: -3 },
          { code: rf25.code, quantity: 1.5 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const result = batchAddResultSchema.parse(res.json());
    expect(result.rows.map((r) => (r.status === 'added' ? 'added' : r.error))).toEqual([
      'added',
      'unknown-item',
      'unknown-item',
      'added',
      'above-maximum',
      'below-minimum',
      'out-of-stock',
      'invalid-quantity',
      'invalid-quantity',
    ]);
    expect(result.rows[4]).toMatchObject({ row: 4, limit: kit.maxOrderQuantity });
    expect(result.rows[5]).toMatchObject({ limit: 2 });
    expect(result.cart.entries.map((e) => [e.itemCode, e.quantity])).toEqual([
      [kit.code, 2],
      [rf25.code, 6],
    ]);
    const stored = cartSchema.parse((await t.call({ path: `/carts/${cart.id}` })).json());
    expect(stored.entries).toEqual(result.cart.entries);
  });

  it('writes nothing when every row is bad, and refuses more rows than quick order allows', async () => {
    const cart = await newCart();
    const res = await t.call({
      method: 'POST',
      path: `/carts/${cart.id}/entries/batch`,
      payload: { rows: [{ code: 'Z000000-KIT', quantity: 1 }] },
    });
    expect(batchAddResultSchema.parse(res.json()).cart.entries).toEqual([]);
    const many = await t.call({
      method: 'POST',
      path: `/carts/${cart.id}/entries/batch`,
      payload: { rows: Array.from({ length: 26 }, () => ({ code: kit.code, quantity: 1 })) },
    });
    expect(many.statusCode).toBe(400);
  });
});

describe('quick order by UPC', () => {
  const batch = (
    cartId: string,
    payload: { rows: { code: string | undefined; quantity: number }[]; acceptUpc?: boolean },
  ) => t.call({ method: 'POST', path: `/carts/${cartId}/entries/batch`, payload });

  it('resolves a UPC to its item when the storefront accepts UPCs, and refuses an unknown one', async () => {
    const cart = await newCart();
    const res = await batch(cart.id, {
      acceptUpc: true,
      rows: [
        { code: kit.upc, quantity: 1 },
        { code: '407350000016', quantity: 1 },
        { code: rf25.code, quantity: 5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = batchAddResultSchema.parse(res.json());
    expect(result.rows.map((r) => (r.status === 'added' ? r.itemCode : r.error))).toEqual([
      kit.code,
      'unknown-item',
      rf25.code,
    ]);
    expect(result.cart.entries.map((e) => [e.itemCode, e.quantity])).toEqual([
      [kit.code, 1],
      [rf25.code, 5],
    ]);
  });

  it('refuses a UPC as an unknown item code when UPCs are not accepted', async () => {
    const cart = await newCart();
    const result = batchAddResultSchema.parse(
      (await batch(cart.id, { rows: [{ code: kit.upc, quantity: 1 }] })).json(),
    );
    expect(result.rows).toMatchObject([{ status: 'rejected', error: 'unknown-item' }]);
    expect(result.cart.entries).toEqual([]);
  });

  it('applies the site and the limits to an item found by UPC', async () => {
    const cart = await newCart('nlassessments');
    const upc = notInNl.items.find((i) => i.upc)!.upc;
    const res = await t.call({
      method: 'POST',
      path: `/carts/${cart.id}/entries/batch`,
      site: 'nlassessments',
      payload: { acceptUpc: true, rows: [{ code: upc, quantity: 1 }] },
    });
    expect(batchAddResultSchema.parse(res.json()).rows).toMatchObject([{ error: 'not-sold-here' }]);
  });
});

describe('concurrency', () => {
  it('20 parallel adds to one cart give the exact total', async () => {
    const cart = await newCart();
    const results = await Promise.all(Array.from({ length: 20 }, () => add(cart.id, rf25.code, 1)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const final = cartSchema.parse((await t.call({ path: `/carts/${cart.id}` })).json());
    expect(final.entries).toHaveLength(1);
    expect(final.entries[0]!.quantity).toBe(20);
  });

  it('parallel adds of different items each get their own entry number', async () => {
    const cart = await newCart();
    const codes = lumen.items.map((i) => i.code);
    await Promise.all(codes.map((code) => add(cart.id, code, 1)));
    const final = cartSchema.parse((await t.call({ path: `/carts/${cart.id}` })).json());
    expect(final.entries.map((e) => e.entryNumber).sort((a, b) => a - b)).toEqual(codes.map((_, i) => i));
  });
});
