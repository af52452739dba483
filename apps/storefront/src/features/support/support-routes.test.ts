import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startAssistedSessionRoute } from './assisted-session.route.ts';
import { customerSearchRoute } from './customer-search.route.ts';
import { supportCodeRoute, supportPasswordRoute, supportSignOutRoute } from './support-sign-in.route.ts';

const { realm, searchCustomers } = vi.hoisted(() => ({
  realm: {
    submitStaffPassword: vi.fn(),
    submitStaffCode: vi.fn(),
    validateStaffToken: vi.fn(),
    startAssistedSession: vi.fn(),
    endStaffSession: vi.fn(),
  },
  searchCustomers: vi.fn(),
}));
vi.mock('../../clients/identity/staff-realm.ts', () => realm);
vi.mock('../../clients/commerce/operator-customers.ts', () => ({ searchCustomers }));
vi.mock('../../clients/logger.ts', () => ({ logger: { error: vi.fn() } }));

const STORE = 'http://store.test';
const USER_ID = '8d2f1c3e-0a4b-4c5d-9e6f-000000000001';
const AGENT = {
  valid: true,
  uid: '5b1f0c3e-0a4b-4c5d-9e6f-000000000009',
  realm: '/staff',
  username: 'ops.support',
  name: 'Sam Support',
  email: 'ops.support@example.com',
  roles: ['support-agent'],
  expiresAt: '2026-11-24T20:00:00.000Z',
};

