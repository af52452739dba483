import { LOCALES } from '@store/locales';
import { z } from 'zod';
import { startAssistedSession } from '../../clients/identity/staff-realm.ts';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { readJsonBody } from '../customer/customer-request.ts';
import { fromThisStore } from '../customer/request-origin.ts';
import { publicOrigin } from './public-origin.ts';
import { customerSessionCookie, readCookie, STAFF_COOKIE } from './support-cookies.ts';
import { assistedStart, sectionSchema } from './support-section.ts';

/**
 * POST /api/support/assisted-sessions: "Start assisted session". The identity service opens an AM
 * session for the customer on the agent's staff token; this store sets it as the customer's session
 * cookie, as the identity service sets its own, and answers where the agent goes next. The page then
 * takes the customer's tokens the usual way (a silent authorize), and every token of that session
 * names the agent as its actor. Only this store's own pages may call it.
 */

const bodySchema = z
  .object({
    locale: z.enum(LOCALES, 'expects locale, one of the store locales (e.g. en-gb)'),
    userId: z.uuid('expects userId, the customer’s user id (a UUID)'),
    section: sectionSchema.optional(),
  })
  .strict();

const REFUSALS = {
  400: 'the identity service did not accept this customer',
  401: 'the staff session has ended; sign in again',
  403: 'only support agents and administrators act for customers',
  404: 'this customer no longer exists',
} as const;

export async function startAssistedSessionRoute(request: Request): Promise<Response> {
  if (!fromThisStore(request)) {
    return problemResponse(403, 'an assisted session is started only from a page of this store');
  }
  const staffToken = readCookie(request, STAFF_COOKIE);
  if (!staffToken) return problemResponse(401, REFUSALS[401]);
  const json = await readJsonBody(
    request,
    '{ "locale": "en-us", "userId": "8d2f1c3e-0a4b-4c5d-9e6f-000000000001" }',
  );
  if (json instanceof Response) return json;
  const body = bodySchema.safeParse(json);
  if (!body.success) return problemResponse(400, body.error.issues.map((issue) => issue.message).join('; '));

  const { locale, userId, section } = body.data;
  const outcome = await startAssistedSession(staffToken, userId, publicOrigin(request));
  if (outcome.kind === 'refused') return problemResponse(outcome.status, REFUSALS[outcome.status]);
  if (outcome.kind === 'unavailable') {
    logger.error({ userId }, 'the identity service did not start an assisted session');
    return problemResponse(503, 'the identity service does not answer; try again shortly');
  }
  return Response.json(
    { goto: assistedStart(locale, section) },
    {
      headers: {
        'Cache-Control': 'no-store',
        'Set-Cookie': customerSessionCookie(request, outcome.session.tokenId),
      },
    },
  );
}
