import { z } from 'zod';
import {
  endStaffSession,
  submitStaffCode,
  submitStaffPassword,
  type StaffLoginOutcome,
} from '../../clients/identity/staff-realm.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { readJsonBody } from '../customer/customer-request.ts';
import { fromThisStore } from '../customer/request-origin.ts';
import { checkAgent } from './support-agent.ts';
import {
  clearedCookie,
  readCookie,
  STAFF_COOKIE,
  STAFF_LOGIN_COOKIE,
  staffCookie,
  staffLoginCookie,
} from './support-cookies.ts';

/**
 * POST /api/support/session/password and /api/support/session/code: the support agents' sign-in
 * (StaffLogin, run here on the server), and /api/support/session/logout. The password step keeps the tree's pending step in an
 * HttpOnly cookie; the code step, once the member proves to be a support agent or an administrator,
 * keeps the staff token in `store_staff`. The browser sees neither. Each answer's status tells the
 * page which message to show in its language.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

const passwordSchema = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(500),
});

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

function refusal(outcome: Exclude<StaffLoginOutcome, { kind: 'step' | 'signed-in' }>): Response {
  if (outcome.kind === 'unavailable') {
    return problemResponse(503, 'the sign-in service does not answer; try again shortly');
  }
  if (outcome.reason === 'throttled') {
    return problemResponse(429, 'too many failed attempts; wait a minute, then try again', {
      headers: { 'Retry-After': '60' },
    });
  }
  if (outcome.reason === 'expired') return problemResponse(409, 'the sign-in took too long; start again');
  return problemResponse(401, 'the sign-in details are not right');
}

function notFromThisStore(): Response {
  return problemResponse(403, 'a support sign-in is accepted only from a page of this store');
}

export async function supportPasswordRoute(request: Request): Promise<Response> {
  if (!fromThisStore(request)) return notFromThisStore();
  const json = await readJsonBody(request, '{ "username": "ops.support", "password": "…" }');
  if (json instanceof Response) return json;
  const body = passwordSchema.safeParse(json);
  if (!body.success) return problemResponse(400, 'expects username and password');

  const outcome = await submitStaffPassword(body.data.username, body.data.password);
  if (outcome.kind === 'step') {
    return Response.json(
      { next: 'code' },
      { headers: { ...NO_STORE, 'Set-Cookie': staffLoginCookie(request, outcome.authId) } },
    );
  }
  // StaffLogin always asks for the code: a tree that signs in at once is not the staff tree.
  if (outcome.kind === 'signed-in') return refusal({ kind: 'unavailable' });
  return refusal(outcome);
}

export async function supportCodeRoute(request: Request): Promise<Response> {
  if (!fromThisStore(request)) return notFromThisStore();
  const authId = readCookie(request, STAFF_LOGIN_COOKIE);
  if (!authId) return refusal({ kind: 'refused', reason: 'expired' });
  const json = await readJsonBody(request, '{ "code": "123456" }');
  if (json instanceof Response) return json;
  const body = codeSchema.safeParse(json);
  if (!body.success) return problemResponse(400, 'expects code, the 6 digits of the one-time code');

  const outcome = await submitStaffCode(authId, body.data.code);
  if (outcome.kind === 'step') return problemResponse(401, 'the one-time code is not right');
  if (outcome.kind !== 'signed-in') return refusal(outcome);

  const check = await checkAgent(outcome.tokenId);
  const pendingGone = clearedCookie(request, STAFF_LOGIN_COOKIE);
  if (check.kind === 'agent') {
    const headers = new Headers(NO_STORE);
    headers.append('Set-Cookie', pendingGone);
    headers.append('Set-Cookie', staffCookie(request, outcome.tokenId));
    return Response.json({ next: 'support' }, { headers });
  }
  // A member who may not serve customers keeps no session here.
  await endStaffSession(outcome.tokenId);
  if (check.kind === 'not-allowed') {
    return problemResponse(403, 'only support agents and administrators act for customers', {
      headers: { 'Set-Cookie': pendingGone },
    });
  }
  return refusal({ kind: 'unavailable' });
}

/** POST /api/support/session/logout: the agent signs out; the staff session ends at the identity service. */
export async function supportSignOutRoute(request: Request): Promise<Response> {
  if (!fromThisStore(request)) return notFromThisStore();
  const staffToken = readCookie(request, STAFF_COOKIE);
  if (staffToken) await endStaffSession(staffToken);
  return new Response(null, {
    status: 204,
    headers: { ...NO_STORE, 'Set-Cookie': clearedCookie(request, STAFF_COOKIE) },
  });
}
