import { endStaffSession, validateStaffToken } from '../../../src/server/staff-login.ts';
import { problem } from '../../../src/server/problem.ts';
import {
  clearedCookie,
  isSameOrigin,
  readCookie,
  SESSION_COOKIE,
} from '../../../src/server/session-cookie.ts';

/** Who is signed in (GET) and signing out (DELETE). */

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const token = readCookie(request, SESSION_COOKIE);
  const session = token ? await validateStaffToken(token) : undefined;
  if (!session?.valid) return problem(401, 'signed-out', 'Sign in to the console first.');
  return Response.json(
    { id: session.uid, username: session.username, name: session.name, roles: session.roles },
    { headers: { 'cache-control': 'no-store' } },
  );
}

export async function DELETE(request: Request): Promise<Response> {
  if (!isSameOrigin(request))
    return problem(403, 'cross-origin', 'This call must come from the console itself.');
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await endStaffSession(token);
  return new Response(null, {
    status: 204,
    headers: { 'set-cookie': clearedCookie(request, SESSION_COOKIE) },
  });
}
