import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog, programByCode } from '@store/catalog';
import { cartSchema, customerCartSchema, problemSchema, type Cart } from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { cartEntries } from '../db/schema.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

/**
 * The signed-in customer's cart and the merge of the anonymous one, against the real identity
 * service (tokens are checked at its userinfo endpoint) and the real database.
 */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const gb = DEMO_CUSTOMERS.find((c) => c.username === 'demo.gb')!;

const catalog = generateCatalog(1);
const lumen = programByCode('A100123')!;
const kit = lumen.items.find((i) => i.kind === 'KIT')!;
const rf25 = lumen.items.find((i) => i.kind === 'RF25')!;
const notInUs = catalog.programs.find((p) => !p.stores.includes('usassessments'))!.items[0]!;

let identity: TestIdentity;
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` });
  for (const customer of [us, gb]) {
    const { cookie } = await signIn(identity, customer.username);
    tokens.set(customer.id, (await tokensFor(identity, cookie)).access_token);
    // A token is the site's only when issued to its client: the British site's is another.
    tokens.set(`${customer.id} uk`, (await tokensFor(identity, cookie, 'storefront-uk')).access_token);
  }
});

afterAll(async () => {
  await t?.close();
  await identity?.close();
});

const restore = (
  userId: string,
  body: unknown,
  {
    site = 'usassessments',
    token = tokens.get(site === 'ukassessments' ? `${userId} uk` : userId),
  }: { token?: string; site?: string } = {},
) =>
  t.call({
    method: 'POST',
    path: `/users/${userId}/carts/current`,
    site,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

async function restored(userId: string, body?: unknown, site = 'usassessments') {
  const res = await restore(userId, body, { site });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return customerCartSchema.parse(res.json());
}

async function anonymousCart(lines: [string, number][], site = 'usassessments'): Promise<Cart> {
  const created = cartSchema.parse((await t.call({ method: 'POST', path: '/carts', site })).json());
  let cart = created;
  for (const [itemCode, quantity] of lines) {
    const res = await t.call({
      method: 'POST',
      path: `/carts/${created.id}/entries`,
      site,
      payload: { itemCode, quantity },
    });
    expect(res.statusCode).toBe(200);
    cart = cartSchema.parse(res.json());
  }
  return cart;
}

const quantities = (cart: Cart) => Object.fromEntries(cart.entries.map((e) => [e.itemCode, e.quantity]));

describe('POST /users/{userId}/carts/current', () => {
  it('needs the customer’s own token', async () => {
    const anonymous = await restore(us.id, undefined, { token: '' });
    expect(anonymous.statusCode).toBe(401);
    expect(problemSchema.parse(anonymous.json()).detail).toMatch(/Bearer/);
    const foreign = await restore(us.id, undefined, { token: tokens.get(gb.id) });
    expect(foreign.statusCode).toBe(403);
    const revoked = await restore(us.id, undefined, { token: 'not-a-token' });
    expect(revoked.statusCode).toBe(401);
  });

  it('refuses a body that is not a cart id, naming the field', async () => {
    const res = await restore(us.id, { anonymousCartId: 'cart-1' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(problemSchema.parse(res.json()))).toContain('anonymousCartId');
  });

  it('creates the customer’s cart once per site and answers the same one after', async () => {
    const first = await restored(gb.id, undefined, 'ukassessments');
    expect(first).toMatchObject({
      merged: false,
      adjustments: [],
      cart: { siteId: 'ukassessments', currency: 'GBP' },
    });
    const again = await restored(gb.id, {}, 'ukassessments');
    expect(again.cart.id).toBe(first.cart.id);
    const elsewhere = await restored(gb.id, undefined, 'usassessments');
    expect(elsewhere.cart.id).not.toBe(first.cart.id);
    expect(elsewhere.cart.currency).toBe('USD');
  });

  it('adds the anonymous cart to the customer’s, deletes it, and merges it only once', async () => {
    const before = await anonymousCart([[kit.code, 1]]);
    await restored(us.id, { anonymousCartId: before.id });
    const own = await restored(us.id);
    expect(quantities(own.cart)[kit.code]).toBeGreaterThanOrEqual(1);
    const kitBefore = quantities(own.cart)[kit.code]!;

    const anonymous = await anonymousCart([
      [kit.code, 1],
      [rf25.code, 2],
    ]);
    const result = await restored(us.id, { anonymousCartId: anonymous.id });
    expect(result.merged).toBe(true);
    expect(result.cart.id).toBe(own.cart.id);
    expect(quantities(result.cart)).toMatchObject({ [kit.code]: kitBefore + 1, [rf25.code]: 2 });
    expect((await t.call({ path: `/carts/${anonymous.id}` })).statusCode).toBe(404);

    const repeated = await restored(us.id, { anonymousCartId: anonymous.id });
    expect(repeated.merged).toBe(false);
    expect(quantities(repeated.cart)).toEqual(quantities(result.cart));
  });

  it('cuts a sum over the maximum to the maximum and leaves out what the site no longer sells, saying so', async () => {
    const own = (await restored(us.id)).cart;
    const held = quantities(own)[rf25.code] ?? 0;
    const anonymous = await anonymousCart([[rf25.code, rf25.maxOrderQuantity]]);
    // An entry the catalogue stopped selling here after it was added (the API would refuse it now).
    await t.database.db
      .insert(cartEntries)
      .values({ cartId: anonymous.id, entryNumber: 7, itemCode: notInUs.code, quantity: 1 });

    const result = await restored(us.id, { anonymousCartId: anonymous.id });
    expect(quantities(result.cart)[rf25.code]).toBe(rf25.maxOrderQuantity);
    expect(quantities(result.cart)[notInUs.code]).toBeUndefined();
    expect(result.adjustments).toEqual([
      {
        itemCode: rf25.code,
        requested: held + rf25.maxOrderQuantity,
        kept: rf25.maxOrderQuantity,
        reason: 'above-maximum',
      },
      { itemCode: notInUs.code, requested: 1, kept: 0, reason: 'not-sold-here' },
    ]);
  });

  it('never merges another customer’s cart or an anonymous cart of another site', async () => {
    const gbCart = (await restored(gb.id, undefined, 'usassessments')).cart;
    const otherSite = await anonymousCart([[kit.code, 1]], 'caassessments');
    const before = quantities((await restored(us.id)).cart);

    for (const anonymousCartId of [gbCart.id, otherSite.id]) {
      const result = await restored(us.id, { anonymousCartId });
      expect(result.merged).toBe(false);
      expect(quantities(result.cart)).toEqual(before);
    }
    expect((await t.call({ path: `/carts/${otherSite.id}`, site: 'caassessments' })).statusCode).toBe(200);
    const gbToken = { authorization: `Bearer ${tokens.get(gb.id)}` };
    expect((await t.call({ path: `/carts/${gbCart.id}`, headers: gbToken })).statusCode).toBe(200);
  });

  it('merges once when two tabs sign in with the same anonymous cart at the same time', async () => {
    const before = quantities((await restored(us.id)).cart)[kit.code] ?? 0;
    const anonymous = await anonymousCart([[kit.code, 1]]);
    const results = await Promise.all([
      restored(us.id, { anonymousCartId: anonymous.id }),
      restored(us.id, { anonymousCartId: anonymous.id }),
    ]);
    expect(results.filter((r) => r.merged)).toHaveLength(1);
    expect(quantities((await restored(us.id)).cart)[kit.code]).toBe(before + 1);
  });
});

describe('a customer’s cart by id (ADR 16)', () => {
  const bearer = (userId: string) => ({ authorization: `Bearer ${tokens.get(userId)}` });

  it('answers only to its customer’s token: without one, or with another’s, it is no cart at all', async () => {
    const own = (await restored(us.id)).cart;
    const before = quantities(own);
    const attempts = [
      { method: 'GET' as const, path: `/carts/${own.id}` },
      {
        method: 'POST' as const,
        path: `/carts/${own.id}/entries`,
        payload: { itemCode: kit.code, quantity: 1 },
      },
      {
        method: 'POST' as const,
        path: `/carts/${own.id}/entries/batch`,
        payload: { rows: [{ code: kit.code, quantity: 1 }] },
      },
      { method: 'PATCH' as const, path: `/carts/${own.id}/entries/0`, payload: { quantity: 2 } },
      { method: 'DELETE' as const, path: `/carts/${own.id}/entries/0` },
    ];
    for (const headers of [{}, bearer(gb.id)]) {
      for (const attempt of attempts) {
        const res = await t.call({ ...attempt, headers });
        expect(res.statusCode, `${attempt.method} ${attempt.path}`).toBe(404);
        expect(problemSchema.parse(res.json()).detail).toMatch(/access token/);
      }
    }
    expect(quantities((await restored(us.id)).cart)).toEqual(before);

    const read = await t.call({ path: `/carts/${own.id}`, headers: bearer(us.id) });
    expect(read.statusCode).toBe(200);
    const added = await t.call({
      method: 'POST',
      path: `/carts/${own.id}/entries`,
      headers: bearer(us.id),
      payload: { itemCode: kit.code, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    expect(quantities(cartSchema.parse(added.json()))[kit.code]).toBe((before[kit.code] ?? 0) + 1);
  });

  it('refuses a token that is not valid rather than treating the call as anonymous', async () => {
    const anonymous = await anonymousCart([[kit.code, 1]]);
    const res = await t.call({
      path: `/carts/${anonymous.id}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets a signed-in customer still reach an anonymous cart by its id', async () => {
    const anonymous = await anonymousCart([[kit.code, 1]]);
    const res = await t.call({ path: `/carts/${anonymous.id}`, headers: bearer(us.id) });
    expect(res.statusCode).toBe(200);
    expect(cartSchema.parse(res.json()).id).toBe(anonymous.id);
  });
});
