import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { accountSummarySchema } from '@store/contracts/commerce-account-summary';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { customers, orders, organisationMembers, organisations } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/** The my-account overview's figures, for demo customers signed in through the real identity service. */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const gb = DEMO_CUSTOMERS.find((c) => c.username === 'demo.gb')!;
const nl = DEMO_CUSTOMERS.find((c) => c.username === 'demo.nl')!;

let identity: TestIdentity;
let t: TestApp;

beforeAll(async () => {
  identity = await startIdentity();
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` });
});

afterAll(async () => {
  await t?.close();
  await identity?.close();
});

async function summaryOf(username: string, userId: string, clientId: string, site: string) {
  const { cookie } = await signIn(identity, username);
  const token = (await tokensFor(identity, cookie, clientId)).access_token;
  return t.call({
    path: `/users/${userId}/account-summary`,
    site,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('GET /users/{userId}/account-summary', () => {
  it('counts the orders under way and names the levels held with their expiry', async () => {
    const res = await summaryOf(us.username, us.id, 'storefront-us', 'usassessments');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const summary = accountSummarySchema.parse(res.json());
    const underWay = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, us.id),
          eq(orders.siteId, 'usassessments'),
          notInArray(orders.status, ['delivered', 'cancelled']),
        ),
      );
    expect(underWay.length).toBeGreaterThan(0);
    expect(summary.openOrders).toBe(underWay.length);
    expect(summary.qualification).toMatchObject({ standing: 'approved', levels: ['C'], pending: 0 });
    expect(summary.qualification.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says a qualification waits for review, and that none was ever given', async () => {
    const pending = accountSummarySchema.parse(
      (await summaryOf(gb.username, gb.id, 'storefront-uk', 'ukassessments')).json(),
    );
    expect(pending.qualification).toEqual({ standing: 'pending', levels: [], pending: 1 });
    const none = accountSummarySchema.parse(
      (await summaryOf(nl.username, nl.id, 'storefront-nl', 'nlassessments')).json(),
    );
    expect(none.qualification).toEqual({ standing: 'none', levels: [], pending: 0 });
  });

  it('names the organisation the customer buys for, only while they belong to it', async () => {
    const db = t.database.db;
    const id = randomUUID();
    await db.insert(organisations).values({
      id,
      accountNumber: `ORG-TEST-${id.slice(0, 6)}`,
      siteId: 'usassessments',
      name: 'Summary Test District',
    });
    await db.update(customers).set({ activeOrganisationId: id }).where(eq(customers.id, us.id));
    const outsider = accountSummarySchema.parse(
      (await summaryOf(us.username, us.id, 'storefront-us', 'usassessments')).json(),
    );
    expect(outsider.activeOrganisation).toBeUndefined();

    await db.insert(organisationMembers).values({ organisationId: id, userId: us.id, roles: ['purchaser'] });
    const member = accountSummarySchema.parse(
      (await summaryOf(us.username, us.id, 'storefront-us', 'usassessments')).json(),
    );
    expect(member.activeOrganisation).toEqual({
      id,
      name: 'Summary Test District',
      accountNumber: `ORG-TEST-${id.slice(0, 6)}`,
    });
    await db.update(customers).set({ activeOrganisationId: null }).where(eq(customers.id, us.id));
    await db.delete(organisations).where(eq(organisations.id, id));
  });

  it('answers only the token’s own customer', async () => {
    const { cookie } = await signIn(identity, us.username);
    const token = (await tokensFor(identity, cookie, 'storefront-us')).access_token;
    const res = await t.call({
      path: `/users/${gb.id}/account-summary`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.call({ path: `/users/${us.id}/account-summary` });
    expect(anonymous.statusCode).toBe(401);
  });
});
