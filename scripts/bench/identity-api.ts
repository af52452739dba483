import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import {
  authorizationCode,
  callbackUri,
  DEMO_PASSWORD,
  PATHS,
  signIn,
  startIdentity,
  type TestIdentity,
} from '@store/identity-service/test-support';
import { percentiles, type Percentiles } from './percentiles.ts';

/**
 * Throughput of the identity service's authenticate and token endpoints (requirements §10.11): the service in
 * process on PGlite in memory, called over HTTP on 127.0.0.1 by a fixed number of callers that each
 * start a new request as soon as the last one answered (closed loop), after a warm-up not counted.
 * No budget is set for these; the figures are reported.
 */

export const IDENTITY_LOAD = { callers: 8, durationSeconds: 10, warmUpSeconds: 2 } as const;
const CLIENT_ID = 'storefront-us';

export interface LoopFigures {
  /** What one iteration is, in words for the report. */
  unit: string;
  perSecond: number;
  latency: Percentiles;
  failures: number;
}

export interface IdentityApiResult {
  callers: number;
  durationSeconds: number;
  /** A whole sign-in through the Login tree: three authenticate calls, the password checked once. */
  signIn: LoopFigures;
  /** The token endpoint exchanging an authorization code (the authorize before it is not timed). */
  codeExchange: LoopFigures;
  /** The token endpoint renewing with a refresh token. */
  refresh: LoopFigures;
}

/** Runs `iteration` from `callers` loops for the duration; each returns the milliseconds it timed, or null on failure. */
async function closedLoop(
  unit: string,
  callers: number,
  durationSeconds: number,
  iteration: (caller: number) => Promise<number | null>,
): Promise<LoopFigures> {
  const timings: number[] = [];
  let failures = 0;
  const ends = performance.now() + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      while (performance.now() < ends) {
        const ms = await iteration(caller);
        if (ms === null) failures += 1;
        else timings.push(ms);
      }
    }),
  );
  return { unit, perSecond: timings.length / durationSeconds, latency: percentiles(timings), failures };
}

async function timed(body: () => Promise<boolean>): Promise<number | null> {
  const t0 = performance.now();
  return (await body()) ? performance.now() - t0 : null;
}

async function tokenCall(identity: TestIdentity, form: Record<string, string>) {
  const response = await fetch(identity.url(PATHS.accessToken), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }),
  });
  return { ok: response.status === 200, json: (await response.json()) as Record<string, unknown> };
}

export async function benchIdentityApi(): Promise<IdentityApiResult> {
  const identity = await startIdentity();
  const { callers, durationSeconds, warmUpSeconds } = IDENTITY_LOAD;
  // Each caller is a different customer, as real sign-ins are; a success counts against no limit.
  const usernameOf = (caller: number) => {
    const customer = DEMO_CUSTOMERS[caller % DEMO_CUSTOMERS.length];
    if (!customer) throw new Error('no demo customers');
    return customer.username;
  };
  /**
   * Each caller signs in from an address of its own (TEST-NET-2, through the trusted loopback
   * proxy): the throttle counts an attempt as a failure until its password checks out, so eight
   * callers sharing 127.0.0.1 would be told to wait, as a burst of guesses from one address is.
   */
  const fromAddress = (caller: number) => ({ 'x-forwarded-for': `198.51.100.${caller + 1}` });
  const signInAs = (caller: number) =>
    signIn(identity, usernameOf(caller), DEMO_PASSWORD, undefined, fromAddress(caller));
  try {
    const signInOnce = (caller: number) => timed(async () => (await signInAs(caller)).status === 200);
    await closedLoop('warm-up', callers, warmUpSeconds, signInOnce);
    const signInFigures = await closedLoop(
      'sign-in (3 authenticate calls)',
      callers,
      durationSeconds,
      signInOnce,
    );

    const cookies = await Promise.all(
      Array.from({ length: callers }, async (_, caller) => {
        const { status, cookie } = await signInAs(caller);
        if (!cookie) throw new Error(`${usernameOf(caller)} could not sign in (${status})`);
        return cookie;
      }),
    );
    const exchangeOnce = async (caller: number) => {
      const { code, verifier } = await authorizationCode(identity, cookies[caller] ?? '');
      return timed(
        async () =>
          (
            await tokenCall(identity, {
              grant_type: 'authorization_code',
              code,
              redirect_uri: callbackUri(identity),
              code_verifier: verifier,
            })
          ).ok,
      );
    };
    const codeExchange = await closedLoop('code exchange', callers, durationSeconds, exchangeOnce);

    // oidc-provider rotates refresh tokens: each caller carries its newest one forward.
    const refreshTokens = await Promise.all(
      cookies.map(async (cookie) => {
        const { code, verifier } = await authorizationCode(identity, cookie);
        const { json } = await tokenCall(identity, {
          grant_type: 'authorization_code',
          code,
          redirect_uri: callbackUri(identity),
          code_verifier: verifier,
        });
        if (typeof json.refresh_token !== 'string')
          throw new Error('the code exchange gave no refresh token');
        return json.refresh_token;
      }),
    );
    const refresh = await closedLoop('refresh', callers, durationSeconds, (caller) =>
      timed(async () => {
        const { ok, json } = await tokenCall(identity, {
          grant_type: 'refresh_token',
          refresh_token: refreshTokens[caller] ?? '',
        });
        if (typeof json.refresh_token === 'string') refreshTokens[caller] = json.refresh_token;
        return ok;
      }),
    );
    return { callers, durationSeconds, signIn: signInFigures, codeExchange, refresh };
  } finally {
    await identity.close();
  }
}
