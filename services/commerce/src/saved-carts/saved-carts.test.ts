import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateCatalog, itemName, programByCode } from '@store/catalog';
import { cartSchema, customerCartSchema, problemSchema } from '@store/contracts/commerce';
import {
  SAVED_CART_MAX_LINES,
  SAVED_CARTS_MAX,
  savedCartImportRejectionSchema,
  savedCartImportResultSchema,
  savedCartListSchema,
  savedCartRestoreResultSchema,
  savedCartSchema,
  type SavedCart,
} from '@store/contracts/commerce-saved-carts';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { savedCartEntries, savedCarts } from '../db/schema.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { DEMO_SAVED_CARTS } from './demo-saved-carts.ts';

/**
 * Saved carts against the real identity service (tokens) and the real database: each operation,
 * another customer's and another site's saved cart, restoring by merge and by replace with each kind
 * of change, importing CSV with bad rows, and the limits.
 */

const customer = (username: string) => DEMO_CUSTOMERS.find((c) => c.username === username)!;
const us = customer('demo.us');
const gb = customer('demo.gb');
const ca = customer('demo.ca');

const catalog = generateCatalog(1);
const lumen = programByCode('A100123')!;
const item = (kind: string) => lumen.items.find((i) => i.kind === kind)!;
const kit = item('KIT');
const rf25 = item('RF25');
const manual = item('MAN');
const notInUs = catalog.programs.find((p) => !p.stores.includes('usassessments'))!.items[0]!;
const outOfStock = catalog.programs
  .filter((p) => p.stores.includes('usassessments'))
  .flatMap((p) => p.items)
  .find((i) => i.stock <= 0)!;
const minimumTwo = programByCode('B200456')!.items.find((i) => i.kind === 'RB25')!;

const SITE_CLIENT: Record<string, string> = {
  usassessments: 'storefront-us',
  ukassessments: 'storefront-uk',
  caassessments: 'storefront-ca',
};

