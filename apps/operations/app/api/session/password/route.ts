import { z } from 'zod';
import { loginProblem } from '../../../../src/server/login-answer.ts';
import { problem } from '../../../../src/server/problem.ts';
import { isSameOrigin, loginCookie } from '../../../../src/server/session-cookie.ts';
import { submitPassword } from '../../../../src/server/staff-login.ts';

/** First sign-in step: username and password. The pending step goes into an HttpOnly cookie. */

export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(500),
});

export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request))
    return problem(403, 'cross-origin', 'This call must come from the console itself.');
  const body = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) return problem(400, 'missing', 'Enter your username and password.');
  const outcome = await submitPassword(body.data.username, body.data.password);
  if (outcome.kind === 'step') {
    return Response.json(
      { next: 'code' },
      { headers: { 'set-cookie': loginCookie(request, outcome.authId) } },
    );
  }
  // StaffLogin always asks for the code; a tree that signs in at once is not the staff tree.
  if (outcome.kind === 'signed-in')
    return problem(503, 'unavailable', 'The sign-in service answered unexpectedly.');
  return loginProblem(outcome, 'wrong-details');
}
