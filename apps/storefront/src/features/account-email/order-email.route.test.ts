import { stepUpChallenge } from '@store/contracts/identity';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem, CommerceUnavailable } from '../../clients/commerce/commerce-client.ts';
import { getOrderEmailRoute, putOrderEmailRoute } from './order-email.route.ts';

const orderEmail = vi.fn();
const changeOrderEmail = vi.fn();
vi.mock('../../clients/commerce/server.ts', () => ({ commerce: () => ({ orderEmail, changeOrderEmail }) }));

const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000003';
const txid = '6f1c2a0e-6a8e-4c1b-9f57-0a4d3c2b1e00';
const base = `http://store.test/api/customer/order-email?locale=en-gb&userId=${userId}`;

const put = (body: string, options: { query?: string; headers?: Record<string, string> } = {}) =>
  new Request(`${base}${options.query ?? ''}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json', ...options.headers },
    body,
  });

beforeEach(() => {
  orderEmail.mockReset();
  changeOrderEmail.mockReset();
});

describe('GET /api/customer/order-email', () => {
  it('forwards the token and answers uncached', async () => {
    orderEmail.mockResolvedValue({ email: 'a@clinic.example', usesSignInEmail: true });
    const response = await getOrderEmailRoute(
      new Request(base, { headers: { Authorization: 'Bearer tok' } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(orderEmail).toHaveBeenCalledWith('en-gb', userId, 'tok');
  });
});

describe('PUT /api/customer/order-email', () => {
  it('passes a step-up challenge through with its WWW-Authenticate unchanged', async () => {
    const challenge = stepUpChallenge(txid);
    changeOrderEmail.mockRejectedValue(
      new CommerceProblem({ title: 'Unauthorized', status: 401, detail: 'confirm it is you' }, challenge),
    );
    const response = await putOrderEmailRoute(put('{"email":"orders@clinic.example"}'));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(challenge);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    expect(changeOrderEmail).toHaveBeenCalledWith('en-gb', userId, 'tok', 'orders@clinic.example', undefined);
  });

  it('sends the transaction on from X-TxID, or from the SDK’s _txid', async () => {
    changeOrderEmail.mockResolvedValue({ email: 'orders@clinic.example', usesSignInEmail: false });
    const fromHeader = await putOrderEmailRoute(
      put('{"email":"orders@clinic.example"}', { headers: { 'X-TxID': txid } }),
    );
    const fromQuery = await putOrderEmailRoute(
      put('{"email":"orders@clinic.example"}', { query: `&_txid=${txid}&_idtoken=ignored` }),
    );
    expect([fromHeader.status, fromQuery.status]).toEqual([200, 200]);
    expect(changeOrderEmail.mock.calls.map((call) => call[4])).toEqual([txid, txid]);
  });

  it('refuses bad input before calling commerce', async () => {
    const responses = await Promise.all([
      putOrderEmailRoute(put('{"email": ')),
      putOrderEmailRoute(put('{"email":"orders"}')),
      putOrderEmailRoute(put('{"email":"a@clinic.example","extra":1}')),
      putOrderEmailRoute(put('{"email":"a@clinic.example"}', { headers: { 'X-TxID': 'nope' } })),
      putOrderEmailRoute(put('x'.repeat(5000))),
      putOrderEmailRoute(new Request(base, { method: 'PUT', body: '{"email":"a@clinic.example"}' })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([400, 400, 400, 400, 413, 401]);
    expect((await responses[1]!.json()).errors).toEqual([
      { path: 'body.email', message: 'expects an email address such as name@example.com' },
    ]);
    expect(changeOrderEmail).not.toHaveBeenCalled();
  });

  it('passes on commerce’s 400 and 403, and reads a failure as 503', async () => {
    changeOrderEmail
      .mockRejectedValueOnce(new CommerceProblem({ title: 'Forbidden', status: 403, detail: 'not yours' }))
      .mockRejectedValueOnce(new CommerceUnavailable('timeout'));
    const forbidden = await putOrderEmailRoute(put('{"email":"a@clinic.example"}'));
    const down = await putOrderEmailRoute(put('{"email":"a@clinic.example"}'));
    expect([forbidden.status, down.status]).toEqual([403, 503]);
    expect(forbidden.headers.get('www-authenticate')).toBeNull();
  });
});
