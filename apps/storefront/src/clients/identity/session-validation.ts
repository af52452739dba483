import { IDENTITY_SESSION_COOKIE, identityPaths } from '@store/contracts/identity';
import { z } from 'zod';
import { serverSystemUrls } from '../../config/server-env.ts';

/** The identity provider answers a session check well within this, or the visitor counts as signed out. */
const SESSION_CHECK_TIMEOUT_MS = 5000;

const sessionAnswerSchema = z.object({ valid: z.boolean() });

/** Whether the identity provider holds a live session for this session cookie; any failure counts as none. */
export async function isLiveSession(sessionId: string): Promise<boolean> {
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
        signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS),
      },
    );
    if (!response.ok) return false;
    const answer = sessionAnswerSchema.safeParse(await response.json());
    return answer.success && answer.data.valid;
  } catch {
    return false;
  }
}
