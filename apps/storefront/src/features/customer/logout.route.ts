import { LOCALES } from '@store/locales';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { COMMERCE_LOGOUT_FAILURE } from '../../clients/commerce/logout-failure.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { bearerToken, readJsonBody } from './customer-request.ts';
import { fromThisStore } from './request-origin.ts';

/**
 * POST /api/customer/logout: the browser's side of requirements §7 "POST {logout path}". The storefront
 * forwards the customer's bearer token and the address the sign-out leads to, with the true flag,
 * to commerce. Only this store's own pages may call it: a logout another site could trigger would
 * let that site end a customer's session.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

const logoutBodySchema = z
  .object({
    locale: z.enum(LOCALES, 'expects locale, one of the store locales (e.g. en-gb)'),
    logoutUrl: z
      .string('expects logoutUrl, the store path the sign-out leads to')
      .min(1, 'expects logoutUrl, the store path the sign-out leads to')
      .max(2048, 'expects logoutUrl of at most 2048 characters'),
  })
  .strict();

export async function logoutRoute(request: Request): Promise<Response> {
  if (!fromThisStore(request)) {
    return problemResponse(403, 'a logout is accepted only from a page of this store');
  }
  const token = bearerToken(request);
  if (!token) return problemResponse(401, 'expects an Authorization: Bearer access token');

  const json = await readJsonBody(request, '{ "locale": "en-gb", "logoutUrl": "/en-gb" }');
  if (json instanceof Response) return json;
  const body = logoutBodySchema.safeParse(json);
  if (!body.success) return problemResponse(400, body.error.issues.map((issue) => issue.message).join('; '));

  const { locale, logoutUrl } = body.data;
  try {
    const result = await commerce().logout(locale, logoutUrl, token);
    return Response.json(result, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof CommerceProblem && error.status === 400) {
      return problemResponse(400, error.problem.detail);
    }
    logger.error({ err: error, locale }, COMMERCE_LOGOUT_FAILURE);
    return problemResponse(
      503,
      'the customer service did not answer the logout; the sign-out went on without it',
    );
  }
}
