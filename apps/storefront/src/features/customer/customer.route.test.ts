import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem, CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { currentCustomerRoute, customerProfileRoute } from './customer.route.ts';

const customerProfile = vi.fn();
const currentCustomer = vi.fn();
vi.mock('../../clients/commerce/server.ts', () => ({
  commerce: () => ({ customerProfile, currentCustomer }),
}));

const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000003';
const profile = {
  id: userId,
  firstName: 'Oliver',
  lastName: 'Hughes',
  email: 'demo.gb@example.co.uk',
  registrationCountryIso: 'GB',
};
const get = (path: string, token?: string) =>
  new Request(`http://store.test${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

beforeEach(() => {
  customerProfile.mockReset();
  currentCustomer.mockReset();
});

describe('customer routes', () => {
  it('forwards the bearer token and user id, answering the profile uncached', async () => {
    customerProfile.mockResolvedValue(profile);
    const response = await customerProfileRoute(
      get(`/api/customer/profile?locale=en-gb&userId=${userId}`, 'tok'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(profile);
    expect(customerProfile).toHaveBeenCalledWith('en-gb', userId, 'tok');
  });

  it('refuses bad input before calling commerce', async () => {
    const noToken = await customerProfileRoute(get(`/api/customer/profile?locale=en-gb&userId=${userId}`));
    const badId = await customerProfileRoute(get('/api/customer/profile?locale=en-gb&userId=42', 'tok'));
    const badLocale = await currentCustomerRoute(get('/api/customer/current?locale=xx-yy', 'tok'));
    expect([noToken.status, badId.status, badLocale.status]).toEqual([401, 400, 400]);
    expect((await badId.json()).detail).toMatch(/userId/);
    expect(customerProfile).not.toHaveBeenCalled();
    expect(currentCustomer).not.toHaveBeenCalled();
  });

  it('passes on 401 and 403, and reads anything else going wrong as 503', async () => {
    const refused = (status: number) =>
      new CommerceProblem({ type: 'about:blank', title: 'Refused', status, detail: `status ${status}` });
    currentCustomer.mockRejectedValueOnce(refused(401));
    customerProfile.mockRejectedValueOnce(refused(403));
    currentCustomer.mockRejectedValueOnce(new CommerceUnavailable('down'));
    currentCustomer.mockRejectedValueOnce(refused(500));
    const statuses = [
      (await currentCustomerRoute(get('/api/customer/current?locale=en-gb', 'tok'))).status,
      (await customerProfileRoute(get(`/api/customer/profile?locale=en-gb&userId=${userId}`, 'tok'))).status,
      (await currentCustomerRoute(get('/api/customer/current?locale=en-gb', 'tok'))).status,
      (await currentCustomerRoute(get('/api/customer/current?locale=en-gb', 'tok'))).status,
    ];
    expect(statuses).toEqual([401, 403, 503, 503]);
  });
});
