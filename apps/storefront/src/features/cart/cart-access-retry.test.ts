import { beforeEach, describe, expect, it, vi } from 'vitest';
import { retryingOnCartAccess } from './cart-access-retry.ts';

const renewCartAccess = vi.fn<(locale: string) => Promise<boolean>>();
vi.mock('../../shell/session/customer-requests.ts', () => ({
  renewCartAccess: (locale: string) => renewCartAccess(locale),
}));

type State = { status: string; reauthorize?: true };

const form = (locale: string) => {
  const data = new FormData();
  data.set('locale', locale);
  return data;
};

beforeEach(() => renewCartAccess.mockReset());

describe('retryingOnCartAccess', () => {
  it('hands over the token and sends the form once more when the server asks for it', async () => {
    const action = vi
      .fn<(previous: State, data: FormData) => Promise<State>>()
      .mockResolvedValueOnce({ status: 'error', reauthorize: true })
      .mockResolvedValueOnce({ status: 'done' });
    renewCartAccess.mockResolvedValue(true);
    const sent = form('fr-ca');

    await expect(retryingOnCartAccess(action)({ status: 'idle' }, sent)).resolves.toEqual({ status: 'done' });
    expect(renewCartAccess).toHaveBeenCalledWith('fr-ca');
    expect(action).toHaveBeenCalledTimes(2);
    expect(action.mock.calls[1]?.[1]).toBe(sent);
  });

  it('answers the first state when the token cannot be handed over, or the locale is not one', async () => {
    const asking: State = { status: 'error', reauthorize: true };
    const action = vi.fn<(previous: State, data: FormData) => Promise<State>>().mockResolvedValue(asking);
    renewCartAccess.mockResolvedValue(false);

    await expect(retryingOnCartAccess(action)({ status: 'idle' }, form('en-us'))).resolves.toBe(asking);
    await expect(retryingOnCartAccess(action)({ status: 'idle' }, form('xx-xx'))).resolves.toBe(asking);
    expect(renewCartAccess).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('sends once when the server does not ask', async () => {
    const action = vi
      .fn<(previous: State, data: FormData) => Promise<State>>()
      .mockResolvedValue({ status: 'error' });
    await retryingOnCartAccess(action)({ status: 'idle' }, form('en-us'));
    expect(action).toHaveBeenCalledTimes(1);
    expect(renewCartAccess).not.toHaveBeenCalled();
  });
});
