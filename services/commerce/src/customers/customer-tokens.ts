import { createHash } from 'node:crypto';
import { z } from 'zod';
import { IDENTITY_USER_ID_CLAIM, identityPaths } from '@store/contracts/identity';
import { ACTOR_CLAIM, actorClaimSchema, type ActorClaim } from '@store/contracts/staff';

/**
 * The one place commerce learns who a customer's access token belongs to: the identity
 * provider's userinfo endpoint (requirements §7), so the embedded identity service and a real AM work the
 * same, and its introspection endpoint (RFC 7662), asked as the site's client, which says whether
 * the token was issued to that site's sign-in. Answers are kept briefly per token hash so that a
 * page's burst of calls costs one lookup; refusals are never kept. The identity provider announces
 * revoked tokens and ended sessions (forgetUser), so a revoked token is refused on its next call.
 */

export const USERINFO_TIMEOUT_MS = 5000;
export const TOKEN_CACHE_MS = 30_000;
export const TOKEN_CACHE_SIZE = 1000;

/** What userinfo says about the token's user; names and email may be missing when a scope was not granted. */
export interface TokenClaims {
  userId: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  registrationCountry?: string;
  /** The support agent acting for the customer, when the token was issued in an assisted session. */
  actor?: ActorClaim;
}

/** invalid: the provider refused the token, or the token was not granted the user-id claim. */
export type TokenResolution = { kind: 'customer'; claims: TokenClaims } | { kind: 'invalid'; reason: string };

/** The identity provider could not be asked, or gave an answer commerce cannot use. */
export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError';
}

const userInfoSchema = z.object({
  [IDENTITY_USER_ID_CLAIM]: z.uuid(),
  email: z.string().min(1).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  registration_country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  // Checked on its own below, so that a malformed actor is told apart from a missing user id.
  [ACTOR_CLAIM]: z.unknown().optional(),
});

/** The identity provider's announcements of revoked tokens (the platform passes identity's). */
export interface TokenRevocations {
  subscribe(listener: (event: { userId: string }) => void): () => void;
}

/** The site a call names, and the identity client its customers sign in with. */
export interface TokenAudience {
  siteId: string;
  clientId: string;
}

const introspectionSchema = z.object({ active: z.boolean(), client_id: z.string().optional() });

export interface CustomerTokensOptions {
  /** The identity provider's base (systemUrls(env).identity, e.g. http://127.0.0.1:4000/am). */
  identityBaseUrl: string;
  timeoutMs?: number;
  cacheMs?: number;
  cacheSize?: number;
  now?: () => number;
}

export class CustomerTokens {
  readonly userInfoUrl: string;
  readonly introspectionUrl: string;
  readonly #timeoutMs: number;
  readonly #cacheMs: number;
  readonly #cacheSize: number;
  readonly #now: () => number;
  readonly #cache = new Map<string, { claims: TokenClaims; clientId: string; expires: number }>();
  /** Counts revocations, so that an answer asked for before one is not kept after it. */
  #revocations = 0;

  constructor(options: CustomerTokensOptions) {
    const base = options.identityBaseUrl.replace(/\/+$/, '');
    this.userInfoUrl = `${base}${identityPaths().userInfo}`;
    this.introspectionUrl = `${base}${identityPaths().introspect}`;
    this.#timeoutMs = options.timeoutMs ?? USERINFO_TIMEOUT_MS;
    this.#cacheMs = options.cacheMs ?? TOKEN_CACHE_MS;
    this.#cacheSize = options.cacheSize ?? TOKEN_CACHE_SIZE;
    this.#now = options.now ?? Date.now;
  }

