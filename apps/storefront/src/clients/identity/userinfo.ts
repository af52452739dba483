import { IDENTITY_MOUNT, IDENTITY_USER_ID_CLAIM, identityPaths } from '@store/contracts/identity';
import { AUTH_TIMEOUT_MS } from './config.ts';

/** The signed-in customer as the identity provider describes them (requirements §3 User, requirements §7 user info). */
export interface IdentityUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** ISO 3166 alpha-2, upper case; empty when the provider did not release a valid one. */
  registrationCountryIso: string;
  /** Set in an assisted session: the member of staff acting for the customer (the `act` claim). */
  actor?: Actor;
}

export interface Actor {
  id: string;
  name: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The profile scope's registration_country: two letters, or nothing a locale switch could act on. */
function countryIso(value: unknown): string {
  const code = text(value).trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : '';
}

/**
 * RFC 8693's actor claim, as ACTOR_CLAIM of @store/contracts/staff names it; not imported from
 * there, because that module brings zod into the browser.
 */
const ACTOR_CLAIM = 'act';

/** The `act` claim ({sub, name}), hand-checked so that this chunk stays free of a schema library. */
function actorOf(value: unknown): Actor | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { sub, name } = value as Record<string, unknown>;
  return typeof sub === 'string' && sub && typeof name === 'string' ? { id: sub, name } : undefined;
}

/** Reads the user info answer; without the user-id claim there is no user (requirements §3: id from that claim). */
export function parseUserInfo(value: unknown): IdentityUser | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const claims = value as Record<string, unknown>;
  const id = text(claims[IDENTITY_USER_ID_CLAIM]);
  if (!id) return undefined;
  const actor = actorOf(claims[ACTOR_CLAIM]);
  return {
    id,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    email: text(claims.email),
    registrationCountryIso: countryIso(claims.registration_country),
    ...(actor ? { actor } : {}),
  };
}

export class UserInfoError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Failed to get user info; received ${status}`);
    this.status = status;
  }
}

/**
 * GET user info with the bearer token (requirements §7). A plain fetch rather than the SDK's UserManager:
 * a page with a valid stored token then needs no SDK at all.
 */
export async function fetchUserInfo(origin: string, accessToken: string): Promise<IdentityUser> {
  const response = await fetch(`${origin}${IDENTITY_MOUNT}${identityPaths().userInfo}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    credentials: 'include',
    signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new UserInfoError(response.status);
  const user = parseUserInfo(await response.json());
  if (!user) throw new Error('Failed to get user info; the answer has no user id');
  return user;
}
