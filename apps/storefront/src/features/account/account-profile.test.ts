import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountProfileError, fetchAccountProfile } from './account-profile.ts';

const profile = {
  id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000006',
  firstName: 'Haruto',
  lastName: 'Sato',
  email: 'demo.jp@example.jp',
  registrationCountryIso: 'JP',
};

describe('fetchAccountProfile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks our profile route with the locale, the user id and the bearer token', async () => {
    const fetchMock = vi.fn(async () => Response.json(profile));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchAccountProfile('ja-jp', profile.id, 'token-1')).resolves.toEqual(profile);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/customer/profile?locale=ja-jp&userId=${profile.id}`,
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-1' }) }),
    );
  });

  it('fails with the status of a refused request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: 401 }, { status: 401 })),
    );
    await expect(fetchAccountProfile('en-us', profile.id, 't')).rejects.toMatchObject({ status: 401 });
  });

  it('fails on an answer that is not a profile', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ firstName: 'x' })),
    );
    await expect(fetchAccountProfile('en-us', profile.id, 't')).rejects.toBeInstanceOf(AccountProfileError);
  });
});
