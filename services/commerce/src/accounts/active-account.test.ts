import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programByCode } from '@store/catalog';
import { cartSchema, customerCartSchema, problemSchema, type Cart } from '@store/contracts/commerce';
import { activeAccountSwitchedSchema } from '@store/contracts/commerce-accounts';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { customers, organisationMembers, organisations } from '../db/schema.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

/**
 * Switching the active account (docs/organisations.md) against the real identity service and
 * database: the cart lines move both ways with the ORGANIZATION and PERSONAL notices, a repeated
 * switch changes nothing, an organisation the customer is not a member of is 404, the customer's
 * current cart follows the switch, and the notice is dismissed.
 */

const customer = (username: string) => DEMO_CUSTOMERS.find((c) => c.username === username)!;
const us = customer('demo.us');
const gb = customer('demo.gb');
const lumen = programByCode('A100123')!;
const kit = lumen.items.find((i) => i.kind === 'KIT')!;
const rf25 = lumen.items.find((i) => i.kind === 'RF25')!;

const SCHOOL = { id: randomUUID(), accountNumber: 'ORG-TEST-ACCT-1', name: 'Lakeside School District' };
const CLINIC = { id: randomUUID(), accountNumber: 'ORG-TEST-ACCT-2', name: 'Harbour Clinic' };

