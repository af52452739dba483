import { isLocale, type Locale } from '@store/locales';
import { z } from 'zod';
import { CommerceProblem } from './commerce-client.ts';
import { commerce } from './server.ts';

/**
 * The storefront's customer routes (SPEC 7 "Commerce and session"): the browser sends its bearer
 * token here and these forward it to commerce with the platform key, which stays on the server.
 * Answers are never cached: they belong to one customer and one moment.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The statuses the browser can act on; anything else from commerce reads as unavailable. */
const PASSED_ON = new Set([401, 403, 404]);

const bearerPattern = /^Bearer ([\x21-\x7e]{1,4096})$/;
const userIdSchema = z.uuid();

export function customerProblem(status: number, detail: string): Response {
  return Response.json(
    { title: status === 503 ? 'Unavailable' : 'Refused', status, detail },
    { status, headers: { ...NO_STORE, 'Content-Type': 'application/problem+json' } },
  );
}

interface CustomerRequest {
  locale: Locale;
  accessToken: string;
  params: URLSearchParams;
}

type Parsed = { ok: true; value: CustomerRequest } | { ok: false; response: Response };

/** The locale in the address and the bearer token every customer route needs. */
export function parseCustomerRequest(request: Request): Parsed {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale');
  if (!isLocale(locale)) {
    return {
      ok: false,
      response: customerProblem(400, 'expects locale, one of the store locales (e.g. en-gb)'),
    };
  }
  const token = bearerPattern.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) {
    return {
      ok: false,
      response: customerProblem(401, 'expects an Authorization: Bearer access token; sign in again'),
    };
  }
  return { ok: true, value: { locale, accessToken: token, params } };
}

async function answer(call: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await call(), { headers: NO_STORE });
  } catch (error) {
    if (error instanceof CommerceProblem && PASSED_ON.has(error.status)) {
      return customerProblem(error.status, error.problem.detail);
    }
    return customerProblem(503, 'the customer service is not answering; try again shortly');
  }
}

/** GET /api/customer/profile?locale&userId: the token's own profile (SPEC 7 GET user profile). */
export async function customerProfileRoute(request: Request): Promise<Response> {
  const parsed = parseCustomerRequest(request);
  if (!parsed.ok) return parsed.response;
  const { locale, accessToken, params } = parsed.value;
  const userId = userIdSchema.safeParse(params.get('userId'));
  if (!userId.success) return customerProblem(400, 'expects userId, the signed-in user id (a UUID)');
  return answer(() => commerce().customerProfile(locale, userId.data, accessToken));
}

/** GET /api/customer/current?locale: the session check; 401 once the token is no longer valid. */
export async function currentCustomerRoute(request: Request): Promise<Response> {
  const parsed = parseCustomerRequest(request);
  if (!parsed.ok) return parsed.response;
  const { locale, accessToken } = parsed.value;
  return answer(() => commerce().currentCustomer(locale, accessToken));
}
