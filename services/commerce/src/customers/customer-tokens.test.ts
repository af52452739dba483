import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityPaths } from '@store/contracts/identity';
import { CustomerTokens, IdentityUnavailableError } from './customer-tokens.ts';

/** The userinfo lookup against a stand-in provider that counts its calls. */

const USER_ID = '8d2f1c3e-0a4b-4c5d-9e6f-0000000000aa';
const STAFF_ID = '5a7e3b10-6c2d-4e8f-9a1b-000000000002';
const answers = new Map<string, { status: number; body: unknown }>([
  [
    'good',
    {
      status: 200,
      body: { user_id: USER_ID, given_name: 'Ada', family_name: 'Lovelace', email: 'ada@example.com' },
    },
  ],
  ['other', { status: 200, body: { user_id: '8d2f1c3e-0a4b-4c5d-9e6f-0000000000bb' } }],
  ['no-scope', { status: 200, body: { sub: USER_ID } }],
  ['broken', { status: 500, body: {} }],
  ['canadian', { status: 200, body: { user_id: USER_ID } }],
  ['assisted', { status: 200, body: { user_id: USER_ID, act: { sub: STAFF_ID, name: 'Sam Rivera' } } }],
  ['bad-actor', { status: 200, body: { user_id: USER_ID, act: { sub: 'not-a-uuid', name: 'Sam Rivera' } } }],
]);
/** The client each token was issued to, as introspection tells it. */
const clients = new Map([
  ['good', 'storefront-us'],
  ['other', 'storefront-us'],
  ['no-scope', 'storefront-us'],
  ['canadian', 'storefront-ca'],
  ['assisted', 'storefront-us'],
  ['bad-actor', 'storefront-us'],
]);
const US = { siteId: 'usassessments', clientId: 'storefront-us' };
const calls: string[] = [];
const introspected: string[] = [];
let server: Server;
let base: string;

function introspect(form: URLSearchParams): { active: boolean; client_id?: string } {
  const token = form.get('token') ?? '';
  introspected.push(`${form.get('client_id')} ${token}`);
  const client = clients.get(token);
  return client === form.get('client_id') ? { active: true, client_id: client } : { active: false };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.endsWith(identityPaths().introspect)) {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(introspect(new URLSearchParams(body))));
      });
      return;
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    calls.push(`${request.url} ${token}`);
    if (token === 'slow') return;
    const answer = answers.get(token) ?? { status: 401, body: { error: 'invalid_token' } };
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/am`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const callsFor = (token: string) => calls.filter((c) => c.endsWith(` ${token}`)).length;

describe('CustomerTokens', () => {
  it('asks the realm’s userinfo path and keeps a positive answer until it expires or is forgotten', async () => {
    let now = 1_000;
    const tokens = new CustomerTokens({ identityBaseUrl: base, cacheMs: 30_000, now: () => now });
    expect(tokens.userInfoUrl).toBe(`${base}${identityPaths().userInfo}`);
    const first = await tokens.resolve('good', US);
    expect(first).toEqual({
      kind: 'customer',
      claims: { userId: USER_ID, givenName: 'Ada', familyName: 'Lovelace', email: 'ada@example.com' },
    });
    await tokens.resolve('good', US);
    expect(callsFor('good')).toBe(1);
    expect(calls[0]).toBe(`/am${identityPaths().userInfo} good`);

    tokens.forget('good');
    await tokens.resolve('good', US);
    expect(callsFor('good')).toBe(2);
    now += 30_001;
    await tokens.resolve('good', US);
    expect(callsFor('good')).toBe(3);
  });

  it('never keeps a refusal, so a token is judged afresh on each call', async () => {
    const tokens = new CustomerTokens({ identityBaseUrl: base });
    expect(await tokens.resolve('revoked', US)).toMatchObject({ kind: 'invalid' });
    expect(await tokens.resolve('revoked', US)).toMatchObject({ kind: 'invalid' });
    expect(callsFor('revoked')).toBe(2);
    expect(await tokens.resolve('no-scope', US)).toEqual({
      kind: 'invalid',
      reason: expect.stringMatching(/user_id scope/),
    });
  });

  it('reads the act claim of a token issued in an assisted session, and refuses a malformed one', async () => {
    const tokens = new CustomerTokens({ identityBaseUrl: base });
    expect(await tokens.resolve('assisted', US)).toEqual({
      kind: 'customer',
      claims: { userId: USER_ID, actor: { sub: STAFF_ID, name: 'Sam Rivera' } },
    });
    await expect(tokens.resolve('bad-actor', US)).rejects.toThrow(/act claim/);
  });

  it('asks as the site’s client, and refuses a token issued to another site’s client', async () => {
    const tokens = new CustomerTokens({ identityBaseUrl: base });
    expect(tokens.introspectionUrl).toBe(`${base}${identityPaths().introspect}`);
    expect(await tokens.resolve('canadian', US)).toEqual({
      kind: 'invalid',
      reason: expect.stringMatching(/another store’s sign-in, not to site usassessments/),
    });
    expect(introspected).toContain('storefront-us canadian');
    const canada = { siteId: 'caassessments', clientId: 'storefront-ca' };
    expect(await tokens.resolve('canadian', canada)).toMatchObject({ kind: 'customer' });
    // A kept answer is the site's own: another site asks again, and is refused.
    expect(await tokens.resolve('canadian', US)).toMatchObject({ kind: 'invalid' });
  });

  it('forgets a user’s tokens when identity announces a revocation, even one asked for meanwhile', async () => {
    const tokens = new CustomerTokens({ identityBaseUrl: base });
    await tokens.resolve('good', US);
    await tokens.resolve('other', US);
    const before = { good: callsFor('good'), other: callsFor('other') };
    tokens.forgetUser(USER_ID);
    await tokens.resolve('good', US);
    await tokens.resolve('other', US);
    expect(callsFor('good')).toBe(before.good + 1);
    expect(callsFor('other')).toBe(before.other);

    tokens.forgetUser(USER_ID);
    const asking = tokens.resolve('good', US);
    tokens.forgetUser(USER_ID);
    expect(await asking).toMatchObject({ kind: 'customer' });
    await tokens.resolve('good', US);
    expect(callsFor('good')).toBe(before.good + 3);
  });

  it('drops the oldest entry past its size', async () => {
    const tokens = new CustomerTokens({ identityBaseUrl: base, cacheSize: 1 });
    const before = callsFor('other');
    await tokens.resolve('other', US);
    await tokens.resolve('good', US);
    await tokens.resolve('other', US);
    expect(callsFor('other')).toBe(before + 2);
  });

  it('says the provider is unavailable on a 5xx, a timeout or a closed port', async () => {
    const tokens = new CustomerTokens({ identityBaseUrl: base, timeoutMs: 200 });
    await expect(tokens.resolve('broken', US)).rejects.toThrow(/answered 500/);
    await expect(tokens.resolve('slow', US)).rejects.toThrow(/did not answer within 0.2 s/);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new CustomerTokens({ identityBaseUrl: `http://127.0.0.1:${port}/am` });
    await expect(unreachable.resolve('good', US)).rejects.toBeInstanceOf(IdentityUnavailableError);
  });
});