let identity: TestIdentity;
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` });
  for (const c of [us, gb, ca]) {
    const { cookie } = await signIn(identity, c.username);
    for (const [site, client] of Object.entries(SITE_CLIENT)) {
      tokens.set(`${c.id} ${site}`, (await tokensFor(identity, cookie, client)).access_token);
    }
  }
});

afterAll(async () => {
  await t?.close();
  await identity?.close();
});

interface As {
  userId: string;
  site?: string;
  /** Whose token is sent; the path's customer unless given, none with null. */
  tokenOf?: string | null;
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, as: As, payload?: unknown) {
  const site = as.site ?? 'usassessments';
  const tokenOf = as.tokenOf === undefined ? as.userId : as.tokenOf;
  const token = tokenOf === null ? undefined : tokens.get(`${tokenOf} ${site}`);
  return t.call({
    method,
    path: `/users/${as.userId}${path}`,
    site,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

async function ok<T>(
  res: Awaited<ReturnType<typeof call>>,
  status: number,
  schema: { parse(v: unknown): T },
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['cache-control']).toBe('no-store');
  return schema.parse(res.json());
}

/** A refusal, with what a saved-cart refusal adds to the problem. */
const savedCartProblemSchema = problemSchema.extend({
  savedCartProblem: z.string().optional(),
  rejected: z.array(savedCartImportRejectionSchema).optional(),
});

function refused(res: Awaited<ReturnType<typeof call>>, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  return savedCartProblemSchema.parse(res.json());
}

/** The customer's cart on the site, emptied, then holding these lines. */
async function cartWith(userId: string, lines: [string, number][], site = 'usassessments'): Promise<string> {
  const { cart } = await ok(await call('POST', '/carts/current', { userId, site }), 200, customerCartSchema);
  const auth = { authorization: `Bearer ${tokens.get(`${userId} ${site}`)}` };
  for (const entry of cart.entries) {
    const res = await t.call({
      method: 'DELETE',
      path: `/carts/${cart.id}/entries/${entry.entryNumber}`,
      site,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
  }
  for (const [itemCode, quantity] of lines) {
    const res = await t.call({
      method: 'POST',
      path: `/carts/${cart.id}/entries`,
      site,
      headers: auth,
      payload: { itemCode, quantity },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return cart.id;
}

async function readCart(userId: string, cartId: string, site = 'usassessments') {
  const res = await t.call({
    path: `/carts/${cartId}`,
    site,
    headers: { authorization: `Bearer ${tokens.get(`${userId} ${site}`)}` },
  });
  return cartSchema.parse(res.json());
}

async function saved(
  userId: string,
  lines: [string, number][],
  name = 'Term kits',
  site = 'usassessments',
): Promise<SavedCart> {
  const cartId = await cartWith(userId, lines, site);
  return ok(await call('POST', '/saved-carts', { userId, site }, { cartId, name }), 201, savedCartSchema);
}

describe('saving and reading saved carts', () => {
  it('lists the demo customer’s saved carts, most recently changed first, with today’s subtotal', async () => {
    const { savedCarts: list } = await ok(
      await call('GET', '/saved-carts', { userId: us.id }),
      200,
      savedCartListSchema,
    );
    const demo = DEMO_SAVED_CARTS.filter((d) => d.username === 'demo.us');
    expect(list.map((s) => s.name)).toEqual(
      demo.toSorted((a, b) => a.daysAgo - b.daysAgo).map((d) => d.name),
    );
    const autumn = list.find((s) => s.name === 'Autumn term testing kits')!;
    const read = await ok(
      await call('GET', `/saved-carts/${autumn.id}`, { userId: us.id }),
      200,
      savedCartSchema,
    );
    expect(autumn.lineCount).toBe(3);
    expect(autumn.subtotal).toEqual(read.subtotal);
    const sum = read.lines.reduce((total, line) => total + line.unitPrice!.value * line.quantity, 0);
    expect(read.subtotal.value).toBeCloseTo(sum, 2);
  });

  it('saves the customer’s cart with each line’s price now, and leaves the cart as it was', async () => {
    const cartId = await cartWith(us.id, [
      [kit.code, 2],
      [rf25.code, 5],
    ]);
    const res = await call(
      'POST',
      '/saved-carts',
      { userId: us.id },
      { cartId, name: 'Spring clinic', description: 'For the new clinic' },
    );
    const savedCart = await ok(res, 201, savedCartSchema);
    const cart = await readCart(us.id, cartId);
    expect(cart.entries).toHaveLength(2);
    expect(savedCart).toMatchObject({
      name: 'Spring clinic',
      description: 'For the new clinic',
      currency: 'USD',
      lineCount: 2,
      totalItems: 7,
      subtotal: cart.subtotal,
    });
    expect(savedCart.lines).toEqual(
      cart.entries.map((entry, index) => ({
        position: index + 1,
        itemCode: entry.itemCode,
        name: entry.name,
        quantity: entry.quantity,
        savedUnitPrice: entry.unitPrice,
        unitPrice: entry.unitPrice,
        available: true,
      })),
    );
    const { savedCarts: list } = await ok(
      await call('GET', '/saved-carts', { userId: us.id }),
      200,
      savedCartListSchema,
    );
    expect(list[0]?.id).toBe(savedCart.id);
  });

  it('answers a repeat of a save with the same Idempotency-Key with the saved cart the first made', async () => {
    const cartId = await cartWith(us.id, [[kit.code, 1]]);
    const { savedCarts: before } = await ok(
      await call('GET', '/saved-carts', { userId: us.id }),
      200,
      savedCartListSchema,
    );
    const save = (key: string) =>
      t.call({
        method: 'POST',
        path: `/users/${us.id}/saved-carts`,
        site: 'usassessments',
        headers: {
          authorization: `Bearer ${tokens.get(`${us.id} usassessments`)}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        payload: JSON.stringify({ cartId, name: 'Clicked twice' }),
      });
    const [first, second] = await Promise.all([save('save-once-1'), save('save-once-1')]);
    const made = await ok(first, 201, savedCartSchema);
    expect((await ok(second, 201, savedCartSchema)).id).toBe(made.id);
    const other = await ok(await save('save-once-2'), 201, savedCartSchema);
    expect(other.id).not.toBe(made.id);
    const { savedCarts: after } = await ok(
      await call('GET', '/saved-carts', { userId: us.id }),
      200,
      savedCartListSchema,
    );
    expect(after).toHaveLength(before.length + 2);
    refused(await save('not a key \u0000'), 400);
  });

  it('names the lines in the catalogue language of the request’s locale', async () => {
    const savedCart = await saved(ca.id, [[kit.code, 1]], 'Trousses', 'caassessments');
    const path = `/saved-carts/${savedCart.id}?locale=fr-ca`;
    const french = await ok(
      await call('GET', path, { userId: ca.id, site: 'caassessments' }),
      200,
      savedCartSchema,
    );
    expect(french.lines[0]?.name).toBe(itemName(lumen.texts.fr.name, kit.kind, 'fr'));
    const english = await ok(
      await call('GET', `/saved-carts/${savedCart.id}?locale=en-ca`, {
        userId: ca.id,
        site: 'caassessments',
      }),
      200,
      savedCartSchema,
    );
    expect(english.lines[0]?.name).toBe(itemName(lumen.texts.en.name, kit.kind, 'en'));
    expect(english.currency).toBe('CAD');
  });

  it('refuses an empty cart, a cart that is not the customer’s, and calls without the customer’s token', async () => {
    const cartId = await cartWith(us.id, []);
    const empty = refused(await call('POST', '/saved-carts', { userId: us.id }, { cartId, name: 'x' }), 422);
    expect(empty.detail).toBe('Your cart is empty: add something before saving it.');
    expect(empty.savedCartProblem).toBe('empty-cart');

    const theirs = await cartWith(gb.id, [[kit.code, 1]]);
    refused(await call('POST', '/saved-carts', { userId: us.id }, { cartId: theirs, name: 'x' }), 404);
    const anonymous = cartSchema.parse((await t.call({ method: 'POST', path: '/carts' })).json());
    refused(await call('POST', '/saved-carts', { userId: us.id }, { cartId: anonymous.id, name: 'x' }), 404);
    const elsewhere = await cartWith(us.id, [[kit.code, 1]], 'ukassessments');
    refused(await call('POST', '/saved-carts', { userId: us.id }, { cartId: elsewhere, name: 'x' }), 404);

    refused(await call('GET', '/saved-carts', { userId: us.id, tokenOf: null }), 401);
    refused(await call('GET', '/saved-carts', { userId: us.id, tokenOf: gb.id }), 403);
    refused(await call('POST', '/saved-carts', { userId: us.id }, { cartId, name: ' ' }), 400);
  });

  it('answers another customer’s and another site’s saved cart as unknown', async () => {
    const mine = await saved(us.id, [[kit.code, 1]]);
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { name: 'Mine now' }],
      ['POST', '/duplicates', {}],
      ['DELETE', '', undefined],
      ['POST', '/restorations', { cartId: randomUUID(), mode: 'merge' }],
    ] as const) {
      const path = `/saved-carts/${mine.id}${suffix}`;
      refused(await call(method, path, { userId: gb.id }, body), 404);
      refused(await call(method, path, { userId: us.id, site: 'ukassessments' }, body), 404);
    }
    await ok(await call('GET', `/saved-carts/${mine.id}`, { userId: us.id }), 200, savedCartSchema);
    const { savedCarts: theirs } = await ok(
      await call('GET', '/saved-carts', { userId: gb.id }),
      200,
      savedCartListSchema,
    );
    expect(theirs.some((s) => s.id === mine.id)).toBe(false);
  });

  it('marks a line the site no longer sells unavailable and leaves it out of the subtotal', async () => {
    const mine = await saved(us.id, [[kit.code, 1]]);
    await t.database.db
      .insert(savedCartEntries)
      .values({ savedCartId: mine.id, position: 2, itemCode: notInUs.code, quantity: 1, unitPrice: 1000 });
    const read = await ok(
      await call('GET', `/saved-carts/${mine.id}`, { userId: us.id }),
      200,
      savedCartSchema,
    );
    expect(read.lines[1]).toEqual({
      position: 2,
      itemCode: notInUs.code,
      quantity: 1,
      savedUnitPrice: { currency: 'USD', value: 10 },
      available: false,
    });
    expect(read).toMatchObject({ lineCount: 2, totalItems: 2, subtotal: mine.subtotal });
  });
});

