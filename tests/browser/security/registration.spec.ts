import type { APIRequestContext } from '@playwright/test';
import { PUBLISHED_RECAPTCHA_TOKEN } from '@store/config';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { IDENTITY_TREES, identityPaths } from '@store/contracts/identity';
import { expect, test } from '../fixtures.ts';

/**
 * Registration (issue 11), tried from outside as an attacker would: it must not tell whether an
 * email address has an account, and no one may take a username that looks like a customer's.
 */

const url = `/am${identityPaths().authenticate}?authIndexType=service&authIndexValue=${IDENTITY_TREES.registration}`;
const signInUrl = `/am${identityPaths().authenticate}?authIndexType=service&authIndexValue=${IDENTITY_TREES.login}`;
const headers = { 'content-type': 'application/json', 'accept-api-version': 'protocol=1.0,resource=2.1' };
const customer = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const PASSWORD = 'Attack2024x';

interface AmStep {
  authId: string;
  stage?: string;
  callbacks: { type: string; output: unknown[]; input?: { name: string; value: unknown }[] }[];
}

/** The registration page's answers by input name: IDToken1 is the username, IDToken4 the email … */
function answers(username: string, email: string): Record<string, unknown> {
  return {
    IDToken1: username,
    IDToken2: 'Mallory',
    IDToken3: 'Attacker',
    IDToken4: email,
    IDToken5: 0,
    IDToken6: PASSWORD,
    IDToken7question: 'What was the name of your first pet?',
    IDToken7answer: 'Rex',
    IDToken8: true,
    IDToken9: PUBLISHED_RECAPTCHA_TOKEN,
  };
}

async function register(request: APIRequestContext, username: string, email: string) {
  const first = (await (await request.post(url, { headers })).json()) as AmStep;
  const values = answers(username, email);
  const answered = {
    ...first,
    callbacks: first.callbacks.map((c) => ({
      ...c,
      input: c.input?.map((i) => ({ ...i, value: i.name in values ? values[i.name] : i.value })),
    })),
  };
  const response = await request.post(url, { headers, data: answered });
  return {
    status: response.status(),
    body: (await response.json()) as Record<string, unknown>,
    setCookie: response.headers()['set-cookie'],
  };
}

/** Whether a username and password sign in, answered by the Login tree's first step alone. */
async function signsIn(request: APIRequestContext, username: string): Promise<boolean> {
  const first = (await (await request.post(signInUrl, { headers })).json()) as AmStep;
  const values = [username, PASSWORD];
  const answered = {
    ...first,
    callbacks: first.callbacks.map((c, index) => ({
      ...c,
      input: c.input?.map((i) => ({ ...i, value: values[index] })),
    })),
  };
  const response = await request.post(signInUrl, { headers, data: answered });
  return response.status() === 200;
}

const policies = (body: Record<string, unknown>) => JSON.stringify(body.detail ?? body);

test('an address that has an account gets the same answer as a new one, and no account is made', async ({
  request,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const known = await register(request, `probe-a-${stamp}`, customer.email);
  const fresh = await register(request, `probe-b-${stamp}`, `probe-${stamp}@example.com`);
  expect(known.status).toBe(200);
  expect(fresh.status).toBe(200);
  expect({ ...known.body, authId: '' }).toEqual({ ...fresh.body, authId: '' });
  expect(known.body.stage).toBe('RegistrationSent');
  // Neither is signed in: a session would tell the new address from the registered one.
  expect(known.setCookie).toBeUndefined();
  expect(fresh.setCookie).toBeUndefined();
  expect(await signsIn(request, `probe-a-${stamp}`)).toBe(false);
  expect(await signsIn(request, `probe-b-${stamp}`)).toBe(false);
});

test('a registered address is never reported as taken', async ({ request }) => {
  const refused = await register(request, 'x', customer.email.toUpperCase());
  expect(refused.status).toBe(400);
  expect(policies(refused.body)).toContain('userName');
  expect(policies(refused.body)).not.toMatch(/"mail"/);
});

test('a look-alike of a customer’s username is refused as that username is', async ({ request }) => {
  const stamp = Date.now().toString(36);
  const refusals = [];
  // A Cyrillic е (U+0435), capitals, full-width letters, and "rn" for "m".
  for (const lookAlike of ['d\u0435mo.us', 'DEMO.US', 'ｄｅｍｏ.ｕｓ', 'derno.us']) {
    const result = await register(request, lookAlike, `lookalike-${stamp}@example.com`);
    expect(result.status, lookAlike).toBe(400);
    refusals.push(policies(result.body));
  }
  const taken = await register(request, customer.username, `lookalike-${stamp}@example.com`);
  for (const refusal of refusals) expect(refusal).toBe(policies(taken.body));
  expect(policies(taken.body)).toContain('UNIQUE');
});
