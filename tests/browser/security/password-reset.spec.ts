import type { APIRequestContext } from '@playwright/test';
import { IDENTITY_TREES, identityPaths } from '@store/contracts/identity';
import { expect, test } from '../fixtures.ts';

/**
 * The password reset (issue 11), tried from outside as an attacker would: asking for a link tells
 * nothing about who has an account, and no security answer, however well guessed, resets a password.
 */

const url = `/am${identityPaths().authenticate}?authIndexType=service&authIndexValue=${IDENTITY_TREES.forgotPassword}`;
const headers = { 'content-type': 'application/json', 'accept-api-version': 'protocol=1.0,resource=2.1' };

interface AmStep {
  authId: string;
  stage?: string;
  callbacks: { type: string; output: unknown[]; input?: { name: string; value: unknown }[] }[];
}

async function askForLink(request: APIRequestContext, login: string) {
  const first = (await (await request.post(url, { headers })).json()) as AmStep;
  const answered = {
    ...first,
    callbacks: first.callbacks.map((c) => ({ ...c, input: c.input?.map((i) => ({ ...i, value: login })) })),
  };
  const response = await request.post(url, { headers, data: answered });
  return { status: response.status(), step: (await response.json()) as AmStep };
}

test('asking for a reset link answers the same for a customer and for a name nobody has', async ({
  request,
}) => {
  const known = await askForLink(request, 'demo.us');
  const unknown = await askForLink(request, `nobody-${Date.now().toString(36)}`);
  expect(known.status).toBe(200);
  expect(unknown.status).toBe(200);
  expect({ ...known.step, authId: '' }).toEqual({ ...unknown.step, authId: '' });
  expect(JSON.stringify(known.step)).not.toMatch(/school|pet|born|question/i);
});

test('a guessed security answer resets nothing, and neither does a made-up link', async ({ request }) => {
  const { step } = await askForLink(request, 'demo.us');
  expect(step.stage).toBe('ForgotPasswordSent');
  const forged = {
    authId: step.authId,
    callbacks: [
      { type: 'PasswordCallback', output: [], input: [{ name: 'IDToken1', value: 'Riverside' }], _id: 0 },
    ],
  };
  const answered = await request.post(url, { headers, data: forged });
  expect(answered.status()).toBe(400);
  expect(JSON.stringify(await answered.json())).not.toContain('ForgotPasswordReset');

  const guessed = await request.post(`${url}&token=${'A'.repeat(43)}`, { headers });
  expect(guessed.status()).toBe(401);
  expect((await guessed.json()).message).toMatch(/expired or was already used/);
});
