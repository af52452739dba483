import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerRequestError, fetchProfileAnswer } from './customer-requests.ts';

const profile = {
  id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000006',
  firstName: 'Haruto',
  lastName: 'Sato',
  email: 'demo.jp@example.jp',
  registrationCountryIso: 'JP',
};

describe('the profile answer the session and the account page share', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks our profile route with the locale, the user id and the bearer token, and answers its body', async () => {
    const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => Response.json(profile));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchProfileAnswer('ja-jp', profile.id, 'token-1')).resolves.toEqual(profile);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/customer/profile?locale=ja-jp&userId=${profile.id}`,
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-1' }) }),
    );
  });

  it('fails with the status of a refused request', async () => {
    // No stored token to renew with: the 401 stands.
    vi.stubGlobal('localStorage', { length: 0, key: () => null, getItem: () => null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: 401 }, { status: 401 })),
    );
    const refused = fetchProfileAnswer('en-us', profile.id, 't');
    await expect(refused).rejects.toBeInstanceOf(CustomerRequestError);
    await expect(refused).rejects.toMatchObject({
      status: 401,
      message: 'An error occurred while fetching the data',
    });
  });
});
