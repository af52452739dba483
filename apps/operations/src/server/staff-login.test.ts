import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitCode, submitPassword } from './staff-login.ts';

/** The identity service's StaffLogin tree as the console meets it, answered by a stand-in fetch. */

const nameAndPassword = {
  authId: 'step-1',
  callbacks: [
    {
      type: 'NameCallback',
      output: [{ name: 'prompt', value: 'User Name' }],
      input: [{ name: 'IDToken1', value: '' }],
    },
    {
      type: 'PasswordCallback',
      output: [{ name: 'prompt', value: 'Password' }],
      input: [{ name: 'IDToken2', value: '' }],
    },
  ],
};
const oneTimeCode = {
  authId: 'step-2',
  callbacks: [
    {
      type: 'PasswordCallback',
      output: [{ name: 'prompt', value: 'One-time code' }],
      input: [{ name: 'IDToken1', value: '' }],
    },
  ],
};

function identityAnswers(...answers: Response[]) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected call');
      return answer;
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('staff sign-in', () => {
  it('answers the name and password callbacks and keeps the code step', async () => {
    const calls = identityAnswers(Response.json(nameAndPassword), Response.json(oneTimeCode));
    expect(await submitPassword('ops.admin', 'secret')).toEqual({ kind: 'step', authId: 'step-2' });
    expect(calls[0]).toEqual({});
    expect(calls[1]).toMatchObject({
      authId: 'step-1',
      callbacks: [{ input: [{ value: 'ops.admin' }] }, { input: [{ value: 'secret' }] }],
    });
  });

  it('signs in with the code', async () => {
    const calls = identityAnswers(
      Response.json({ tokenId: 'staff-token', successUrl: '/', realm: '/staff' }),
    );
    expect(await submitCode('step-2', '123456')).toEqual({ kind: 'signed-in', tokenId: 'staff-token' });
    expect(calls[0]).toMatchObject({
      authId: 'step-2',
      callbacks: [{ input: [{ name: 'IDToken1', value: '123456' }] }],
    });
  });

  it('tells a wrong password from too many attempts and an absent service', async () => {
    identityAnswers(
      Response.json(nameAndPassword),
      Response.json({ code: 401, reason: 'Unauthorized' }, { status: 401 }),
    );
    expect(await submitPassword('ops.admin', 'wrong')).toEqual({ kind: 'refused', reason: 'wrong' });
    identityAnswers(
      Response.json(nameAndPassword),
      Response.json({ code: 429 }, { status: 429, headers: { 'retry-after': '90' } }),
    );
    expect(await submitPassword('ops.admin', 'wrong')).toEqual({
      kind: 'refused',
      reason: 'throttled',
      retryAfter: 90,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('connection refused'))),
    );
    expect(await submitPassword('ops.admin', 'secret')).toEqual({ kind: 'unavailable' });
  });
});
