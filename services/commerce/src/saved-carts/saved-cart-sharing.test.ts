import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { programByCode } from '@store/catalog';
import { customerCartSchema, problemSchema } from '@store/contracts/commerce';
import {
  savedCartListSchema,
  savedCartRestoreResultSchema,
  savedCartSchema,
} from '@store/contracts/commerce-saved-carts';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { organisationMembers, organisations } from '../db/schema.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

/**
 * Sharing a saved cart with an organisation (docs/saved-carts.md), against the real identity
 * service and database: the owner shares with their own organisation only; its members list, open,
 * restore and duplicate it but may not rename, delete or share it; anyone else reads it as unknown.
 */

const customer = (username: string) => DEMO_CUSTOMERS.find((c) => c.username === username)!;
const us = customer('demo.us');
const gb = customer('demo.gb');
const ca = customer('demo.ca');
const kit = programByCode('A100123')!.items.find((i) => i.kind === 'KIT')!;

const SCHOOL = { id: randomUUID(), accountNumber: 'ORG-TEST-SHARE-1', name: 'Lakeside School District' };
const CLINIC = { id: randomUUID(), accountNumber: 'ORG-TEST-SHARE-2', name: 'Harbour Clinic' };

let identity: TestIdentity;
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` });
  for (const c of [us, gb, ca]) {
    const { cookie } = await signIn(identity, c.username);
    tokens.set(c.id, (await tokensFor(identity, cookie)).access_token);
  }
  const { db } = t.database;
  for (const org of [SCHOOL, CLINIC])
    await db.insert(organisations).values({ ...org, siteId: 'usassessments' });
  await db.insert(organisationMembers).values([
    { organisationId: SCHOOL.id, userId: us.id, roles: ['purchaser'] },
    { organisationId: SCHOOL.id, userId: gb.id, roles: ['qualified-user'] },
    { organisationId: CLINIC.id, userId: ca.id, roles: ['purchaser'] },
  ]);
});

afterAll(async () => {
  await t?.close();
  await identity?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  userId: string,
  path: string,
  payload?: Record<string, unknown>,
) =>
  t.call({
    method,
    path: `/users/${userId}${path}`,
    headers: { authorization: `Bearer ${tokens.get(userId)}` },
    ...(payload === undefined ? {} : { payload }),
  });

async function ok<T extends z.ZodType>(
  res: Awaited<ReturnType<typeof call>>,
  status: number,
  schema: T,
): Promise<z.infer<T>> {
  expect(res.statusCode, res.body).toBe(status);
  return schema.parse(res.json());
}

async function cartOf(userId: string) {
  return (await ok(await call('POST', userId, '/carts/current'), 200, customerCartSchema)).cart;
}

async function savedBy(userId: string, name: string) {
  const cart = await cartOf(userId);
  const added = await t.call({
    method: 'POST',
    path: `/carts/${cart.id}/entries`,
    headers: { authorization: `Bearer ${tokens.get(userId)}` },
    payload: { itemCode: kit.code, quantity: 2 },
  });
  expect(added.statusCode).toBe(200);
  return ok(await call('POST', userId, '/saved-carts', { cartId: cart.id, name }), 201, savedCartSchema);
}

const share = (userId: string, id: string, organisationId: string | null) =>
  call('PUT', userId, `/saved-carts/${id}/sharing`, { organisationId });

const OWNER = `${us.givenName} ${us.familyName}`;

describe('PUT /users/{userId}/saved-carts/{savedCartId}/sharing', () => {
  it('shares with the owner’s own organisation only', async () => {
    const mine = await savedBy(us.id, 'School kits');
    expect(mine.owner).toEqual({ name: OWNER, mine: true });
    expect(mine).not.toHaveProperty('sharedWith');

    for (const organisationId of [CLINIC.id, randomUUID()]) {
      const refused = await share(us.id, mine.id, organisationId);
      expect(refused.statusCode).toBe(404);
      expect(problemSchema.parse(refused.json()).detail).toMatch(/belong to/);
    }
    const shared = await ok(await share(us.id, mine.id, SCHOOL.id), 200, savedCartSchema);
    expect(shared.sharedWith).toEqual({ organisationId: SCHOOL.id, name: SCHOOL.name });

    const stopped = await ok(await share(us.id, mine.id, null), 200, savedCartSchema);
    expect(stopped).not.toHaveProperty('sharedWith');
    expect((await call('GET', gb.id, `/saved-carts/${mine.id}`)).statusCode).toBe(404);
  });

  it('lets the organisation’s members list, open, restore, duplicate it, and nothing more', async () => {
    const mine = await savedBy(us.id, 'Shared term kits');
    await ok(await share(us.id, mine.id, SCHOOL.id), 200, savedCartSchema);

    const { savedCarts: list } = await ok(await call('GET', gb.id, '/saved-carts'), 200, savedCartListSchema);
    expect(list.find((s) => s.id === mine.id)).toMatchObject({
      owner: { name: OWNER, mine: false },
      sharedWith: { organisationId: SCHOOL.id, name: SCHOOL.name },
    });
    const opened = await ok(await call('GET', gb.id, `/saved-carts/${mine.id}`), 200, savedCartSchema);
    expect(opened.lines).toHaveLength(1);

    const cart = await cartOf(gb.id);
    const restored = await ok(
      await call('POST', gb.id, `/saved-carts/${mine.id}/restorations`, { cartId: cart.id, mode: 'replace' }),
      200,
      savedCartRestoreResultSchema,
    );
    expect(restored.cart.entries.map((e) => [e.itemCode, e.quantity])).toEqual(
      opened.lines.map((l) => [l.itemCode, l.quantity]),
    );

    const copy = await ok(
      await call('POST', gb.id, `/saved-carts/${mine.id}/duplicates`, { name: 'My copy' }),
      201,
      savedCartSchema,
    );
    expect(copy.owner).toEqual({ name: `${gb.givenName} ${gb.familyName}`, mine: true });
    expect(copy).not.toHaveProperty('sharedWith');

    for (const [method, path, body, verb] of [
      ['PATCH', `/saved-carts/${mine.id}`, { name: 'Taken over' }, 'rename'],
      ['DELETE', `/saved-carts/${mine.id}`, undefined, 'delete'],
      ['PUT', `/saved-carts/${mine.id}/sharing`, { organisationId: null }, 'share'],
    ] as const) {
      const refused = await call(method, gb.id, path, body);
      expect(refused.statusCode, path).toBe(403);
      expect(problemSchema.parse(refused.json()).detail).toBe(
        `Only the saved cart's owner, ${OWNER}, may ${verb} it; duplicate it to have a copy of your own.`,
      );
      expect(refused.json()).toMatchObject({ savedCartProblem: 'not-owner' });
    }
    const still = await ok(await call('GET', us.id, `/saved-carts/${mine.id}`), 200, savedCartSchema);
    expect(still.name).toBe('Shared term kits');
    expect(still.sharedWith?.organisationId).toBe(SCHOOL.id);
  });

  it('reads as unknown to a customer outside the organisation', async () => {
    const mine = await savedBy(us.id, 'Not for the clinic');
    await ok(await share(us.id, mine.id, SCHOOL.id), 200, savedCartSchema);
    const { savedCarts: list } = await ok(await call('GET', ca.id, '/saved-carts'), 200, savedCartListSchema);
    expect(list.map((s) => s.id)).not.toContain(mine.id);
    expect((await call('GET', ca.id, `/saved-carts/${mine.id}`)).statusCode).toBe(404);
    expect((await call('POST', ca.id, `/saved-carts/${mine.id}/duplicates`, {})).statusCode).toBe(404);
    expect((await share(ca.id, mine.id, CLINIC.id)).statusCode).toBe(404);
  });
});
