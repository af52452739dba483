import { request as httpRequest } from 'node:http';
import { encodeRouteNotifications } from '@store/contracts/notifications';
import { IDENTITY_TREES, identityPaths } from '@store/contracts/identity';
import { DEMO_PASSWORD } from '../auth-helpers.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Headers and the address, tried from outside as an attacker would (issue 11): a client's own
 * X-Forwarded-Proto does not make the store claim HTTPS (no HSTS, no Secure cookie; only a trusted
 * proxy's does), and free text in `?notifications=` does not reach the page.
 *
 * This runner calls from loopback, a trusted proxy by default (TRUSTED_PROXIES), and plays the proxy
 * from there; the forging client calls from 127.0.0.2, which no one trusts.
 */

const UNTRUSTED = '127.0.0.2';
const HSTS = 'max-age=31536000; includeSubDomains';
const LOGIN = `/am${identityPaths().authenticate}?authIndexType=service&authIndexValue=${IDENTITY_TREES.login}`;
const AM_HEADERS = { 'content-type': 'application/json', 'accept-api-version': 'protocol=1.0,resource=2.1' };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

interface AmStep {
  tokenId?: string;
  callbacks?: { type: string; input?: { name: string; value: unknown }[] }[];
}

/** A call from a chosen local address, which Playwright's request context cannot choose. */
function callFrom(
  localAddress: string,
  url: URL,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      url,
      { method: init.method ?? 'GET', localAddress, headers: init.headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    call.on('error', reject);
    call.end(init.body ?? '');
  });
}

const SIGN_IN_ANSWERS: Record<string, string> = {
  NameCallback: 'demo.nl',
  PasswordCallback: DEMO_PASSWORD,
  ReCaptchaCallback: 'embedded-recaptcha-pass',
  DeviceProfileCallback: JSON.stringify({ identifier: 'security-suite', metadata: { platform: {} } }),
};

/** The step with its callbacks answered by type. */
function answered(step: AmStep): AmStep {
  return {
    ...step,
    callbacks: step.callbacks?.map((callback) => {
      const value = SIGN_IN_ANSWERS[callback.type];
      return value === undefined
        ? callback
        : { ...callback, input: callback.input?.map((input, i) => (i === 0 ? { ...input, value } : input)) };
    }),
  };
}

/** A demo customer's sign-in through the store's proxy; answers the Set-Cookie of the session. */
async function signIn(
  baseURL: string,
  localAddress: string,
  headers: Record<string, string>,
): Promise<string> {
  const url = new URL(LOGIN, baseURL);
  const all = { ...AM_HEADERS, ...headers };
  let answer = await callFrom(localAddress, url, { method: 'POST', headers: all });
  for (
    let round = 0;
    round < 4 && answer.status === 200 && !(JSON.parse(answer.text) as AmStep).tokenId;
    round += 1
  ) {
    const step = JSON.parse(answer.text) as AmStep;
    answer = await callFrom(localAddress, url, {
      method: 'POST',
      headers: all,
      body: JSON.stringify(answered(step)),
    });
  }
  expect(answer.status, answer.text).toBe(200);
  expect((JSON.parse(answer.text) as AmStep).tokenId, answer.text).toBeTruthy();
  return [answer.headers['set-cookie'] ?? []].flat().join('\n');
}

test.describe('HTTPS is what the edge or a trusted proxy says', () => {
  test("a client's forged X-Forwarded-Proto brings no HSTS; a trusted proxy's does", async ({
    request,
    baseURL,
  }) => {
    const page = new URL('/en-us', baseURL);
    const forged = await callFrom(UNTRUSTED, page, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.status).toBe(200);
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const plain = await request.get('/en-us');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const viaProxy = await request.get('/en-us', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.status()).toBe(200);
    expect(viaProxy.headers()['strict-transport-security']).toBe(HSTS);
  });

  test("a client's forged X-Forwarded-Proto does not make the session cookie Secure; a trusted proxy's does", async ({
    baseURL,
  }) => {
    const forged = await signIn(baseURL ?? '', UNTRUSTED, { 'x-forwarded-proto': 'https' });
    expect(forged).toMatch(/HttpOnly/);
    expect(forged).not.toMatch(/;\s*Secure/i);

    const viaProxy = await signIn(baseURL ?? '', '127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(viaProxy).toMatch(/;\s*Secure/i);
  });
});

test.describe('notifications in the address', () => {
  test('free text in ?notifications= is not shown on the page', async ({ page, consoleErrors }) => {
    const phishing = 'Your account is locked. Call +1 555 0100 to unlock it.';
    const value = encodeURIComponent(
      encodeRouteNotifications({ id: `phish-${Date.now()}`, kind: 'error', text: phishing }),
    );
    await page.goto(`/en-us?notifications=${value}`);
    await expect.poll(() => consoleErrors.join('\n')).toContain('signed by the store');
    await expect(page.locator('[data-notification-id]')).toHaveCount(0);
    await expect(page.getByText(phishing)).toHaveCount(0);
  });

  test('the store refuses free text, a forged signature and a sentence smuggled into a parameter', async ({
    request,
  }) => {
    const text = encodeRouteNotifications({ id: 'p', text: 'Call +1 555 0100 now.' });
    for (const value of [
      text,
      `${text}.c2lnbmVkLWJ5LWFuLWF0dGFja2Vy`,
      encodeRouteNotifications({
        id: 'p',
        key: 'quoteSent',
        params: { quote: 'was cancelled: call +1 555 0100' },
      }),
    ]) {
      const response = await request.post('/api/notifications', { data: { locale: 'en-us', value } });
      expect(response.status()).toBe(400);
      expect(response.headers()['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});
