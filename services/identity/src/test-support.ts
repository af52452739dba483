import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { loadEnv } from '@store/config';
import {
  IDENTITY_MOUNT,
  IDENTITY_SCOPES,
  IDENTITY_SESSION_COOKIE,
  IDENTITY_STOREFRONT_PATHS,
  IDENTITY_TREES,
  identityPaths,
} from '@store/contracts/identity';
import type { Database } from '@store/database';
import { openTestDatabase, type TestTemplate } from '@store/database/testing';
import { testKeyPrefix, testRedisUrl } from '@store/service-runtime/redis-testing';
import { DEMO_STAFF_PASSWORD, STAFF_IDENTITY_PATHS, STAFF_LOGIN_TREE } from '@store/contracts/staff';
import { generate } from 'otplib';
import { identityRoutes } from './app.ts';
import { oidcPayloads, signInFailures } from './schema.ts';
import type { RevocationEvents } from '@store/service-runtime/revocation-events';
import { DEMO_PASSWORD } from './users/demo-customers.ts';

export { DEMO_PASSWORD };

/**
 * The identity service on a loopback port, called over HTTP as the SDK would (tests only). With
 * TEST_REDIS_URL (npm test's PostgreSQL step) it keeps sessions, grants and sign-in limits in that
 * Redis, under a key prefix of its own, unless the test sets REDIS_URL itself.
 */

export const PATHS = identityPaths();

export interface TestIdentity {
  app: FastifyInstance;
  database: Database;
  origin: string;
  url(path: string): string;
  /** The Redis it keeps sessions, grants and limits in (its own key prefix), when it uses one. */
  redis: Redis | undefined;
  close(): Promise<void>;
}

/** One prefix per database: an identity started again on the same database finds what the first kept. */
const prefixes = new WeakMap<Database, string>();

/** Settings that change what the service's start-up writes: a test giving one starts from an empty database. */
const START_UP_SETTINGS = ['DATABASE_URL', 'DEMO_DATA'];

/** The database as the identity service's start-up leaves it: migrated, signing keys made, demo accounts seeded. */
const STARTED: TestTemplate = {
  name: 'identity-started',
  async prepare(database) {
    await (await startIdentity({}, database)).close();
  },
};

