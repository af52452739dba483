import { createHash } from 'node:crypto';
import { z } from 'zod';
import { IDENTITY_USER_ID_CLAIM, identityPaths } from '@store/contracts/identity';

/**
 * The one place commerce learns who a customer's access token belongs to: the identity
 * provider's userinfo endpoint (requirements §7), so the embedded identity service and a real AM work the
 * same. Answers are kept briefly per token hash so that a page's burst of calls costs one lookup;
 * refusals are never kept, so a revoked token is refused as soon as its entry is gone or forgotten.
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
});

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
  readonly #timeoutMs: number;
  readonly #cacheMs: number;
  readonly #cacheSize: number;
  readonly #now: () => number;
  readonly #cache = new Map<string, { claims: TokenClaims; expires: number }>();

  constructor(options: CustomerTokensOptions) {
    this.userInfoUrl = `${options.identityBaseUrl.replace(/\/+$/, '')}${identityPaths().userInfo}`;
    this.#timeoutMs = options.timeoutMs ?? USERINFO_TIMEOUT_MS;
    this.#cacheMs = options.cacheMs ?? TOKEN_CACHE_MS;
    this.#cacheSize = options.cacheSize ?? TOKEN_CACHE_SIZE;
    this.#now = options.now ?? Date.now;
  }

  async resolve(token: string): Promise<TokenResolution> {
    const key = tokenKey(token);
    const cached = this.#cache.get(key);
    if (cached && cached.expires > this.#now()) return { kind: 'customer', claims: cached.claims };
    this.#cache.delete(key);

    const claims = await this.#askIdentity(token);
    if (typeof claims === 'string') return { kind: 'invalid', reason: claims };
    // Oldest first in a Map: dropping the first entry keeps the cache bounded.
    if (this.#cache.size >= this.#cacheSize) this.#cache.delete(this.#cache.keys().next().value!);
    this.#cache.set(key, { claims, expires: this.#now() + this.#cacheMs });
    return { kind: 'customer', claims };
  }

  /** Forgets the token (logout): the next call with it asks the identity provider again. */
  forget(token: string): void {
    this.#cache.delete(tokenKey(token));
  }

  /** The claims, or why the token is refused. */
  async #askIdentity(token: string): Promise<TokenClaims | string> {
    let response: Response;
    try {
      response = await fetch(this.userInfoUrl, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new IdentityUnavailableError(
        timedOut
          ? `The identity provider did not answer within ${this.#timeoutMs / 1000} s.`
          : 'The identity provider cannot be reached.',
        { cause: error },
      );
    }
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
    return {
      userId: info[IDENTITY_USER_ID_CLAIM],
      ...(info.email === undefined ? {} : { email: info.email }),
      ...(info.given_name === undefined ? {} : { givenName: info.given_name }),
      ...(info.family_name === undefined ? {} : { familyName: info.family_name }),
      ...(info.registration_country === undefined ? {} : { registrationCountry: info.registration_country }),
    };
  }
}

/** The cache never holds a token itself, only its digest. */
function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
