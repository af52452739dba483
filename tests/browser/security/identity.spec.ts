import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { IDENTITY_TREES, identityPaths } from '@store/contracts/identity';
import { authTexts, DEMO_PASSWORD } from '../auth-helpers.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Sign-in throttling and CORS of the identity server (issue 11), tried from outside as an attacker
 * would: failures cannot lock the owner out, a burst of parallel guesses gets no more evaluations
 * than the limit, a forged X-Forwarded-For does not buy a fresh count, and the OAuth endpoints do
 * not let another site read their answers.
 *
 * This runner calls from loopback, a trusted proxy by default (TRUSTED_PROXIES): the tests that
 * play several clients name them in X-Forwarded-For, random ones, so that their failures slow down
 * neither each other, a second run, nor the journeys. The forging attacker calls from 127.0.0.2,
 * which no one trusts.
 */

const PATHS = identityPaths();
const en = authTexts('en-gb');
const LOGIN = `/am${PATHS.authenticate}?authIndexType=service&authIndexValue=${IDENTITY_TREES.login}`;
const HEADERS = { 'content-type': 'application/json', 'accept-api-version': 'protocol=1.0,resource=2.1' };
const RECAPTCHA_PASS = 'embedded-recaptcha-pass';
const DEVICE_PROFILE = JSON.stringify({ identifier: 'security-suite', metadata: { platform: {} } });

interface AmStep {
  authId?: string;
  tokenId?: string;
  callbacks?: { type: string; input?: { name: string; value: unknown }[] }[];
}

