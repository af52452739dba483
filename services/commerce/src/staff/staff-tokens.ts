import { createHash } from 'node:crypto';
import { STAFF_IDENTITY_PATHS, staffSessionSchema } from '@store/contracts/staff';
import {
  IdentityUnavailableError,
  TOKEN_CACHE_MS,
  USERINFO_TIMEOUT_MS,
} from '../customers/customer-tokens.ts';
import type { StaffActor } from './staff-actor.ts';

/**
 * The one place commerce learns whose staff token it was given: the identity service's staff realm
 * validates it (docs/operations.md). A valid answer is kept briefly per token digest, so that a
 * console page's burst of calls costs one look-up; refusals are never kept, and a staff sign-out,
 * announced on identity's revocation events, forgets the member's answers at once.
 */

export type StaffResolution =
  { kind: 'staff'; actor: Extract<StaffActor, { kind: 'staff' }> } | { kind: 'invalid' };

export interface StaffTokensOptions {
  identityBaseUrl: string;
  timeoutMs?: number;
  cacheMs?: number;
  now?: () => number;
}

const CACHE_SIZE = 500;

export class StaffTokens {
  readonly validateUrl: string;
  readonly #timeoutMs: number;
  readonly #cacheMs: number;
  readonly #now: () => number;
  readonly #cache = new Map<string, { actor: Extract<StaffActor, { kind: 'staff' }>; expires: number }>();
  #revocations = 0;

  constructor(options: StaffTokensOptions) {
    this.validateUrl = `${options.identityBaseUrl.replace(/\/+$/, '')}${STAFF_IDENTITY_PATHS.validate}`;
    this.#timeoutMs = options.timeoutMs ?? USERINFO_TIMEOUT_MS;
    this.#cacheMs = options.cacheMs ?? TOKEN_CACHE_MS;
    this.#now = options.now ?? Date.now;
  }

  async resolve(token: string): Promise<StaffResolution> {
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = this.#cache.get(key);
    if (cached && cached.expires > this.#now()) return { kind: 'staff', actor: cached.actor };
    this.#cache.delete(key);

    const revocations = this.#revocations;
    const session = await this.#validate(token);
    if (!session.valid) return { kind: 'invalid' };
    const actor = {
      kind: 'staff' as const,
      staffId: session.uid,
      username: session.username,
      name: session.name,
      roles: session.roles,
    };
    if (revocations === this.#revocations) {
      if (this.#cache.size >= CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!);
      const sessionEnds = Date.parse(session.expiresAt);
      this.#cache.set(key, { actor, expires: Math.min(this.#now() + this.#cacheMs, sessionEnds) });
    }
    return { kind: 'staff', actor };
  }

  /** The member signed out or was changed: their next call is validated again. */
  forgetUser(userId: string): void {
    this.#revocations += 1;
    for (const [key, entry] of this.#cache) if (entry.actor.staffId === userId) this.#cache.delete(key);
  }

  async #validate(token: string) {
    let response: Response;
    try {
      response = await fetch(this.validateUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ tokenId: token }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw new IdentityUnavailableError('The identity service cannot be reached to check the staff token.', {
        cause: error,
      });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new IdentityUnavailableError(
        `The identity service’s staff validation answered ${response.status}.`,
      );
    }
    const parsed = staffSessionSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new IdentityUnavailableError(
        'The identity service’s staff validation answer is not a staff session.',
      );
    }
    return parsed.data;
  }
}