describe('renaming, duplicating and deleting', () => {
  it('renames, describes and removes the description', async () => {
    const mine = await saved(us.id, [[kit.code, 1]], 'Old name');
    const path = `/saved-carts/${mine.id}`;
    const renamed = await ok(
      await call('PATCH', path, { userId: us.id }, { name: 'New name', description: 'Why' }),
      200,
      savedCartSchema,
    );
    expect(renamed).toMatchObject({ name: 'New name', description: 'Why', lines: mine.lines });
    expect(renamed.updatedAt >= mine.updatedAt).toBe(true);
    const cleared = await ok(
      await call('PATCH', path, { userId: us.id }, { description: null }),
      200,
      savedCartSchema,
    );
    expect(cleared.name).toBe('New name');
    expect(cleared.description).toBeUndefined();
    refused(await call('PATCH', path, { userId: us.id }, {}), 400);
    refused(await call('PATCH', `/saved-carts/${randomUUID()}`, { userId: us.id }, { name: 'x' }), 404);
  });

  it('duplicates under the given name, or after the original for an API caller that gives none', async () => {
    const mine = await saved(us.id, [
      [kit.code, 1],
      [manual.code, 2],
    ]);
    const path = `/saved-carts/${mine.id}/duplicates`;
    const named = await ok(
      await call('POST', path, { userId: us.id }, { name: 'Copie' }),
      201,
      savedCartSchema,
    );
    expect(named.id).not.toBe(mine.id);
    expect(named).toMatchObject({ name: 'Copie', lines: mine.lines, subtotal: mine.subtotal });
    const unnamed = await ok(await call('POST', path, { userId: us.id }), 201, savedCartSchema);
    expect(unnamed.name).toBe('Term kits (copy)');
    const long = await ok(
      await call('PATCH', `/saved-carts/${mine.id}`, { userId: us.id }, { name: 'n'.repeat(80) }),
      200,
      savedCartSchema,
    );
    const copy = await ok(
      await call('POST', `/saved-carts/${long.id}/duplicates`, { userId: us.id }, {}),
      201,
      savedCartSchema,
    );
    expect(copy.name).toBe(`${'n'.repeat(73)} (copy)`);
  });

  it('deletes, after which the saved cart is unknown', async () => {
    const mine = await saved(us.id, [[kit.code, 1]]);
    const path = `/saved-carts/${mine.id}`;
    expect((await call('DELETE', path, { userId: us.id })).json()).toEqual({ deleted: true });
    refused(await call('GET', path, { userId: us.id }), 404);
    refused(await call('DELETE', path, { userId: us.id }), 404);
  });
});

