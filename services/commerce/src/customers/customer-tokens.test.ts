import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityPaths } from '@store/contracts/identity';
import { CustomerTokens, IdentityUnavailableError } from './customer-tokens.ts';

/** The userinfo lookup against a stand-in provider that counts its calls. */

const USER_ID = '8d2f1c3e-0a4b-4c5d-9e6f-0000000000aa';
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
]);
const calls: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
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
    const first = await tokens.resolve('good');
    expect(first).toEqual({
      kind: 'customer',
      claims: { userId: USER_ID, givenName: 'Ada', familyName: 'Lovelace', email: 'ada@example.com' },
    });
    await tokens.resolve('good');
    expect(callsFor('good')).toBe(1);
    expect(calls[0]).toBe(`/am${identityPaths().userInfo} good`);

    tokens.forget('good');
    await tokens.resolve('good');
    expect(callsFor('good')).toBe(2);
    now += 30_001;
    await tokens.resolve('good');
    expect(callsFor('good')).toBe(3);
  });

  it('never keeps a refusal, so a token is judged afresh on each call', async () => {
    const tokens = new CustomerTokens({ identityBaseUrl: base });
    expect(await tokens.resolve('revoked')).toMatchObject({ kind: 'invalid' });
    expect(await tokens.resolve('revoked')).toMatchObject({ kind: 'invalid' });
    expect(callsFor('revoked')).toBe(2);
    expect(await tokens.resolve('no-scope')).toEqual({
      kind: 'invalid',
      reason: expect.stringMatching(/user_id scope/),
    });
  });

  it('drops the oldest entry past its size', async () => {
    const tokens = new CustomerTokens({ identityBaseUrl: base, cacheSize: 1 });
    await tokens.resolve('other');
    await tokens.resolve('good');
    await tokens.resolve('other');
    expect(callsFor('other')).toBe(2);
  });

  it('says the provider is unavailable on a 5xx, a timeout or a closed port', async () => {
    const tokens = new CustomerTokens({ identityBaseUrl: base, timeoutMs: 200 });
    await expect(tokens.resolve('broken')).rejects.toThrow(/answered 500/);
    await expect(tokens.resolve('slow')).rejects.toThrow(/did not answer within 0.2 s/);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new CustomerTokens({ identityBaseUrl: `http://127.0.0.1:${port}/am` });
    await expect(unreachable.resolve('good')).rejects.toBeInstanceOf(IdentityUnavailableError);
  });
});