let identity: TestIdentity;
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` });
  for (const c of [us, gb]) {
    const { cookie } = await signIn(identity, c.username);
    tokens.set(c.id, (await tokensFor(identity, cookie)).access_token);
  }
  const { db } = t.database;
  for (const org of [SCHOOL, CLINIC])
    await db.insert(organisations).values({ ...org, siteId: 'usassessments' });
  await db.insert(organisationMembers).values([
    { organisationId: SCHOOL.id, userId: us.id, roles: ['purchaser'] },
    { organisationId: CLINIC.id, userId: gb.id, roles: ['purchaser'] },
  ]);
});

afterAll(async () => {
  await t?.close();
  await identity?.close();
});

const bearer = (userId: string) => ({ authorization: `Bearer ${tokens.get(userId)}` });

const switchTo = (userId: string, body: Record<string, unknown>) =>
  t.call({ method: 'PUT', path: `/users/${userId}/active-account`, headers: bearer(userId), payload: body });

async function switched(userId: string, body: Record<string, unknown>) {
  const res = await switchTo(userId, body);
  expect(res.statusCode, res.body).toBe(200);
  return activeAccountSwitchedSchema.parse(res.json());
}

async function currentCart(userId: string): Promise<Cart> {
  const res = await t.call({
    method: 'POST',
    path: `/users/${userId}/carts/current`,
    headers: bearer(userId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return customerCartSchema.parse(res.json()).cart;
}

async function add(userId: string, cartId: string, itemCode: string, quantity: number) {
  const res = await t.call({
    method: 'POST',
    path: `/carts/${cartId}/entries`,
    headers: bearer(userId),
    payload: { itemCode, quantity },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const quantities = (cart: Cart) => Object.fromEntries(cart.entries.map((e) => [e.itemCode, e.quantity]));

describe('PUT /users/{userId}/active-account', () => {
  it('moves the personal cart into the organisation’s with an ORGANIZATION notice, and back with PERSONAL', async () => {
    const personal = await currentCart(us.id);
    expect(personal.account).toBeUndefined();
    await add(us.id, personal.id, kit.code, 2);
    await add(us.id, personal.id, rf25.code, 1);

    const toSchool = await switched(us.id, { organisationId: SCHOOL.id, cartId: personal.id });
    expect(toSchool.switched).toBe(true);
    expect(toSchool.activeAccount).toEqual({
      organisationId: SCHOOL.id,
      name: SCHOOL.name,
      accountNumber: SCHOOL.accountNumber,
    });
    expect(toSchool.cart.id).not.toBe(personal.id);
    expect(toSchool.cart.account).toEqual({ organisationId: SCHOOL.id, name: SCHOOL.name });
    expect(quantities(toSchool.cart)).toEqual({ [kit.code]: 2, [rf25.code]: 1 });
    expect(toSchool.cart.mergeNotice).toEqual({
      kind: 'ORGANIZATION',
      from: `${us.givenName} ${us.familyName}`,
      to: SCHOOL.name,
      lines: 2,
      items: 3,
      adjustments: [],
    });

    // The cart the customer's own token reads is the organisation's now, and the personal one is empty.
    const current = await currentCart(us.id);
    expect(current.id).toBe(toSchool.cart.id);
    expect(current.mergeNotice?.kind).toBe('ORGANIZATION');
    const left = await t.call({ path: `/carts/${personal.id}`, headers: bearer(us.id) });
    expect(cartSchema.parse(left.json()).entries).toEqual([]);

    await add(us.id, personal.id, kit.code, 1);
    const back = await switched(us.id, { organisationId: null });
    expect(back.cart.id).toBe(personal.id);
    expect(back.activeAccount).toEqual({ organisationId: null, name: `${us.givenName} ${us.familyName}` });
    expect(back.cart.account).toBeUndefined();
    expect(quantities(back.cart)).toEqual({ [kit.code]: 3, [rf25.code]: 1 });
    expect(back.cart.mergeNotice).toMatchObject({
      kind: 'PERSONAL',
      from: SCHOOL.name,
      to: `${us.givenName} ${us.familyName}`,
      lines: 2,
      items: 3,
    });
    // The next switch cleared the organisation cart's notice.
    const school = await t.call({ path: `/carts/${toSchool.cart.id}`, headers: bearer(us.id) });
    expect(cartSchema.parse(school.json())).not.toHaveProperty('mergeNotice');
  });

  it('cuts a sum over the item’s maximum and reports it', async () => {
    const personal = await currentCart(us.id);
    const toSchool = await switched(us.id, { organisationId: SCHOOL.id });
    const moved = quantities(toSchool.cart)[kit.code] ?? 0;
    expect(moved).toBeGreaterThan(0);
    // The personal cart, no longer the active one, is still the customer's to fill.
    await add(us.id, personal.id, kit.code, kit.maxOrderQuantity);
    const back = await switched(us.id, { organisationId: null });
    expect(back.cart.id).toBe(personal.id);
    expect(quantities(back.cart)[kit.code]).toBe(kit.maxOrderQuantity);
    expect(back.cart.mergeNotice?.adjustments).toEqual([
      {
        itemCode: kit.code,
        requested: kit.maxOrderQuantity + moved,
        kept: kit.maxOrderQuantity,
        reason: 'above-maximum',
      },
    ]);
  });

  it('changes nothing when the account is already the active one, and moves nothing from an empty cart', async () => {
    const before = await currentCart(us.id);
    const again = await switched(us.id, { organisationId: null });
    expect(again.switched).toBe(false);
    expect(again.cart.id).toBe(before.id);
    expect(again.cart.mergeNotice).toEqual(before.mergeNotice);
    expect(quantities(again.cart)).toEqual(quantities(before));

    for (const entry of before.entries) {
      const removed = await t.call({
        method: 'DELETE',
        path: `/carts/${before.id}/entries/${entry.entryNumber}`,
        headers: bearer(us.id),
      });
      expect(removed.statusCode).toBe(200);
    }
    const toSchool = await switched(us.id, { organisationId: SCHOOL.id });
    expect(toSchool.switched).toBe(true);
    expect(toSchool.cart.entries).toEqual([]);
    expect(toSchool.cart).not.toHaveProperty('mergeNotice');
    await switched(us.id, { organisationId: null });
  });

  it('moves the lines of an anonymous cart the browser still holds, and deletes it', async () => {
    const created = await t.call({ method: 'POST', path: '/carts' });
    const anonymous = cartSchema.parse(created.json());
    await add(us.id, anonymous.id, rf25.code, 2);
    const toSchool = await switched(us.id, { organisationId: SCHOOL.id, cartId: anonymous.id });
    expect(quantities(toSchool.cart)[rf25.code]).toBe(2);
    expect(toSchool.cart.mergeNotice).toMatchObject({ kind: 'ORGANIZATION', lines: 1, items: 2 });
    expect((await t.call({ path: `/carts/${anonymous.id}` })).statusCode).toBe(404);
    const back = await switched(us.id, { organisationId: null });
    expect(quantities(back.cart)[rf25.code]).toBe(2);
  });

  it('is 404 for an organisation the customer is not a member of, and changes nothing', async () => {
    const before = await currentCart(us.id);
    for (const organisationId of [CLINIC.id, randomUUID()]) {
      const res = await switchTo(us.id, { organisationId });
      expect(res.statusCode).toBe(404);
      expect(problemSchema.parse(res.json()).detail).toMatch(/belong to/);
    }
    const [row] = await t.database.db
      .select({ active: customers.activeOrganisationId })
      .from(customers)
      .where(eq(customers.id, us.id));
    expect(row?.active).toBeNull();
    expect((await currentCart(us.id)).id).toBe(before.id);
  });

  it('needs the customer’s own token and a well-formed body', async () => {
    const foreign = await t.call({
      method: 'PUT',
      path: `/users/${us.id}/active-account`,
      headers: bearer(gb.id),
      payload: { organisationId: null },
    });
    expect(foreign.statusCode).toBe(403);
    const bad = await switchTo(us.id, { organisationId: 'school' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(problemSchema.parse(bad.json()))).toContain('organisationId');
  });
});

describe('DELETE /carts/{cartId}/merge-notice', () => {
  it('dismisses the notice for the cart’s customer only', async () => {
    const personal = await currentCart(gb.id);
    await add(gb.id, personal.id, kit.code, 1);
    const toClinic = await switched(gb.id, { organisationId: CLINIC.id });
    expect(toClinic.cart.mergeNotice?.kind).toBe('ORGANIZATION');

    const path = `/carts/${toClinic.cart.id}/merge-notice`;
    const foreign = await t.call({ method: 'DELETE', path, headers: bearer(us.id) });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.call({ method: 'DELETE', path });
    expect(anonymous.statusCode).toBe(401);

    const res = await t.call({ method: 'DELETE', path, headers: bearer(gb.id) });
    expect(res.statusCode, res.body).toBe(200);
    const cart = cartSchema.parse(res.json());
    expect(cart).not.toHaveProperty('mergeNotice');
    expect(cart.account).toEqual({ organisationId: CLINIC.id, name: CLINIC.name });
    expect(quantities(cart)).toEqual({ [kit.code]: 1 });
  });
});
