import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem, CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { tokenTag } from '../../shell/header/cart-cookies.ts';
import {
  forgetCustomerCartRoute,
  restoreCustomerCartRoute,
  tokenCookieSeconds,
} from './customer-cart.route.ts';

/** The browser's cookie jar as Next's cookies() shows it to a route handler. */
const jar = new Map<string, { value: string; httpOnly?: boolean; maxAge?: number }>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options: { httpOnly?: boolean; maxAge?: number }) =>
      jar.set(name, { value, httpOnly: options.httpOnly, maxAge: options.maxAge }),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers(),
}));

const customerCart = vi.fn();
vi.mock('../../clients/commerce/server.ts', () => ({ commerce: () => ({ customerCart }) }));
vi.mock('../../clients/logger.ts', () => ({ logger: { warn: () => {} } }));

const STORE = 'http://store.test';
const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000005';
const anonymousId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const customerCartId = '2c5f39cb-3fb2-42e3-994f-1127e4ddb538';

const money = { value: 0, currency: 'EUR' };
const cartOf = (id: string, totalItems: number) => ({
  id,
  siteId: 'esassessments',
  currency: 'EUR',
  entries: [],
  totalItems,
  subtotal: money,
  total: money,
  updatedAt: '2026-11-21T00:00:00.000Z',
});

function request(method: 'POST' | 'DELETE', query: string, headers: Record<string, string> = {}): Request {
  return new Request(`${STORE}/api/customer/cart?${query}`, {
    method,
    headers: {
      host: 'store.test',
      origin: STORE,
      'sec-fetch-site': 'same-origin',
      authorization: 'Bearer tok',
      ...headers,
    },
  });
}

beforeEach(() => {
  jar.clear();
  customerCart.mockReset();
});

describe('POST /api/customer/cart', () => {
  it('hands the cookie’s cart to commerce and makes the cookie hold the customer’s cart, with its owner and token', async () => {
    jar.set('cart-esassessments', { value: anonymousId, httpOnly: true });
    customerCart.mockResolvedValue({ cart: cartOf(customerCartId, 4), merged: true, adjustments: [] });
    const expiresAt = Date.now() + 20 * 60 * 1000;

    const res = await restoreCustomerCartRoute(
      request('POST', `locale=es-es&userId=${userId}&expiresAt=${expiresAt}`),
    );

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ totalItems: 4, merged: true, adjusted: false });
    expect(customerCart).toHaveBeenCalledWith('es-es', userId, 'tok', anonymousId);
    const month = 60 * 60 * 24 * 30;
    const tokenLife = jar.get('cart-token-esassessments')?.maxAge ?? 0;
    expect(tokenLife).toBeGreaterThan(19 * 60);
    expect(tokenLife).toBeLessThanOrEqual(20 * 60);
    expect(Object.fromEntries(jar)).toEqual({
      'cart-esassessments': { value: customerCartId, httpOnly: true, maxAge: month },
      'cart-count-esassessments': { value: '4', httpOnly: false, maxAge: month },
      'cart-owner-esassessments': { value: userId, httpOnly: false, maxAge: month },
      'cart-token-esassessments': { value: 'tok', httpOnly: true, maxAge: tokenLife },
      'cart-token-tag-esassessments': { value: tokenTag('tok'), httpOnly: false, maxAge: tokenLife },
    });
  });

  it('keeps the token an hour when the browser does not say when it expires, and never past a day', () => {
    const now = Date.UTC(2026, 10, 24);
    expect(tokenCookieSeconds(null, now)).toBe(3600);
    expect(tokenCookieSeconds('soon', now)).toBe(3600);
    expect(tokenCookieSeconds(String(now + 90_000), now)).toBe(90);
    expect(tokenCookieSeconds(String(now + 7 * 86_400_000), now)).toBe(86_400);
    expect(tokenCookieSeconds(String(now - 1000), now)).toBe(0);
  });

  it('says when the merge changed something', async () => {
    customerCart.mockResolvedValue({
      cart: cartOf(customerCartId, 10),
      merged: true,
      adjustments: [{ itemCode: 'A100123-RF25', requested: 12, kept: 10, reason: 'above-maximum' }],
    });
    const res = await restoreCustomerCartRoute(request('POST', `locale=es-es&userId=${userId}`));
    expect(await res.json()).toMatchObject({ adjusted: true });
    expect(customerCart).toHaveBeenCalledWith('es-es', userId, 'tok', undefined);
  });

  it('refuses another site’s page, a missing token or user id, and changes nothing', async () => {
    const refused = [
      await restoreCustomerCartRoute(
        request('POST', `locale=es-es&userId=${userId}`, {
          origin: 'https://evil.test',
          'sec-fetch-site': 'cross-site',
        }),
      ),
      await restoreCustomerCartRoute(request('POST', `locale=es-es&userId=${userId}`, { authorization: '' })),
      await restoreCustomerCartRoute(request('POST', 'locale=es-es&userId=nobody')),
      await restoreCustomerCartRoute(request('POST', `locale=xx-xx&userId=${userId}`)),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 401, 400, 400]);
    expect((await refused[2]!.json()).detail).toMatch(/userId/);
    expect(customerCart).not.toHaveBeenCalled();
    expect(jar.size).toBe(0);
  });

  it('passes a refused token on as 401 and an unreachable commerce as 503, keeping the cookies as they were', async () => {
    jar.set('cart-esassessments', { value: anonymousId, httpOnly: true });
    customerCart.mockRejectedValueOnce(
      new CommerceProblem({ title: 'Unauthorized', status: 401, detail: 'The access token is expired.' }),
    );
    const expired = await restoreCustomerCartRoute(request('POST', `locale=es-es&userId=${userId}`));
    expect(expired.status).toBe(401);
    expect((await expired.json()).detail).toBe('The access token is expired.');

    customerCart.mockRejectedValueOnce(new CommerceUnavailable('commerce timed out'));
    const down = await restoreCustomerCartRoute(request('POST', `locale=es-es&userId=${userId}`));
    expect(down.status).toBe(503);
    expect([...jar.keys()]).toEqual(['cart-esassessments']);
    expect(jar.get('cart-esassessments')?.value).toBe(anonymousId);
  });
});

describe('DELETE /api/customer/cart', () => {
  it('forgets the cookies of a customer’s cart, the token the server held for it included', async () => {
    jar.set('cart-esassessments', { value: customerCartId, httpOnly: true });
    jar.set('cart-count-esassessments', { value: '4' });
    jar.set('cart-owner-esassessments', { value: userId });
    jar.set('cart-token-esassessments', { value: 'tok', httpOnly: true });
    jar.set('cart-token-tag-esassessments', { value: tokenTag('tok') });
    jar.set('cart-usassessments', { value: anonymousId, httpOnly: true });

    const res = await forgetCustomerCartRoute(request('DELETE', 'locale=es-es'));

    expect(res.status).toBe(204);
    expect([...jar.keys()]).toEqual(['cart-usassessments']);
  });

  it('leaves an anonymous cart alone and refuses another site’s page', async () => {
    jar.set('cart-esassessments', { value: anonymousId, httpOnly: true });
    expect((await forgetCustomerCartRoute(request('DELETE', 'locale=es-es'))).status).toBe(204);
    jar.set('cart-owner-esassessments', { value: userId });
    const foreign = await forgetCustomerCartRoute(
      request('DELETE', 'locale=es-es', { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' }),
    );
    expect(foreign.status).toBe(403);
    expect(jar.size).toBe(2);
  });
});
