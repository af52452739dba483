import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { customerCaller, type CustomerCaller } from './customer-request.ts';

/** Statuses the browser can act on; anything else from commerce reads as unavailable. */
const PASSED_ON = new Set([401, 403, 404]);

/**
 * The answer of a GET route through which the browser reads something of the signed-in customer at
 * commerce with their token (ADR 3): the caller checked, the read's JSON uncached, a refusal the
 * browser can act on passed on, anything else `unavailable` (a 503).
 */
export async function customerRead(
  request: Request,
  read: (caller: CustomerCaller) => Promise<unknown>,
  unavailable: string,
): Promise<Response> {
  const caller = customerCaller(request);
  if (caller instanceof Response) return caller;
  try {
    return Response.json(await read(caller), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof CommerceProblem && PASSED_ON.has(error.status)) {
      return problemResponse(error.status, error.problem.detail);
    }
    return problemResponse(503, unavailable);
  }
}
