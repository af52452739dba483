import { IDENTITY_SESSION_COOKIE, IDENTITY_USER_ID_CLAIM, identityPaths } from '@store/contracts/identity';
import { z } from 'zod';
import { serverSystemUrls } from '../../config/server-env.ts';

/**
 * The server's questions to the identity provider about a browse call's caller (requirements §6:
 * browse calls depend on a bearer token): whose token it is, and whose session the cookie holds.
 */

/** The identity provider answers well within this, or the caller counts as not signed in. */
const IDENTITY_CHECK_TIMEOUT_MS = 5000;

const sessionAnswerSchema = z.object({ valid: z.boolean(), uid: z.string().optional() });
const userInfoSchema = z.looseObject({ [IDENTITY_USER_ID_CLAIM]: z.string().min(1) });

/** The user whose live session this session cookie is; undefined for none, and on any failure. */
export async function liveSessionUser(sessionId: string): Promise<string | undefined> {
  try {
    const response = await fetch(
      `${serverSystemUrls().identity}${identityPaths().sessions}?_action=validate`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept-API-Version': 'resource=2.1, protocol=1.0',
          Cookie: `${IDENTITY_SESSION_COOKIE}=${sessionId}`,
        },
        body: '{}',
        cache: 'no-store',
        signal: AbortSignal.timeout(IDENTITY_CHECK_TIMEOUT_MS),
      },
    );
    if (!response.ok) return undefined;
    const answer = sessionAnswerSchema.safeParse(await response.json());
    return answer.success && answer.data.valid ? answer.data.uid : undefined;
  } catch {
    return undefined;
  }
}

export type TokenOwner =
  | { kind: 'user'; userId: string }
  /** The identity provider refused the token: expired, revoked or never issued. */
  | { kind: 'refused' }
  | { kind: 'unavailable' };

/** Whose access token this is, by the user info's user-id claim (requirements §7 Identity provider). */
export async function tokenOwner(accessToken: string): Promise<TokenOwner> {
  try {
    const response = await fetch(`${serverSystemUrls().identity}${identityPaths().userInfo}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(IDENTITY_CHECK_TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 403) return { kind: 'refused' };
    if (!response.ok) return { kind: 'unavailable' };
    const claims = userInfoSchema.safeParse(await response.json());
    return claims.success
      ? { kind: 'user', userId: claims.data[IDENTITY_USER_ID_CLAIM] }
      : { kind: 'refused' };
  } catch {
    return { kind: 'unavailable' };
  }
}
