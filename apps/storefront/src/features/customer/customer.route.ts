import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { parseCustomerRequest } from './customer-request.ts';

/**
 * The storefront's customer routes (requirements §7 "Commerce and session"): the browser sends its bearer
 * token here and these forward it to commerce with the platform key, which stays on the server.
 * Answers are never cached: they belong to one customer and one moment.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The statuses the browser can act on; anything else from commerce reads as unavailable. */
const PASSED_ON = new Set([401, 403, 404]);

const userIdSchema = z.uuid();

async function answer(call: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await call(), { headers: NO_STORE });
  } catch (error) {
    if (error instanceof CommerceProblem && PASSED_ON.has(error.status)) {
      return problemResponse(error.status, error.problem.detail);
    }
    return problemResponse(503, 'the customer service is not answering; try again shortly');
  }
}

/** GET /api/customer/profile?locale&userId: the token's own profile (requirements §7 GET user profile). */
export async function customerProfileRoute(request: Request): Promise<Response> {
  const parsed = parseCustomerRequest(request);
  if (!parsed.ok) return parsed.response;
  const { locale, accessToken, params } = parsed.value;
  const userId = userIdSchema.safeParse(params.get('userId'));
  if (!userId.success) return problemResponse(400, 'expects userId, the signed-in user id (a UUID)');
  return answer(() => commerce().customerProfile(locale, userId.data, accessToken));
}

/** GET /api/customer/current?locale: the session check; 401 once the token is no longer valid. */
export async function currentCustomerRoute(request: Request): Promise<Response> {
  const parsed = parseCustomerRequest(request);
  if (!parsed.ok) return parsed.response;
  const { locale, accessToken } = parsed.value;
  return answer(() => commerce().currentCustomer(locale, accessToken));
}
