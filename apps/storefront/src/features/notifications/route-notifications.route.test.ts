import { encodeRouteNotifications, signRouteNotifications } from '@store/contracts/notifications';
import { describe, expect, it, vi } from 'vitest';
import { routeNotificationsRoute } from './route-notifications.route.ts';

const SIGNING_KEY = 'the-store-notifications-signing-key-0123';
vi.mock('../../config/server-env.ts', () => ({
  serverEnv: () => ({ NOTIFICATIONS_SIGNING_KEY: SIGNING_KEY }),
}));
vi.mock('../../clients/logger.ts', () => ({ logger: { warn: () => {} } }));

const ask = (body: unknown) =>
  routeNotificationsRoute(
    new Request('http://store.test/api/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('POST /api/notifications', () => {
  it("shows a keyed notification as the locale's message with its parameters", async () => {
    const value = encodeRouteNotifications({
      id: 'q',
      kind: 'success',
      key: 'quoteSent',
      params: { quote: 'Q-7' },
    });
    const response = await ask({ locale: 'fr-ca', value });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      notifications: [
        { id: 'q', kind: 'success', text: 'Votre soumission Q-7 a été envoyée.', showOncePerSession: false },
      ],
    });
  });

  it('shows free text the store signed', async () => {
    const value = await signRouteNotifications({ id: 's', text: 'Maintenance tonight.' }, SIGNING_KEY);
    expect(await (await ask({ locale: 'en-gb', value })).json()).toEqual({
      notifications: [{ id: 's', kind: 'info', text: 'Maintenance tonight.', showOncePerSession: false }],
    });
  });

  it.each([
    [
      'free text in an unsigned address',
      encodeRouteNotifications({ id: 'p', text: 'Call +1 555 0100 now.' }),
      /signed by the store/,
    ],
    ['a key the catalogue lacks', encodeRouteNotifications({ id: 'k', key: 'accountLocked' }), /not one of/],
    [
      'a placeholder without its parameter',
      encodeRouteNotifications({ id: 'k', key: 'orderPlaced' }),
      /lacks the parameters order/,
    ],
  ])('refuses %s with a 400 problem', async (_label, value, detail) => {
    const response = await ask({ locale: 'en-us', value });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 400, detail: expect.stringMatching(detail) });
  });

  it('refuses a body without a locale of the store', async () => {
    const response = await ask({ locale: 'xx-xx', value: 'abc' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: expect.stringMatching(/locale/) });
  });
});
