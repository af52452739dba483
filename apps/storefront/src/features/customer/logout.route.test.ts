import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem, CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { COMMERCE_LOGOUT_FAILURE } from '../../clients/commerce/logout-failure.ts';
import { logoutRoute } from './logout.route.ts';

const logout = vi.fn();
const error = vi.fn();
vi.mock('../../clients/commerce/server.ts', () => ({ commerce: () => ({ logout }) }));
vi.mock('../../clients/logger.ts', () => ({ logger: { error: (...args: unknown[]) => error(...args) } }));

const STORE = 'http://store.test';

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${STORE}/api/customer/logout`, {
    method: 'POST',
    headers: {
      host: 'store.test',
      origin: STORE,
      'sec-fetch-site': 'same-origin',
      authorization: 'Bearer tok',
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeEach(() => {
  logout.mockReset();
  error.mockReset();
});

describe('logout route', () => {
  it('forwards the bearer token and the logout address to commerce', async () => {
    logout.mockResolvedValue({ redirectUrl: '/en-gb' });
    const response = await logoutRoute(post({ locale: 'en-gb', logoutUrl: '/en-gb' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ redirectUrl: '/en-gb' });
    expect(logout).toHaveBeenCalledWith('en-gb', '/en-gb', 'tok');
  });

  it('refuses calls from other sites, or without Origin', async () => {
    const body = { locale: 'en-gb', logoutUrl: '/en-gb' };
    const statuses = [
      (await logoutRoute(post(body, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })))
        .status,
      (await logoutRoute(post(body, { origin: 'https://evil.example', 'sec-fetch-site': '' }))).status,
      (await logoutRoute(post(body, { 'sec-fetch-site': 'same-site', origin: STORE }))).status,
      (await logoutRoute(post(body, { origin: '' }))).status,
      (await logoutRoute(post(body, { origin: 'null' }))).status,
    ];
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    expect(logout).not.toHaveBeenCalled();
  });

  it('refuses bad input with a message, before calling commerce', async () => {
    const noToken = await logoutRoute(post({ locale: 'en-gb', logoutUrl: '/en-gb' }, { authorization: '' }));
    const notJson = await logoutRoute(post('{'));
    const badLocale = await logoutRoute(post({ locale: 'xx-yy', logoutUrl: '/' }));
    const extra = await logoutRoute(post({ locale: 'en-gb', logoutUrl: '/', value: true, admin: 1 }));
    const huge = await logoutRoute(post({ locale: 'en-gb', logoutUrl: `/${'a'.repeat(5000)}` }));
    expect([noToken.status, notJson.status, badLocale.status, extra.status, huge.status]).toEqual([
      401, 400, 400, 400, 413,
    ]);
    expect((await badLocale.json()).detail).toMatch(/locale/);
    expect(logout).not.toHaveBeenCalled();
  });

  it("passes on commerce's refusal of the address", async () => {
    logout.mockRejectedValue(
      new CommerceProblem({
        type: 'about:blank',
        title: 'Bad',
        status: 400,
        detail: 'The logoutUrl must be a path',
      }),
    );
    const response = await logoutRoute(post({ locale: 'en-gb', logoutUrl: 'https://evil.example/' }));
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toMatch(/logoutUrl/);
  });

  it('logs a commerce failure as "Error during hybris logout" and answers 503', async () => {
    logout.mockRejectedValue(new CommerceUnavailable('down'));
    const response = await logoutRoute(post({ locale: 'en-gb', logoutUrl: '/en-gb' }));
    expect(response.status).toBe(503);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ locale: 'en-gb' }),
      'Error during hybris logout',
    );
    expect(COMMERCE_LOGOUT_FAILURE).toBe('Error during hybris logout');
  });
});