/** A client address of the IPv6 documentation range, fresh for each call. */
const someClient = () =>
  `2001:db8::${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;

const hasRecaptcha = (step: AmStep) => step.callbacks?.some((c) => c.type === 'ReCaptchaCallback') === true;

/** The step with its callbacks answered by type: name, password, reCAPTCHA, device profile. */
function answered(step: AmStep, values: Record<string, string>): AmStep {
  return {
    ...step,
    callbacks: step.callbacks?.map((callback) => {
      const value = values[callback.type];
      return value === undefined
        ? callback
        : { ...callback, input: callback.input?.map((input, i) => (i === 0 ? { ...input, value } : input)) };
    }),
  };
}

/** One password attempt: 'evaluated' (401, or the next step), 'recaptcha' (the step asks for one) or 'wait' (429). */
async function attempt(request: APIRequestContext, username: string, password: string, client: string) {
  const headers = { ...HEADERS, 'x-forwarded-for': client };
  const first = (await (await request.post(LOGIN, { headers })).json()) as AmStep;
  const response = await request.post(LOGIN, {
    headers,
    data: answered(first, { NameCallback: username, PasswordCallback: password }),
  });
  const step = (await response.json()) as AmStep;
  const outcome =
    response.status() === 429
      ? 'wait'
      : response.status() === 200 && hasRecaptcha(step)
        ? 'recaptcha'
        : 'evaluated';
  return { status: response.status(), step, outcome };
}

/** The owner's sign-in: the right password, and the reCAPTCHA when the store asks for it. */
async function ownerSignsIn(request: APIRequestContext, username: string): Promise<number> {
  const client = someClient();
  const headers = { ...HEADERS, 'x-forwarded-for': client };
  let { status, step } = await attempt(request, username, DEMO_PASSWORD, client);
  const answers = {
    NameCallback: username,
    PasswordCallback: DEMO_PASSWORD,
    ReCaptchaCallback: RECAPTCHA_PASS,
    DeviceProfileCallback: DEVICE_PROFILE,
  };
  for (let round = 0; round < 3 && status === 200 && !step.tokenId; round += 1) {
    const response = await request.post(LOGIN, { headers, data: answered(step, answers) });
    status = response.status();
    step = (await response.json()) as AmStep;
  }
  return step.tokenId ? 200 : status;
}

/** A JSON POST from a chosen local address, which Playwright's request context cannot choose. */
function postFrom(localAddress: string, url: URL, headers: Record<string, string>, body?: unknown) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise<{ status: number; json: AmStep }>((resolve, reject) => {
    const call = httpRequest(url, { method: 'POST', localAddress, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as AmStep }),
      );
    });
    call.on('error', reject);
    call.end(payload);
  });
}

test('failures cannot lock the owner out: the right password and a passed reCAPTCHA sign in', async ({
  request,
}) => {
  const attacker = someClient();
  for (let i = 0; i < 6; i += 1) {
    const guess = await attempt(request, 'demo.au', `Wrong-guess-${i}`, attacker);
    expect(guess.status).not.toBe(429);
  }
  expect(await ownerSignsIn(request, 'demo.au')).toBe(200);
});

test('on the sign-in page, the owner of an attacked account ticks the reCAPTCHA and is signed in', async ({
  page,
  request,
}) => {
  const attacker = someClient();
  for (let i = 0; i < 4; i += 1) await attempt(request, 'demo.nl', `Wrong-guess-${i}`, attacker);
  await page.goto('/en-gb/login');
  const fill = async () => {
    await page.getByLabel(en.signIn.username).fill('demo.nl');
    await page.getByLabel(en.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  };
  await fill();
  await page.getByRole('button', { name: en.signIn.submit }).click();
  const recaptcha = page.getByLabel(en.register.recaptcha);
  await expect(recaptcha).toBeVisible();
  await fill();
  await recaptcha.check();
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await expect(page.getByRole('button', { name: /Sanne/ })).toBeVisible();
});

test('a burst of 50 parallel guesses on one account gets at most 3 evaluated', async ({ request }) => {
  const guesses = await Promise.all(
    Array.from({ length: 50 }, (_, i) => attempt(request, 'demo.sg', `Wrong-burst-${i}`, someClient())),
  );
  const evaluated = guesses.filter((g) => g.outcome === 'evaluated');
  expect(evaluated.length).toBeLessThanOrEqual(3);
  expect(evaluated.every((g) => g.status === 401)).toBe(true);
  expect(guesses.filter((g) => g.outcome === 'recaptcha').length).toBeGreaterThanOrEqual(47);
  // The owner is not locked out by it, and signing in clears the account's count.
  expect(await ownerSignsIn(request, 'demo.sg')).toBe(200);
});

test('a forged X-Forwarded-For does not give an attacker a fresh count', async ({ baseURL }) => {
  const url = new URL(LOGIN, baseURL);
  const statuses: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const headers = { ...HEADERS, 'x-forwarded-for': someClient() };
    const first = await postFrom('127.0.0.2', url, headers);
    const guess = await postFrom(
      '127.0.0.2',
      url,
      headers,
      answered(first.json, { NameCallback: `forger-${i}`, PasswordCallback: 'Wrong-1' }),
    );
    statuses.push(guess.status);
  }
  // Five failures from the one real address, then it waits, whatever the header says.
  expect(statuses.slice(5)).toEqual([429, 429, 429]);
});

test('the OAuth endpoints let only the store read their answers (CORS)', async ({ request, baseURL }) => {
  const store = new URL(baseURL ?? '').origin;
  const preflight = (path: string, origin: string, method: string) =>
    request.fetch(`/am${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization',
      },
    });
  for (const path of [PATHS.accessToken, PATHS.userInfo]) {
    const evil = await preflight(path, 'https://evil.example', 'POST');
    expect(evil.headers()['access-control-allow-origin']).toBeUndefined();
    const own = await preflight(path, store, 'POST');
    expect(own.headers()['access-control-allow-origin']).toBe(store);
  }
  const userinfo = await request.get(`/am${PATHS.userInfo}`, {
    headers: { origin: 'https://evil.example', authorization: 'Bearer not-a-token' },
  });
  expect(userinfo.headers()['access-control-allow-origin']).toBeUndefined();
  const token = await request.post(`/am${PATHS.accessToken}`, {
    headers: { origin: 'https://evil.example' },
    form: { client_id: 'storefront-us', grant_type: 'refresh_token', refresh_token: 'stolen' },
  });
  expect(token.headers()['access-control-allow-origin']).toBeUndefined();
});