describe('restoring into the cart', () => {
  /** A saved cart of a kit (its saved price 5.00 under today's), forms, and an item the site does not sell. */
  async function savedWithChanges(userId: string) {
    const mine = await saved(userId, [
      [kit.code, 2],
      [rf25.code, 3],
    ]);
    const minor = Math.round(kit.prices.USD.price * 100) - 500;
    await t.database.db
      .update(savedCartEntries)
      .set({ unitPrice: minor })
      .where(and(eq(savedCartEntries.savedCartId, mine.id), eq(savedCartEntries.itemCode, kit.code)));
    await t.database.db
      .insert(savedCartEntries)
      .values({ savedCartId: mine.id, position: 3, itemCode: notInUs.code, quantity: 1, unitPrice: 1000 });
    return { savedCart: mine, kitWas: minor / 100 };
  }

  const restore = (userId: string, id: string, body: unknown, site?: string) =>
    call('POST', `/saved-carts/${id}/restorations`, { userId, ...(site ? { site } : {}) }, body);

  it('merges: quantities add up, a sum over the maximum is cut, and each change is listed', async () => {
    const { savedCart, kitWas } = await savedWithChanges(us.id);
    const cartId = await cartWith(us.id, [
      [manual.code, 1],
      [rf25.code, 49],
    ]);
    const { cart, changes } = await ok(
      await restore(us.id, savedCart.id, { cartId, mode: 'merge' }),
      200,
      savedCartRestoreResultSchema,
    );
    expect(cart.id).toBe(cartId);
    expect(cart.entries.map((e) => [e.itemCode, e.quantity])).toEqual([
      [manual.code, 1],
      [rf25.code, 50],
      [kit.code, 2],
    ]);
    expect(changes).toEqual([
      { itemCode: kit.code, kind: 'price', from: kitWas, to: kit.prices.USD.price },
      { itemCode: rf25.code, kind: 'quantity', from: 52, to: 50 },
      { itemCode: notInUs.code, kind: 'unavailable' },
    ]);
    expect((await readCart(us.id, cartId)).entries).toEqual(cart.entries);
  });

  it('replaces: the cart holds exactly the saved lines the site still sells', async () => {
    const { savedCart, kitWas } = await savedWithChanges(us.id);
    const cartId = await cartWith(us.id, [
      [manual.code, 1],
      [rf25.code, 49],
    ]);
    const { cart, changes } = await ok(
      await restore(us.id, savedCart.id, { cartId, mode: 'replace' }),
      200,
      savedCartRestoreResultSchema,
    );
    expect(cart.entries.map((e) => [e.itemCode, e.quantity])).toEqual([
      [kit.code, 2],
      [rf25.code, 3],
    ]);
    expect(changes).toEqual([
      { itemCode: kit.code, kind: 'price', from: kitWas, to: kit.prices.USD.price },
      { itemCode: notInUs.code, kind: 'unavailable' },
    ]);
  });

  it('restores a line above the customer’s qualification and says so', async () => {
    const mine = await saved(gb.id, [[kit.code, 1]], 'Assessments', 'ukassessments');
    const cartId = await cartWith(gb.id, [], 'ukassessments');
    const { cart, changes } = await ok(
      await restore(gb.id, mine.id, { cartId, mode: 'replace' }, 'ukassessments'),
      200,
      savedCartRestoreResultSchema,
    );
    expect(cart.entries.map((e) => e.itemCode)).toEqual([kit.code]);
    expect(changes).toEqual([{ itemCode: kit.code, kind: 'qualification' }]);
  });

  it('reports an item out of stock as unavailable and leaves it out', async () => {
    const mine = await saved(us.id, [[kit.code, 1]]);
    await t.database.db
      .insert(savedCartEntries)
      .values({ savedCartId: mine.id, position: 2, itemCode: outOfStock.code, quantity: 1, unitPrice: 100 });
    const cartId = await cartWith(us.id, []);
    const { cart, changes } = await ok(
      await restore(us.id, mine.id, { cartId, mode: 'merge' }),
      200,
      savedCartRestoreResultSchema,
    );
    expect(cart.entries.map((e) => e.itemCode)).toEqual([kit.code]);
    expect(changes).toEqual([{ itemCode: outOfStock.code, kind: 'unavailable' }]);
  });

  it('refuses a cart that is not the customer’s and a mode it does not know', async () => {
    const mine = await saved(us.id, [[kit.code, 1]]);
    const theirs = await cartWith(gb.id, [[manual.code, 1]]);
    refused(await restore(us.id, mine.id, { cartId: theirs, mode: 'merge' }), 404);
    expect((await readCart(gb.id, theirs)).entries).toHaveLength(1);
    refused(await restore(us.id, mine.id, { cartId: theirs, mode: 'append' }), 400);
  });
});

