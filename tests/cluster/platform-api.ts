import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { COMMERCE_BASE_PATH, COMMERCE_HEADERS } from '@store/contracts/commerce';
import { DEMO_CUSTOMERS, type DemoCustomer } from '@store/contracts/demo-customers';
import {
  IDENTITY_MOUNT,
  IDENTITY_SCOPES,
  IDENTITY_SESSION_COOKIE,
  IDENTITY_STOREFRONT_PATHS,
  IDENTITY_TREES,
  identityPaths,
} from '@store/contracts/identity';
import { localeInfo } from '@store/locales';
import { PLATFORM_KEY } from './settings.ts';

/**
 * The platform's HTTP APIs as the storefront calls them, with plain fetch: the identity service's
 * Login tree and OAuth code flow, and commerce with the platform key. `base` is a platform
 * instance's own address or nginx's platform balancer.
 */

const PATHS = identityPaths();
/** The demo customers' shared password (README, Demo customers). */
export const DEMO_PASSWORD = 'Assess2024';
const DEVICE_PROFILE = JSON.stringify({
  identifier: 'cluster-test',
  metadata: { platform: { deviceName: 'test' } },
});
const US = localeInfo('en-us');
/** The US store's sign-in client: commerce takes only tokens issued to the site's own client. */
const US_CLIENT = 'storefront-us';

/** A demo customer by username (README, Demo customers). */
export function demoCustomer(username: string): DemoCustomer {
  const customer = DEMO_CUSTOMERS.find((c) => c.username === username);
  if (!customer) throw new Error(`no demo customer ${username}`);
  return customer;
}

const stepSchema = z.object({
  authId: z.string(),
  callbacks: z.array(
    z.object({
      type: z.string(),
      input: z.array(z.object({ name: z.string(), value: z.unknown() })).optional(),
    }),
  ),
});
type Step = z.infer<typeof stepSchema>;

export interface SignInAnswer {
  status: number;
  /** The callbacks of the step the tree answered, when it answered one. */
  callbackTypes: string[];
  /** `iPlanetDirectoryPro=…` once signed in, else ''. */
  cookie: string;
}

async function authenticate(
  base: string,
  body?: Step,
): Promise<{ status: number; json: unknown; setCookie: string }> {
  const query = new URLSearchParams({ authIndexType: 'service', authIndexValue: IDENTITY_TREES.login });
  const response = await fetch(`${base}${IDENTITY_MOUNT}${PATHS.authenticate}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-api-version': 'protocol=1.0,resource=2.1' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    json: await response.json(),
    setCookie: response.headers.get('set-cookie') ?? '',
  };
}

/** Each callback's first input, by the callback's type; other callbacks are sent back as they came. */
function fill(step: Step, values: Record<string, string>): Step {
  return {
    ...step,
    callbacks: step.callbacks.map((callback) => {
      const value = values[callback.type];
      if (value === undefined || !callback.input) return callback;
      return {
        ...callback,
        input: callback.input.map((input, i) => (i === 0 ? { ...input, value } : input)),
      };
    }),
  };
}

/** The Login tree as the SDK walks it: name and password, then the device profile. */
export async function signIn(
  base: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<SignInAnswer> {
  let answer = await authenticate(base);
  const values = {
    NameCallback: username,
    PasswordCallback: password,
    DeviceProfileCallback: DEVICE_PROFILE,
  };
  for (let steps = 0; steps < 4; steps += 1) {
    const step = stepSchema.safeParse(answer.json);
    if (answer.status !== 200 || !step.success) break;
    const types = step.data.callbacks.map((c) => c.type);
    // A step the tree asks again with a reCAPTCHA is where the sign-in limits stop an attempt.
    if (steps > 0 && types.includes('ReCaptchaCallback'))
      return { status: 200, callbackTypes: types, cookie: '' };
    answer = await authenticate(base, fill(step.data, values));
  }
  const step = stepSchema.safeParse(answer.json);
  const cookie = new RegExp(`${IDENTITY_SESSION_COOKIE}=([^;]+)`).exec(answer.setCookie)?.[1];
  return {
    status: answer.status,
    callbackTypes: step.success ? step.data.callbacks.map((c) => c.type) : [],
    cookie: cookie ? `${IDENTITY_SESSION_COOKIE}=${cookie}` : '',
  };
}

const tokenSetSchema = z.object({ access_token: z.string() });

/** A silent authorize (PKCE S256) for the session, and its code exchanged: the customer's access token. */
export async function accessToken(base: string, cookie: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const redirectUri = `${base}${IDENTITY_STOREFRONT_PATHS.callback}`;
  const authorize = new URL(`${base}${IDENTITY_MOUNT}${PATHS.authorize}`);
  authorize.search = new URLSearchParams({
    client_id: US_CLIENT,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: IDENTITY_SCOPES.join(' '),
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'none',
  }).toString();
  const redirect = await fetch(authorize, { headers: { cookie }, redirect: 'manual' });
  const code = new URL(redirect.headers.get('location') ?? '', base).searchParams.get('code');
  if (!code)
    throw new Error(`authorize gave no code (${redirect.status} ${redirect.headers.get('location')})`);
  const response = await fetch(`${base}${IDENTITY_MOUNT}${PATHS.accessToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: US_CLIENT,
      code,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  if (response.status !== 200)
    throw new Error(`token exchange failed: ${response.status} ${await response.text()}`);
  return tokenSetSchema.parse(await response.json()).access_token;
}

/** Revokes an access token (RFC 7009), as the storefront's sign-out does. */
export async function revoke(base: string, token: string): Promise<void> {
  const response = await fetch(`${base}${IDENTITY_MOUNT}${PATHS.revoke}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: US_CLIENT, token }),
  });
  if (response.status !== 200)
    throw new Error(`revocation failed: ${response.status} ${await response.text()}`);
}

/** A call to commerce on the US site, as the storefront makes it (platform key, site, the customer's token). */
export function commerceCall(
  base: string,
  path: string,
  {
    token,
    method = 'GET',
    body,
    headers = {},
    timeoutMs = 15_000,
  }: {
    token?: string;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Response> {
  return fetch(`${base}${COMMERCE_BASE_PATH}${path}`, {
    method,
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      [COMMERCE_HEADERS.apiKey]: PLATFORM_KEY,
      [COMMERCE_HEADERS.siteId]: US.storeId,
      [COMMERCE_HEADERS.routingRegion]: US.routingRegion,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The flag service's admin write (services/flags/src/admin.ts), as the operator API makes it. */
export async function setFlag(base: string, key: string, value: unknown): Promise<void> {
  const response = await fetch(`${base}/flags/admin/flags/${encodeURIComponent(key)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-api-key': PLATFORM_KEY },
    body: JSON.stringify({ value }),
  });
  if (response.status !== 200)
    throw new Error(`setting ${key} failed: ${response.status} ${await response.text()}`);
}
