import { IDENTITY_SESSION_COOKIE, identityPaths } from '@store/contracts/identity';
import { z } from 'zod';
import { serverSystemUrls } from '../../config/server-env.ts';

/** The server's question to the identity provider about a browse call's caller: whose session the cookie holds. */

/** The identity provider answers well within this, or the caller counts as not signed in. */
const IDENTITY_CHECK_TIMEOUT_MS = 5000;

const sessionAnswerSchema = z.object({ valid: z.boolean(), uid: z.string().optional() });

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