describe('importing CSV', () => {
  const importCsv = (csv: string, userId = us.id, name = 'Imported') =>
    call('POST', '/saved-carts/imports', { userId }, { name, csv });

  it('saves the good rows at today’s prices and lists each bad row with its line and reason', async () => {
    const csv = [
      '\uFEFFcode;quantity',
      `${kit.code.toLowerCase()};2`,
      '',
      `"${rf25.code}";"5"`,
      'Z999999-KIT;1',
      `${notInUs.code};1`,
      `${minimumTwo.code};1`,
      `${manual.code};21`,
      `${manual.code};many`,
      `${kit.code};1`,
      'just-one-field',
      `${outOfStock.code};1`,
    ].join('\r\n');
    const { savedCart, rejected } = await ok(await importCsv(csv), 201, savedCartImportResultSchema);
    expect(savedCart.lines.map((l) => [l.itemCode, l.quantity, l.savedUnitPrice])).toEqual([
      [kit.code, 2, { currency: 'USD', value: kit.prices.USD.price }],
      [rf25.code, 5, { currency: 'USD', value: rf25.prices.USD.tiers[0]!.price }],
    ]);
    expect(rejected.map((r) => [r.row, r.error])).toEqual([
      [5, 'unknown-item'],
      [6, 'not-sold-here'],
      [7, 'below-minimum'],
      [8, 'above-maximum'],
      [9, 'invalid-quantity'],
      [10, 'duplicate'],
      [11, 'malformed-row'],
      [12, 'out-of-stock'],
    ]);
    expect(rejected.every((r) => r.message.length > 0)).toBe(true);
  });

  it('round-trips what the storefront’s export writes', async () => {
    const mine = await saved(us.id, [
      [kit.code, 2],
      [manual.code, 3],
    ]);
    const csv = ['code,quantity', ...mine.lines.map((l) => `${l.itemCode},${l.quantity}`)].join('\n');
    const { savedCart, rejected } = await ok(await importCsv(csv), 201, savedCartImportResultSchema);
    expect(rejected).toEqual([]);
    expect(savedCart.lines.map((l) => [l.itemCode, l.quantity])).toEqual(
      mine.lines.map((l) => [l.itemCode, l.quantity]),
    );
  });

  it('saves nothing when no row is good, and lists the refusals', async () => {
    const before = savedCartListSchema.parse((await call('GET', '/saved-carts', { userId: us.id })).json());
    const problem = refused(await importCsv(`code,quantity\nZ999999-KIT,1\n${kit.code},0\n`), 422);
    expect(problem.savedCartProblem).toBe('no-good-rows');
    expect(problem.errors?.map((e) => e.path)).toEqual(['body.csv.2', 'body.csv.3']);
    expect(problem.rejected?.map((r) => r.error)).toEqual(['unknown-item', 'invalid-quantity']);
    refused(await importCsv('code,quantity\n\n'), 422);
    const after = savedCartListSchema.parse((await call('GET', '/saved-carts', { userId: us.id })).json());
    expect(after.savedCarts).toHaveLength(before.savedCarts.length);
  });
});