function request(path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Request {
  return new Request(`${STORE}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      host: 'store.test',
      origin: STORE,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

const setCookies = (response: Response) => response.headers.getSetCookie();

beforeEach(() => {
  for (const mock of [...Object.values(realm), searchCustomers]) mock.mockReset();
});

describe('support sign-in routes', () => {
  it('keeps the pending step in a strict HttpOnly cookie after the password, never in the answer', async () => {
    realm.submitStaffPassword.mockResolvedValue({ kind: 'step', authId: 'pending-step' });
    const response = await supportPasswordRoute(
      request('/api/support/session/password', { body: { username: 'ops.support', password: 'pw' } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ next: 'code' });
    expect(setCookies(response)).toEqual([
      'store_staff_login=pending-step; Path=/; HttpOnly; SameSite=Strict; Max-Age=300',
    ]);
  });

  it('answers each refusal with its own status', async () => {
    const statuses = [];
    for (const outcome of [
      { kind: 'refused', reason: 'wrong' },
      { kind: 'refused', reason: 'throttled' },
      { kind: 'refused', reason: 'expired' },
      { kind: 'unavailable' },
    ]) {
      realm.submitStaffPassword.mockResolvedValueOnce(outcome);
      statuses.push(
        (
          await supportPasswordRoute(
            request('/api/support/session/password', { body: { username: 'a', password: 'b' } }),
          )
        ).status,
      );
    }
    expect(statuses).toEqual([401, 429, 409, 503]);
  });

  it('refuses other sites and bad input before asking the identity service', async () => {
    const foreign = await supportPasswordRoute(
      request('/api/support/session/password', {
        body: { username: 'a', password: 'b' },
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      }),
    );
    const empty = await supportPasswordRoute(
      request('/api/support/session/password', { body: { username: ' ', password: '' } }),
    );
    const noStep = await supportCodeRoute(request('/api/support/session/code', { body: { code: '123456' } }));
    expect([foreign.status, empty.status, noStep.status]).toEqual([403, 400, 409]);
    expect(realm.submitStaffPassword).not.toHaveBeenCalled();
    expect(realm.submitStaffCode).not.toHaveBeenCalled();
  });

  it('keeps the staff token of a support agent in store_staff once the code is right', async () => {
    realm.submitStaffCode.mockResolvedValue({ kind: 'signed-in', tokenId: 'staff-token' });
    realm.validateStaffToken.mockResolvedValue(AGENT);
    const response = await supportCodeRoute(
      request('/api/support/session/code', {
        body: { code: '123456' },
        headers: { cookie: 'store_staff_login=pending-step', 'x-forwarded-proto': 'https' },
      }),
    );
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).not.toContain('staff-token');
    expect(realm.submitStaffCode).toHaveBeenCalledWith('pending-step', '123456');
    expect(setCookies(response)).toEqual([
      'store_staff_login=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Secure',
      'store_staff=staff-token; Path=/; HttpOnly; SameSite=Strict; Max-Age=28800; Secure',
    ]);
  });

  it('refuses a member without support-agent or administrator and ends their session', async () => {
    realm.submitStaffCode.mockResolvedValue({ kind: 'signed-in', tokenId: 'finance-token' });
    realm.validateStaffToken.mockResolvedValue({ ...AGENT, roles: ['finance'] });
    const response = await supportCodeRoute(
      request('/api/support/session/code', {
        body: { code: '123456' },
        headers: { cookie: 'store_staff_login=pending-step' },
      }),
    );
    expect(response.status).toBe(403);
    expect(setCookies(response).some((cookie) => cookie.startsWith('store_staff='))).toBe(false);
    expect(realm.endStaffSession).toHaveBeenCalledWith('finance-token');
  });

  it('takes a wrong code as a wrong code', async () => {
    realm.submitStaffCode.mockResolvedValue({ kind: 'step', authId: 'again' });
    const response = await supportCodeRoute(
      request('/api/support/session/code', {
        body: { code: '000000' },
        headers: { cookie: 'store_staff_login=pending-step' },
      }),
    );
    expect(response.status).toBe(401);
  });
});

describe('support sign-out route', () => {
  it('ends the staff session and clears its cookie, for this store’s pages only', async () => {
    const foreign = await supportSignOutRoute(
      request('/api/support/session/logout', {
        body: {},
        headers: {
          cookie: 'store_staff=staff-token',
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
      }),
    );
    expect(foreign.status).toBe(403);
    expect(realm.endStaffSession).not.toHaveBeenCalled();

    const response = await supportSignOutRoute(
      request('/api/support/session/logout', { body: {}, headers: { cookie: 'store_staff=staff-token' } }),
    );
    expect(response.status).toBe(204);
    expect(realm.endStaffSession).toHaveBeenCalledWith('staff-token');
    expect(setCookies(response)).toEqual(['store_staff=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0']);
  });
});

describe('customer search route', () => {
  it('searches with the staff token and answers name, email and country only', async () => {
    searchCustomers.mockResolvedValue({
      kind: 'found',
      list: {
        data: [
          {
            id: USER_ID,
            name: 'Avery Johnson',
            email: 'demo.us@example.com',
            registrationCountry: 'US',
            createdAt: '2026-01-01T00:00:00.000Z',
            orders: 3,
          },
        ],
        total: 1,
      },
    });
    const response = await customerSearchRoute(
      request('/api/support/customers?q=%20avery%20', { headers: { cookie: 'store_staff=staff-token' } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      customers: [{ id: USER_ID, name: 'Avery Johnson', email: 'demo.us@example.com', country: 'US' }],
    });
    expect(searchCustomers).toHaveBeenCalledWith('staff-token', 'avery');
  });

  it('needs the staff cookie and a query of two characters or more', async () => {
    const noCookie = await customerSearchRoute(request('/api/support/customers?q=avery'));
    const short = await customerSearchRoute(
      request('/api/support/customers?q=a', { headers: { cookie: 'store_staff=staff-token' } }),
    );
    searchCustomers.mockResolvedValue({ kind: 'refused', status: 401 });
    const ended = await customerSearchRoute(
      request('/api/support/customers?q=avery', { headers: { cookie: 'store_staff=old' } }),
    );
    expect([noCookie.status, short.status, ended.status]).toEqual([401, 400, 401]);
  });
});

describe('assisted session route', () => {
  const start = (body: unknown, headers: Record<string, string> = {}) =>
    startAssistedSessionRoute(
      request('/api/support/assisted-sessions', {
        body,
        headers: {
          cookie: 'store_staff=staff-token',
          'x-forwarded-host': 'shop.test',
          origin: 'http://shop.test',
          ...headers,
        },
      }),
    );

  it('sets the customer session cookie as identity does and sends the agent to the section', async () => {
    realm.startAssistedSession.mockResolvedValue({
      kind: 'started',
      session: { tokenId: 'customer-session', userId: USER_ID, customerName: 'Avery Johnson' },
    });
    const response = await start({ locale: 'fr-ca', userId: USER_ID, section: 'orders' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ goto: '/fr-ca/my-account/orders' });
    expect(setCookies(response)).toEqual([
      'iPlanetDirectoryPro=customer-session; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(realm.startAssistedSession).toHaveBeenCalledWith('staff-token', USER_ID, {
      proto: 'http',
      host: 'shop.test',
    });
  });

  it('opens the account without a section', async () => {
    realm.startAssistedSession.mockResolvedValue({
      kind: 'started',
      session: { tokenId: 'customer-session', userId: USER_ID, customerName: 'Avery Johnson' },
    });
    expect(await (await start({ locale: 'zh-sg', userId: USER_ID })).json()).toEqual({
      goto: '/zh-sg/my-account',
    });
  });

  it('refuses other sites, missing staff sessions and bad input before asking identity', async () => {
    const foreign = await start(
      { locale: 'en-us', userId: USER_ID },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    const noStaff = await start({ locale: 'en-us', userId: USER_ID }, { cookie: '' });
    const badUser = await start({ locale: 'en-us', userId: 'nobody' });
    const badSection = await start({ locale: 'en-us', userId: USER_ID, section: '../admin' });
    expect([foreign.status, noStaff.status, badUser.status, badSection.status]).toEqual([403, 401, 400, 400]);
    expect(realm.startAssistedSession).not.toHaveBeenCalled();
  });

  it('passes the identity service’s refusals on, and sets no cookie', async () => {
    realm.startAssistedSession.mockResolvedValue({ kind: 'refused', status: 404 });
    const response = await start({ locale: 'en-us', userId: USER_ID });
    expect(response.status).toBe(404);
    expect(setCookies(response)).toEqual([]);
  });
});
