import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAssistedSession, submitStaffCode, submitStaffPassword } from './staff-realm.ts';

vi.mock('../../config/server-env.ts', () => ({
  serverSystemUrls: () => ({ identity: 'http://identity.test/am' }),
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sent = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), body: JSON.parse(String(init?.body)) as unknown, headers: init?.headers };
};

const FIRST_STEP = {
  authId: 'step-1',
  callbacks: [
    {
      type: 'NameCallback',
      output: [{ name: 'prompt', value: 'User Name' }],
      input: [{ name: 'IDToken1', value: '' }],
    },
    {
      type: 'PasswordCallback',
      output: [{ name: 'prompt', value: 'Password' }],
      input: [{ name: 'IDToken2', value: '' }],
    },
  ],
};

describe('the staff realm, spoken by the store server', () => {
  it('answers the StaffLogin tree’s first step with the username and password', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, FIRST_STEP))
      .mockResolvedValueOnce(json(200, { authId: 'step-2', callbacks: [] }));
    expect(await submitStaffPassword('ops.support', 'secret')).toEqual({ kind: 'step', authId: 'step-2' });
    expect(sent(0).url).toBe(
      'http://identity.test/am/json/realms/root/realms/staff/authenticate?authIndexType=service&authIndexValue=StaffLogin',
    );
    expect(sent(1).body).toMatchObject({
      authId: 'step-1',
      callbacks: [
        { input: [{ name: 'IDToken1', value: 'ops.support' }] },
        { input: [{ name: 'IDToken2', value: 'secret' }] },
      ],
    });
  });

  it('tells a wrong code, a throttle and an outage apart', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 401, reason: 'Unauthorized', message: 'Login failure' }))
      .mockResolvedValueOnce(json(429, {}))
      .mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await submitStaffCode('step-2', '123456')).toEqual({ kind: 'refused', reason: 'wrong' });
    expect(await submitStaffCode('step-2', '123456')).toEqual({ kind: 'refused', reason: 'throttled' });
    expect(await submitStaffCode('step-2', '123456')).toEqual({ kind: 'unavailable' });
  });

  it('starts an assisted session with the staff token, for the origin the browser uses', async () => {
    const session = {
      tokenId: 'am-session',
      userId: '8d2f1c3e-0a4b-4c5d-9e6f-000000000001',
      customerName: 'Avery Johnson',
    };
    fetchMock.mockResolvedValueOnce(json(201, session));
    expect(
      await startAssistedSession('staff-token', session.userId, { proto: 'https', host: 'shop.example.com' }),
    ).toEqual({ kind: 'started', session });
    expect(sent(0).headers).toMatchObject({
      authorization: 'Bearer staff-token',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example.com',
    });
    fetchMock.mockResolvedValueOnce(json(403, { code: 403 }));
    expect(await startAssistedSession('staff-token', session.userId, { proto: 'http', host: 'h' })).toEqual({
      kind: 'refused',
      status: 403,
    });
  });
});
