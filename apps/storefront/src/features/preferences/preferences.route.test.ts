import { stepUpChallenge } from '@store/contracts/identity';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { patchPreferencesRoute } from './preferences.route.ts';

const changePreferences = vi.fn();
vi.mock('../../clients/commerce/server.ts', () => ({ commerce: () => ({ changePreferences }) }));

const userId = '8d2f1c3e-0a4b-4c5d-9e6f-000000000003';
const txid = '6f1c2a0e-6a8e-4c1b-9f57-0a4d3c2b1e00';
const base = `http://store.test/api/customer/preferences?locale=fr-ca&userId=${userId}`;

const patch = (body: string, headers: Record<string, string> = {}) =>
  new Request(base, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json', ...headers },
    body,
  });

beforeEach(() => {
  changePreferences.mockReset();
});

describe('PATCH /api/customer/preferences', () => {
  it('passes the step-up challenge through, then the change with its transaction', async () => {
    const challenge = stepUpChallenge(txid);
    changePreferences.mockRejectedValueOnce(
      new CommerceProblem({ title: 'Unauthorized', status: 401, detail: 'confirm it is you' }, challenge),
    );
    const challenged = await patchPreferencesRoute(patch('{"invoiceEmail":"accounts@clinic.example"}'));
    expect(challenged.status).toBe(401);
    expect(challenged.headers.get('www-authenticate')).toBe(challenge);

    changePreferences.mockResolvedValueOnce({ invoiceEmail: null });
    const saved = await patchPreferencesRoute(patch('{"invoiceEmail":null}', { 'X-TxID': txid }));
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect(changePreferences.mock.calls).toEqual([
      ['fr-ca', userId, 'tok', { invoiceEmail: 'accounts@clinic.example' }, undefined],
      ['fr-ca', userId, 'tok', { invoiceEmail: null }, txid],
    ]);
  });

  it('refuses bad input before calling commerce', async () => {
    const responses = await Promise.all([
      patchPreferencesRoute(patch('{"invoiceEmail":"accounts"}')),
      patchPreferencesRoute(patch('{}')),
      patchPreferencesRoute(patch('{"invoiceEmail":null}', { 'X-TxID': 'nope' })),
      patchPreferencesRoute(new Request(base, { method: 'PATCH', body: '{"invoiceEmail":null}' })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([400, 400, 400, 401]);
    expect(changePreferences).not.toHaveBeenCalled();
  });
});