  /** The token's customer when the token is valid and was issued to the site's client. */
  async resolve(token: string, audience: TokenAudience): Promise<TokenResolution> {
    const key = tokenKey(token);
    const cached = this.#cache.get(key);
    if (cached && cached.expires > this.#now() && cached.clientId === audience.clientId) {
      return { kind: 'customer', claims: cached.claims };
    }
    this.#cache.delete(key);

    const revocations = this.#revocations;
    const [claims, ownClient] = await Promise.all([
      this.#askUserInfo(token),
      this.#issuedTo(token, audience.clientId),
    ]);
    if (typeof claims === 'string') return { kind: 'invalid', reason: claims };
    if (!ownClient) {
      return {
        kind: 'invalid',
        reason: `The access token was issued to another store’s sign-in, not to site ${audience.siteId}’s; sign in on this store.`,
      };
    }
    if (revocations !== this.#revocations) return { kind: 'customer', claims };
    // Oldest first in a Map: dropping the first entry keeps the cache bounded.
    if (this.#cache.size >= this.#cacheSize) this.#cache.delete(this.#cache.keys().next().value!);
    this.#cache.set(key, { claims, clientId: audience.clientId, expires: this.#now() + this.#cacheMs });
    return { kind: 'customer', claims };
  }

  /** Forgets the token (logout): the next call with it asks the identity provider again. */
  forget(token: string): void {
    this.#cache.delete(tokenKey(token));
  }

  /** The identity provider revoked some of the user's tokens (a revocation, or a session that ended). */
  forgetUser(userId: string): void {
    this.#revocations += 1;
    for (const [key, entry] of this.#cache) if (entry.claims.userId === userId) this.#cache.delete(key);
  }

  /** Asks the identity provider whether the token is active for this client; it says no for another client's. */
  async #issuedTo(token: string, clientId: string): Promise<boolean> {
    const response = await this.#call(this.introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ token, client_id: clientId }),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new IdentityUnavailableError(
        `The identity provider’s introspection answered ${response.status}.`,
      );
    }
    const answer = introspectionSchema.safeParse(await response.json().catch(() => undefined));
    if (!answer.success) {
      throw new IdentityUnavailableError('The identity provider’s introspection answer is not RFC 7662’s.');
    }
    return answer.data.active && answer.data.client_id === clientId;
  }

  async #call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new IdentityUnavailableError(
        timedOut
          ? `The identity provider did not answer within ${this.#timeoutMs / 1000} s.`
          : 'The identity provider cannot be reached.',
        { cause: error },
      );
    }
  }

  /** The claims, or why the token is refused. */
  async #askUserInfo(token: string): Promise<TokenClaims | string> {
    const response = await this.#call(this.userInfoUrl, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (response.status === 401 || response.status === 403 || response.status === 400) {
      await response.body?.cancel();
      return 'The access token is not valid or has expired; sign in again.';
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new IdentityUnavailableError(`The identity provider answered ${response.status}.`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (body !== null && typeof body === 'object' && !(IDENTITY_USER_ID_CLAIM in body)) {
      return `The access token was not granted the ${IDENTITY_USER_ID_CLAIM} scope; sign in again asking for it.`;
    }
    const parsed = userInfoSchema.safeParse(body);
    if (!parsed.success) {
      throw new IdentityUnavailableError(
        `The identity provider's user info has no usable ${IDENTITY_USER_ID_CLAIM} claim.`,
      );
    }
    const info = parsed.data;
    const actor = actorClaimSchema.optional().safeParse(info[ACTOR_CLAIM]);
    if (!actor.success) {
      throw new IdentityUnavailableError(
        `The identity provider's ${ACTOR_CLAIM} claim does not name the acting staff member (sub, name).`,
      );
    }
    return {
      userId: info[IDENTITY_USER_ID_CLAIM],
      ...(info.email === undefined ? {} : { email: info.email }),
      ...(info.given_name === undefined ? {} : { givenName: info.given_name }),
      ...(info.family_name === undefined ? {} : { familyName: info.family_name }),
      ...(info.registration_country === undefined ? {} : { registrationCountry: info.registration_country }),
      ...(actor.data === undefined ? {} : { actor: actor.data }),
    };
  }
}

/** The cache never holds a token itself, only its digest. */
function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
