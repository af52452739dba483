import { z } from 'zod';
import { loginProblem } from '../../../../src/server/login-answer.ts';
import { problem } from '../../../../src/server/problem.ts';
import {
  clearedCookie,
  isSameOrigin,
  LOGIN_COOKIE,
  readCookie,
  sessionCookie,
} from '../../../../src/server/session-cookie.ts';
import { submitCode } from '../../../../src/server/staff-login.ts';

/** Second sign-in step: the one-time code. Success sets the session cookie; the page then opens `/`. */

export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request))
    return problem(403, 'cross-origin', 'This call must come from the console itself.');
  const authId = readCookie(request, LOGIN_COOKIE);
  if (!authId) return problem(400, 'expired', 'The sign-in took too long. Start again.');
  const body = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success)
    return problem(400, 'code-format', 'Enter the 6-digit code from your authenticator app.');
  const outcome = await submitCode(authId, body.data.code);
  if (outcome.kind === 'signed-in') {
    const headers = new Headers();
    headers.append('set-cookie', sessionCookie(request, outcome.tokenId));
    headers.append('set-cookie', clearedCookie(request, LOGIN_COOKIE));
    return Response.json({ next: '/' }, { headers });
  }
  if (outcome.kind === 'step') return problem(401, 'wrong-code', 'The code is not right.');
  return loginProblem(outcome, 'wrong-code');
}
