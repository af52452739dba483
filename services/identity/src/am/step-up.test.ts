import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_CONDITION_ADVICE } from '@store/contracts/identity';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../users/demo-customers.ts';
import {
  answer,
  authenticate,
  PATHS,
  signIn,
  startIdentity,
  type AmStep,
  type TestIdentity,
} from '../test-support.ts';

/** Step-up: a service's transaction, the StepUp tree through composite_advice, one retried call. */

/** The platform key services send; the transaction API refuses anyone without it. */
const SERVICE_KEY = 'step-up-test-platform-key-0123';
const service = { 'x-api-key': SERVICE_KEY };

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: SERVICE_KEY });
}, 60_000);
afterAll(() => identity.close());

const customer = DEMO_CUSTOMERS[0]!;
const other = DEMO_CUSTOMERS[1]!;

async function createTransaction(userId: string) {
  const response = await fetch(identity.url(PATHS.transactions), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...service },
    body: JSON.stringify({ userId, description: 'Place an order over the approval limit' }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** As the SDK's HttpClient builds it from the advices of a 401. */
function adviceQuery(transactionId: string) {
  return {
    authIndexType: 'composite_advice',
    authIndexValue: `<Advices><AttributeValuePair><Attribute name="${TRANSACTION_CONDITION_ADVICE}"/><Value>${transactionId}</Value></AttributeValuePair></Advices>`,
  };
}

const consume = (id: string, userId: string) =>
  fetch(`${identity.url(PATHS.transactions)}/${id}?_action=consume`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...service },
    body: JSON.stringify({ userId }),
  });

describe('step-up', () => {
  it('creates a transaction whose advice the SDK can read from WWW-Authenticate', async () => {
    const { status, json } = await createTransaction(customer.id);
    expect(status).toBe(201);
    expect(json.advices).toEqual({ [TRANSACTION_CONDITION_ADVICE]: [json.id] });
    const header = String(json.wwwAuthenticate);
    // The SDK splits on commas, takes the part with "advices" and base64-decodes the quoted value.
    const part = header.split(',').find((p) => p.includes('advices'))!;
    expect(JSON.parse(atob(/"(\S+)"/.exec(part)![1]!))).toEqual(json.advices);
  });

  it('completes the transaction through the StepUp tree, keeps the session, and lets one call through', async () => {
    const { cookie, json: signedIn } = await signIn(identity, customer.username);
    const { json: transaction } = await createTransaction(customer.id);
    const id = String(transaction.id);
    expect((await consume(id, customer.id)).status).toBe(409);

    const first = await authenticate(identity, {
      query: adviceQuery(id),
      cookie,
      headers: { 'content-type': '' },
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      stage: 'StepUpPassword',
      description: 'Place an order over the approval limit',
      callbacks: [{ type: 'PasswordCallback' }, { type: 'ConfirmationCallback' }],
    });
    // The SDK answers later steps with no tree in the query: the authId alone finds the step.
    const done = await authenticate(identity, {
      cookie,
      body: answer(first.json as unknown as AmStep, { 0: DEMO_PASSWORD, 1: 0 }),
    });
    expect(done.status).toBe(200);
    expect(done.json.tokenId).toBe(signedIn.tokenId);

    expect((await consume(id, other.id)).status).toBe(409);
    const consumed = await consume(id, customer.id);
    expect(consumed.status).toBe(200);
    expect(await consumed.json()).toEqual({ id, status: 'consumed' });
    expect((await consume(id, customer.id)).status).toBe(409);
  });

  it("refuses step-up without a session, for another customer's transaction, or an unknown one", async () => {
    const { json: transaction } = await createTransaction(customer.id);
    const id = String(transaction.id);
    expect((await authenticate(identity, { query: adviceQuery(id) })).status).toBe(401);
    const { cookie: otherCookie } = await signIn(identity, other.username);
    expect((await authenticate(identity, { query: adviceQuery(id), cookie: otherCookie })).status).toBe(401);
    const unknown = await authenticate(identity, {
      query: adviceQuery('00000000-0000-4000-8000-000000000000'),
      cookie: otherCookie,
    });
    expect(unknown.status).toBe(401);
  });

  it('leaves the transaction pending after a wrong password or a cancel', async () => {
    const { cookie } = await signIn(identity, customer.username);
    const { json: transaction } = await createTransaction(customer.id);
    const id = String(transaction.id);
    for (const values of [
      { 0: 'Wrong-password1', 1: 0 },
      { 0: DEMO_PASSWORD, 1: 1 },
    ]) {
      const first = await authenticate(identity, { query: adviceQuery(id), cookie });
      const result = await authenticate(identity, {
        cookie,
        body: answer(first.json as unknown as AmStep, values),
      });
      expect(result.status).toBe(401);
    }
    const state = await fetch(`${identity.url(PATHS.transactions)}/${id}`, { headers: service });
    expect(await state.json()).toMatchObject({ id, status: 'pending', userId: customer.id });
  });

  it('answers bad transaction calls with 4xx', async () => {
    const responses = await Promise.all([
      fetch(identity.url(PATHS.transactions), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...service },
        body: '{}',
      }),
      fetch(identity.url(PATHS.transactions), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...service },
        body: JSON.stringify({ userId: '00000000-0000-4000-8000-000000000000' }),
      }),
      fetch(`${identity.url(PATHS.transactions)}/not-a-uuid`, { headers: service }),
      fetch(`${identity.url(PATHS.transactions)}/00000000-0000-4000-8000-000000000000?_action=drop`, {
        method: 'POST',
        headers: service,
      }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([400, 404, 400, 400]);
  });
});

describe('the transaction API', () => {
  it('answers only services that send the platform key', async () => {
    const { json: transaction } = await createTransaction(customer.id);
    const id = String(transaction.id);
    const outsiders: Record<string, string>[] = [
      {},
      { 'x-api-key': 'not-the-platform-key' },
      { 'x-api-key': '' },
    ];
    for (const headers of outsiders) {
      const created = await fetch(identity.url(PATHS.transactions), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ userId: customer.id }),
      });
      expect(created.status).toBe(401);
      expect(((await created.json()) as { message: string }).message).toMatch(/x-api-key/);
      const read = await fetch(`${identity.url(PATHS.transactions)}/${id}`, { headers });
      expect(read.status).toBe(401);
      const consumed = await fetch(`${identity.url(PATHS.transactions)}/${id}?_action=consume`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ userId: customer.id }),
      });
      expect(consumed.status).toBe(401);
    }
    const state = await fetch(`${identity.url(PATHS.transactions)}/${id}`, { headers: service });
    expect(await state.json()).toMatchObject({ id, status: 'pending' });
  });

  it('is closed when the identity server has no platform key to check against', async () => {
    const keyless = await startIdentity();
    try {
      const response = await fetch(keyless.url(PATHS.transactions), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...service },
        body: JSON.stringify({ userId: customer.id }),
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toMatch(/COMMERCE_API_KEY/);
    } finally {
      await keyless.close();
    }
  });
});