describe('limits', () => {
  it(`keeps at most ${SAVED_CART_MAX_LINES} lines in a saved cart`, async () => {
    const codes = catalog.programs
      .filter((p) => p.stores.includes('usassessments'))
      .flatMap((p) => p.items)
      .filter((i) => i.stock > 0 && i.minOrderQuantity === 1)
      .slice(0, SAVED_CART_MAX_LINES + 1)
      .map((i) => `${i.code},1`);
    const problem = refused(
      await call('POST', '/saved-carts/imports', { userId: us.id }, { name: 'Big', csv: codes.join('\n') }),
      422,
    );
    expect(problem).toMatchObject({ savedCartProblem: 'lines-limit', limit: SAVED_CART_MAX_LINES });
  });

  it(`keeps at most ${SAVED_CARTS_MAX} saved carts per customer and site`, async () => {
    const site = 'ukassessments';
    const { savedCarts: existing } = savedCartListSchema.parse(
      (await call('GET', '/saved-carts', { userId: gb.id, site })).json(),
    );
    const now = new Date().toISOString();
    const filler = Array.from({ length: SAVED_CARTS_MAX - existing.length }, (_, i) => ({
      id: randomUUID(),
      userId: gb.id,
      siteId: site,
      currency: 'GBP',
      name: `Filler ${i}`,
      createdAt: now,
      updatedAt: now,
    }));
    await t.database.db.insert(savedCarts).values(filler);
    const cartId = await cartWith(gb.id, [[kit.code, 1]], site);
    const full = refused(
      await call('POST', '/saved-carts', { userId: gb.id, site }, { cartId, name: 'One more' }),
      422,
    );
    expect(full).toMatchObject({ savedCartProblem: 'saved-carts-limit', limit: SAVED_CARTS_MAX });
    expect(full.detail).toContain(String(SAVED_CARTS_MAX));
    const first = filler[0]!.id;
    refused(await call('POST', `/saved-carts/${first}/duplicates`, { userId: gb.id, site }, {}), 422);
    refused(
      await call(
        'POST',
        '/saved-carts/imports',
        { userId: gb.id, site },
        { name: 'x', csv: `${kit.code},1` },
      ),
      422,
    );
    // The limit is per site: the same customer still saves on another store.
    await saved(gb.id, [[kit.code, 1]]);
    await call('DELETE', `/saved-carts/${first}`, { userId: gb.id, site });
    // Room for one: of three saves at once, one is taken.
    const racing = await Promise.all(
      ['One', 'Two', 'Three'].map((name) =>
        call('POST', '/saved-carts', { userId: gb.id, site }, { cartId, name }),
      ),
    );
    expect(racing.map((res) => res.statusCode).toSorted()).toEqual([201, 422, 422]);
  });
});
