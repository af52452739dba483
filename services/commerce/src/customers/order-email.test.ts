import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderEmailSchema } from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { TRANSACTION_CONDITION_ADVICE } from '@store/contracts/identity';
import {
  answer,
  authenticate,
  DEMO_PASSWORD,
  signIn,
  startIdentity,
  tokensFor,
  type AmStep,
  type TestIdentity,
} from '@store/identity-service/test-support';
import { customers } from '../db/schema.ts';
import { ORDER_EMAIL_STEP_UP } from './customer-routes.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { StepUp } from './step-up.ts';

/**
 * The order confirmation email, a call that needs step-up (requirements §4): against the real identity
 * service, whose transaction API commerce reaches with the platform key, and the real database.
 */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const nl = DEMO_CUSTOMERS.find((c) => c.username === 'demo.nl')!;

let identity: TestIdentity;
let t: TestApp;

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` });
});

afterAll(async () => {
  await t?.close();
  await identity?.close();
});

interface Customer {
  cookie: string;
  token: string;
  id: string;
}

async function signedIn(username: string, id: string, clientId = 'storefront-us'): Promise<Customer> {
  const { cookie } = await signIn(identity, username);
  expect(cookie).not.toBe('');
  return { cookie, id, token: (await tokensFor(identity, cookie, clientId)).access_token };
}

const path = (userId: string) => `/users/${userId}/order-email`;

const put = (
  customer: Customer,
  payload: unknown,
  headers: Record<string, string> = {},
  userId = customer.id,
) =>
  t.call({
    method: 'PUT',
    path: path(userId),
    headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const read = (customer: Customer) =>
  t.call({ path: path(customer.id), headers: { authorization: `Bearer ${customer.token}` } });

/** The transaction id of a challenge, read as the SDK reads it (base64 JSON in the advices part). */
function challengedTransaction(header: string | undefined): string {
  const part = String(header)
    .split(',')
    .find((p) => p.includes('advices'));
  const advices = JSON.parse(atob(/"(\S+)"/.exec(part ?? '')![1]!)) as Record<string, string[]>;
  return advices[TRANSACTION_CONDITION_ADVICE]![0]!;
}

/** Runs the StepUp tree for the transaction as the SDK does (composite_advice, then the authId alone). */
async function stepUp(customer: Customer, transactionId: string, password = DEMO_PASSWORD) {
  const first = await authenticate(identity, {
    cookie: customer.cookie,
    query: {
      authIndexType: 'composite_advice',
      authIndexValue: `<Advices><AttributeValuePair><Attribute name="${TRANSACTION_CONDITION_ADVICE}"/><Value>${transactionId}</Value></AttributeValuePair></Advices>`,
    },
  });
  expect(first.status).toBe(200);
  expect(first.json.description).toBe(ORDER_EMAIL_STEP_UP);
  const done = await authenticate(identity, {
    cookie: customer.cookie,
    body: answer(first.json as unknown as AmStep, { 0: password, 1: 0 }),
  });
  return done.status;
}

async function storedOrderEmail(id: string) {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
  return row?.orderEmail;
}

describe('GET /users/{userId}/order-email', () => {
  it('is the sign-in email until the customer sets one, for the token’s own customer only', async () => {
    const customer = await signedIn(nl.username, nl.id, 'storefront-nl');
    const res = await t.call({
      path: path(nl.id),
      site: 'nlassessments',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(orderEmailSchema.parse(res.json())).toEqual({ email: nl.email, usesSignInEmail: true });

    const other = await t.call({
      path: path(us.id),
      site: 'nlassessments',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(other.statusCode).toBe(403);
    expect((await t.call({ path: path(nl.id), site: 'nlassessments' })).statusCode).toBe(401);
  });
});

describe('PUT /users/{userId}/order-email', () => {
  it('asks for step-up, writes the change with the completed transaction, and refuses its replay', async () => {
    const customer = await signedIn(us.username, us.id);

    const challenged = await put(customer, { email: ' orders@clinic.example ' });
    expect(challenged.statusCode).toBe(401);
    expect(challenged.headers['content-type']).toMatch(/problem\+json/);
    expect(challenged.headers['www-authenticate']).toMatch(/^SSOADVICE realm="\/alpha",advices="/);
    expect(challenged.json().detail).toMatch(/confirm it is you/);
    expect(await storedOrderEmail(us.id)).toBeNull();
    const transactionId = challengedTransaction(challenged.headers['www-authenticate'] as string);

    // Retried before the tree is completed: still a challenge, with a new transaction.
    const early = await put(customer, { email: 'orders@clinic.example' }, { 'x-txid': transactionId });
    expect(early.statusCode).toBe(401);
    expect(challengedTransaction(early.headers['www-authenticate'] as string)).not.toBe(transactionId);

    expect(await stepUp(customer, transactionId)).toBe(200);
    const saved = await put(customer, { email: ' orders@clinic.example ' }, { 'x-txid': transactionId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: 'orders@clinic.example', usesSignInEmail: false });
    expect((await read(customer)).json()).toEqual({ email: 'orders@clinic.example', usesSignInEmail: false });

    const replayed = await put(customer, { email: 'someone-else@evil.example' }, { 'x-txid': transactionId });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().detail).toMatch(/already used/);
    const fresh = challengedTransaction(replayed.headers['www-authenticate'] as string);
    expect(fresh).not.toBe(transactionId);
    expect(await storedOrderEmail(us.id)).toBe('orders@clinic.example');
  });

  it('leaves the address alone after a wrong password in the step-up', async () => {
    const customer = await signedIn(us.username, us.id);
    const before = await storedOrderEmail(us.id);
    const challenged = await put(customer, { email: 'wrong-password@clinic.example' });
    const transactionId = challengedTransaction(challenged.headers['www-authenticate'] as string);
    expect(await stepUp(customer, transactionId, 'Not-the-password1')).toBe(401);
    const retried = await put(
      customer,
      { email: 'wrong-password@clinic.example' },
      { 'x-txid': transactionId },
    );
    expect(retried.statusCode).toBe(401);
    expect(await storedOrderEmail(us.id)).toBe(before);
  });

  it('does not let one customer’s completed transaction through for another', async () => {
    const owner = await signedIn(nl.username, nl.id);
    const thief = await signedIn(us.username, us.id);
    const challenged = await put(owner, { email: 'owner@clinic.example' });
    const transactionId = challengedTransaction(challenged.headers['www-authenticate'] as string);
    expect(await stepUp(owner, transactionId)).toBe(200);

    const stolen = await put(thief, { email: 'thief@evil.example' }, { 'x-txid': transactionId });
    expect(stolen.statusCode).toBe(401);
    expect(await storedOrderEmail(us.id)).not.toBe('thief@evil.example');
    // Still the owner's to use.
    const own = await put(owner, { email: 'owner@clinic.example' }, { 'x-txid': transactionId });
    expect(own.statusCode).toBe(200);
  });

  it('answers bad input with a 4xx a person can act on, before any step-up', async () => {
    const customer = await signedIn(us.username, us.id);
    const cases: { name: string; status: number; send: () => ReturnType<typeof put>; detail?: RegExp }[] = [
      {
        name: 'malformed JSON',
        status: 400,
        send: () => put(customer, '{"email": '),
        detail: /not valid JSON/,
      },
      {
        name: 'unknown field',
        status: 400,
        send: () => put(customer, { email: 'a@clinic.example', primary: true }),
        detail: /Unrecognized key/,
      },
      {
        name: 'not an email',
        status: 400,
        send: () => put(customer, { email: 'orders' }),
        detail: /email address/,
      },
      {
        name: 'too long',
        status: 400,
        send: () => put(customer, { email: `${'a'.repeat(250)}@clinic.example` }),
        detail: /at most 254/,
      },
      { name: 'no email', status: 400, send: () => put(customer, {}) },
      {
        name: 'another customer’s id',
        status: 403,
        send: () => put(customer, { email: 'a@clinic.example' }, {}, nl.id),
      },
      {
        name: 'a malformed x-txid',
        status: 400,
        send: () => put(customer, { email: 'a@clinic.example' }, { 'x-txid': 'not-a-transaction' }),
        detail: /x-txid/,
      },
      {
        name: 'an unknown x-txid',
        status: 401,
        send: () =>
          put(customer, { email: 'a@clinic.example' }, { 'x-txid': '00000000-0000-4000-8000-000000000000' }),
      },
      {
        name: 'a body that is not JSON',
        status: 415,
        send: () =>
          t.call({
            method: 'PUT',
            path: path(us.id),
            headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'text/plain' },
            payload: 'a@clinic.example',
          }),
      },
      {
        name: 'no token',
        status: 401,
        send: () =>
          t.call({
            method: 'PUT',
            path: path(us.id),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ email: 'a@clinic.example' }),
          }),
      },
    ];
    const before = await storedOrderEmail(us.id);
    for (const c of cases) {
      const res = await c.send();
      expect(res.statusCode, c.name).toBe(c.status);
      expect(res.headers['content-type'], c.name).toMatch(/problem\+json/);
      if (c.detail) expect(res.json().detail, c.name).toMatch(c.detail);
    }
    expect(await storedOrderEmail(us.id)).toBe(before);
  });

  it('is published with the x-txid header and the challenge', async () => {
    const res = await t.app.inject({ url: '/headless/ecommerce/v2/openapi.json' });
    const operation = res.json().paths['/headless/ecommerce/v2/users/{userId}/order-email'].put as {
      parameters: { name: string }[];
      requestBody: unknown;
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(operation.parameters.map((p) => p.name)).toContain('x-txid');
    expect(operation.responses['401']?.headers).toHaveProperty('WWW-Authenticate');
    expect(JSON.stringify(operation.requestBody)).toContain('"maxLength":254');
  });
});

describe('step-up client', () => {
  it('reports an identity provider that cannot be reached as unavailable, not as a refusal', async () => {
    const offline = new StepUp({
      identityBaseUrl: 'http://127.0.0.1:9/am',
      apiKey: TEST_API_KEY,
      timeoutMs: 2000,
    });
    await expect(offline.challenge(us.id, 'x')).rejects.toThrow(/cannot be reached/);
    await expect(offline.consume(us.id, us.id)).rejects.toThrow(/cannot be reached/);
  });

  it('is refused by identity with another platform key', async () => {
    const stranger = new StepUp({
      identityBaseUrl: `${identity.origin}/am`,
      apiKey: 'some-other-key-0123456789',
    });
    await expect(stranger.challenge(us.id, 'x')).rejects.toThrow(/answered 401/);
  });
});
