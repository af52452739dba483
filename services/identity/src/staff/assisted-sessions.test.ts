import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_SESSION_COOKIE, IDENTITY_TREES } from '@store/contracts/identity';
import { ACTOR_CLAIM, assistedSessionSchema, DEMO_STAFF, STAFF_IDENTITY_PATHS } from '@store/contracts/staff';
import { assistedSessions } from '../schema.ts';
import { DEMO_CUSTOMERS } from '../users/demo-customers.ts';
import {
  authenticate,
  PATHS,
  signIn,
  staffSignIn,
  startIdentity,
  tokensFor,
  type TestIdentity,
} from '../test-support.ts';

/** Assisted sessions: a support agent acts for a customer in the customer's own AM session. */

let identity: TestIdentity;
let supportToken: string;
let ordersToken: string;
const support = DEMO_STAFF.find((m) => m.username === 'ops.support')!;
const orders = DEMO_STAFF.find((m) => m.username === 'ops.orders')!;
const customer = DEMO_CUSTOMERS[0]!;

beforeAll(async () => {
  identity = await startIdentity();
  supportToken = await staffSignIn(identity, support.username, { secret: support.totpSecret });
  ordersToken = await staffSignIn(identity, orders.username, { secret: orders.totpSecret });
}, 60_000);
afterAll(() => identity.close());

async function startAssisted(token: string | undefined, body: unknown = { userId: customer.id }) {
  const response = await fetch(identity.url(STAFF_IDENTITY_PATHS.assistedSessions), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const userinfo = async (accessToken: string) =>
  (await (
    await fetch(identity.url(PATHS.userInfo), { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as Record<string, unknown>;

const idTokenClaims = (idToken: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

describe('assisted sessions', () => {
  it('need a valid staff token with the support-agent or administrator role', async () => {
    const none = await startAssisted(undefined);
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({
      code: 401,
      reason: 'Unauthorized',
      message: expect.stringMatching(/staff/),
    });
    expect((await startAssisted('A'.repeat(43))).status).toBe(401);
    const refused = await startAssisted(ordersToken);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      code: 403,
      reason: 'Forbidden',
      message: 'An assisted session needs the role support-agent or administrator.',
    });
  });

  it('need an existing customer and a user id', async () => {
    expect(
      (await startAssisted(supportToken, { userId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
    expect((await startAssisted(supportToken, { userId: 'nobody' })).status).toBe(400);
  });

  it("give the customer's session, whose tokens name the agent, and refuse to change sign-in details", async () => {
    const started = await startAssisted(supportToken);
    expect(started.status).toBe(201);
    const session = assistedSessionSchema.parse(started.json);
    expect(session).toEqual({
      tokenId: expect.any(String),
      userId: customer.id,
      customerName: `${customer.givenName} ${customer.familyName}`,
    });
    const cookie = `${IDENTITY_SESSION_COOKIE}=${session.tokenId}`;

    const tokens = await tokensFor(identity, cookie);
    const actor = { sub: support.id, name: `${support.givenName} ${support.familyName}` };
    expect(await userinfo(tokens.access_token)).toMatchObject({ sub: customer.id, [ACTOR_CLAIM]: actor });
    expect(idTokenClaims(tokens.id_token)).toMatchObject({ sub: customer.id, [ACTOR_CLAIM]: actor });

    for (const tree of [
      IDENTITY_TREES.changePassword,
      IDENTITY_TREES.changeEmail,
      IDENTITY_TREES.stepUp,
      IDENTITY_TREES.registerSecurityKey,
    ]) {
      const refused = await authenticate(identity, { tree, cookie });
      expect(refused.status, tree).toBe(403);
      expect(refused.json.message).toBe(
        "An assisted session cannot change the customer's email, password or security keys.",
      );
    }
    expect((await authenticate(identity, { tree: IDENTITY_TREES.updateProfile, cookie })).status).toBe(200);

    const recorded = await identity.database.db
      .select()
      .from(assistedSessions)
      .where(eq(assistedSessions.userId, customer.id));
    expect(recorded).toEqual([
      expect.objectContaining({ staffId: support.id, userId: customer.id, startedAt: expect.any(Date) }),
    ]);
  });

  it("leave the customer's own sessions without an actor", async () => {
    const own = await signIn(identity, customer.username);
    const tokens = await tokensFor(identity, own.cookie);
    expect(await userinfo(tokens.access_token)).not.toHaveProperty(ACTOR_CLAIM);
    expect(idTokenClaims(tokens.id_token)).not.toHaveProperty(ACTOR_CLAIM);
    expect(
      (await authenticate(identity, { tree: IDENTITY_TREES.changePassword, cookie: own.cookie })).status,
    ).toBe(200);
  });
});