export async function startIdentity(
  env: Record<string, string> = {},
  database?: Database,
  logs?: string[],
  revocations?: RevocationEvents,
): Promise<TestIdentity> {
  const fromStart = !START_UP_SETTINGS.some((name) => name in env);
  const db = database ?? (await openTestDatabase(fromStart ? STARTED : undefined));
  const app = Fastify(
    logs ? { logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } } : {},
  );
  const redisUrl = env.REDIS_URL ?? testRedisUrl();
  let redisKeyPrefix = prefixes.get(db);
  if (!redisKeyPrefix) prefixes.set(db, (redisKeyPrefix = testKeyPrefix()));
  await app.register(identityRoutes, {
    prefix: IDENTITY_MOUNT,
    env: loadEnv({ LOG_LEVEL: 'silent', ...(redisUrl ? { REDIS_URL: redisUrl } : {}), ...env }),
    database: db,
    redisKeyPrefix,
    ...(revocations ? { revocations } : {}),
  });
  const redis = redisUrl ? new Redis(redisUrl, { keyPrefix: redisKeyPrefix }) : undefined;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    database: db,
    origin,
    url: (path) => `${origin}${IDENTITY_MOUNT}${path}`,
    redis,
    async close() {
      await redis?.quit();
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** Makes every access token the identity issued expire now, in whichever store it keeps them. */
export async function expireAccessTokens(identity: TestIdentity): Promise<void> {
  const { redis } = identity;
  if (!redis) {
    await identity.database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.model, 'AccessToken'));
    return;
  }
  // SCAN's pattern and answer carry the key prefix, which PEXPIRE adds itself.
  const prefix = redis.options.keyPrefix ?? '';
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}oidc:AccessToken:*`);
    cursor = next;
    for (const key of keys) await redis.pexpire(key.slice(prefix.length), 1);
  } while (cursor !== '0');
}

/** The failed sign-ins counted against a limiter key (`account:…`, `address:…`), in whichever store. */
export async function signInFailuresOf(identity: TestIdentity, key: string): Promise<number> {
  if (identity.redis) return identity.redis.zcard(`signin-attempts:${key}`);
  const rows = await identity.database.db.select().from(signInFailures).where(eq(signInFailures.key, key));
  return rows.length;
}

export interface AmStep {
  authId: string;
  callbacks: {
    type: string;
    output: { name: string; value: unknown }[];
    input?: { name: string; value: unknown }[];
    _id: number;
  }[];
  stage?: string;
}

/** An authenticate answer read as the step it is; the tests assert on its shape themselves. */
export const step = (json: Record<string, unknown>) => json as unknown as AmStep;

export async function authenticate(
  identity: TestIdentity,
  options: {
    tree?: string;
    body?: unknown;
    cookie?: string;
    query?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; json: Record<string, unknown>; setCookie: string | null; headers: Headers }> {
  const query = new URLSearchParams(
    options.query ?? (options.tree ? { authIndexType: 'service', authIndexValue: options.tree } : {}),
  );
  const response = await fetch(`${identity.url(PATHS.authenticate)}${query.size ? `?${query}` : ''}`, {
    method: 'POST',
    // A header given as '' is left out (the SDK's composite_advice start sends no content type).
    headers: Object.fromEntries(
      Object.entries({
        'content-type': 'application/json',
        'accept-api-version': 'protocol=1.0,resource=2.1',
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      }).filter(([, value]) => value !== ''),
    ),
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    setCookie: response.headers.get('set-cookie'),
    headers: response.headers,
  };
}

/** Fills a step's inputs in order: each value goes to the callback at the same index (its first input). */
export function answer(step: AmStep, values: Record<number, unknown | Record<string, unknown>>): AmStep {
  return {
    ...step,
    callbacks: step.callbacks.map((callback, index) => {
      const value = values[index];
      if (value === undefined || !callback.input) return callback;
      const input = callback.input.map((i, inputIndex) => {
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          const suffix = i.name.replace(/^IDToken\d+/, '');
          return suffix in value ? { ...i, value: (value as Record<string, unknown>)[suffix] } : i;
        }
        return inputIndex === 0 ? { ...i, value } : i;
      });
      return { ...callback, input };
    }),
  };
}

export function sessionCookie(setCookie: string | null): string {
  const match = new RegExp(`${IDENTITY_SESSION_COOKIE}=([^;]*)`).exec(setCookie ?? '');
  if (!match?.[1]) throw new Error(`no session cookie in ${setCookie}`);
  return `${IDENTITY_SESSION_COOKIE}=${match[1]}`;
}

export const DEVICE_PROFILE = JSON.stringify({
  identifier: 'test-device',
  metadata: { platform: { deviceName: 'test' } },
});

/** Signs in through the Login tree; returns the last answer and the session cookie. */
export async function signIn(
  identity: TestIdentity,
  username = 'demo.us',
  password = DEMO_PASSWORD,
  goto?: string,
  headers: Record<string, string> = {},
) {
  const query = { authIndexType: 'service', authIndexValue: IDENTITY_TREES.login, ...(goto ? { goto } : {}) };
  const first = await authenticate(identity, { query, headers });
  const second = await authenticate(identity, {
    query,
    headers,
    body: answer(first.json as unknown as AmStep, { 0: username, 1: password }),
  });
  if (second.status !== 200) return { ...second, cookie: '' };
  const third = await authenticate(identity, {
    query,
    headers,
    body: answer(second.json as unknown as AmStep, { 0: DEVICE_PROFILE }),
  });
  return { ...third, cookie: third.status === 200 ? sessionCookie(third.setCookie) : '' };
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
}

/** The storefront's redirect_uri on the test identity's origin. */
export const callbackUri = (identity: TestIdentity) =>
  `${identity.origin}${IDENTITY_STOREFRONT_PATHS.callback}`;

/**
 * A code for the session behind `cookie`, as the storefront's silent authorize gets it
 * (prompt=none, PKCE S256), with the verifier that redeems it.
 */
export async function authorizationCode(
  identity: TestIdentity,
  cookie: string,
  clientId = 'storefront-us',
): Promise<{ code: string; verifier: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL(identity.url(PATHS.authorize));
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: callbackUri(identity),
    response_type: 'code',
    scope: IDENTITY_SCOPES.join(' '),
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'none',
  }).toString();
  const redirect = await fetch(authorize, { headers: { cookie }, redirect: 'manual' });
  const location = new URL(redirect.headers.get('location') ?? '', identity.origin);
  const code = location.searchParams.get('code');
  if (!code || location.searchParams.get('state') !== state) {
    throw new Error(`authorize gave no code: ${redirect.status} ${location.href}`);
  }
  return { code, verifier };
}

/**
 * Tokens for a signed-in session, as the storefront gets them: a silent authorize, then the code
 * exchanged at the token endpoint. Plain fetch, so that other services' tests can use it without
 * an OAuth client library.
 */
export async function tokensFor(
  identity: TestIdentity,
  cookie: string,
  clientId = 'storefront-us',
): Promise<TokenSet> {
  const { code, verifier } = await authorizationCode(identity, cookie, clientId);
  const redirectUri = callbackUri(identity);
  const response = await fetch(identity.url(PATHS.accessToken), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: clientId,
      code,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  if (response.status !== 200) throw new Error(`token exchange failed: ${await response.text()}`);
  return (await response.json()) as TokenSet;
}

/** Revokes a token at the revocation endpoint (RFC 7009), as the storefront's sign-out does. */
export async function revokeToken(identity: TestIdentity, token: string, clientId = 'storefront-us') {
  const response = await fetch(identity.url(PATHS.revoke), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientId, token }),
  });
  if (response.status !== 200) throw new Error(`revocation failed: ${await response.text()}`);
}

/**
 * Signs a member of staff in through StaffLogin, computing the one-time code from their secret;
 * returns the staff token. A code works once, so a second sign-in in the same 30 s waits for the next.
 */
export async function staffSignIn(
  identity: TestIdentity,
  username: string,
  { secret, password = DEMO_STAFF_PASSWORD }: { secret: string; password?: string },
): Promise<string> {
  const query = { authIndexType: 'service', authIndexValue: STAFF_LOGIN_TREE };
  const call = async (body?: unknown) => {
    const response = await fetch(
      `${identity.url(STAFF_IDENTITY_PATHS.authenticate)}?${new URLSearchParams(query)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
    );
    const json = (await response.json()) as Record<string, unknown>;
    if (response.status !== 200)
      throw new Error(`StaffLogin failed: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const first = await call();
  const second = await call(answer(step(first), { 0: username, 1: password }));
  const third = await call(answer(step(second), { 0: await nextOneTimeCode(secret) }));
  if (typeof third.tokenId !== 'string') throw new Error('StaffLogin gave no tokenId');
  return third.tokenId;
}

const usedSteps = new Map<string, number>();

/**
 * A code of a time step this process has not used yet for the secret. The server accepts one step
 * ahead, so a second sign-in in the same 30 s uses the next step's code; a third waits for it.
 */
export async function nextOneTimeCode(secret: string): Promise<string> {
  const stepOf = (ms: number) => Math.floor(ms / 30_000);
  const used = usedSteps.get(secret);
  const target = Math.max(stepOf(Date.now()), used === undefined ? 0 : used + 1);
  const wait = (target - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  usedSteps.set(secret, target);
  return generate({ secret, epoch: target * 30 });
}
