import { ORDER_EMAIL_MAX_LENGTH, orderEmailChangeSchema } from '@store/contracts/commerce';
import { TRANSACTION_ID_HEADER } from '@store/contracts/identity';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { customerCaller, readJsonBody } from '../customer/customer-request.ts';

/**
 * /api/customer/order-email?locale&userId: the browser's way to the customer's order
 * confirmation email at commerce (GET, and PUT, which needs step-up). The bearer token is passed
 * through; so are a step-up challenge (401 with WWW-Authenticate) and the transaction id of the
 * retried call: the X-TxID header, or `_txid` in the address, which is where the SDK's HttpClient
 * puts it after a WWW-Authenticate challenge.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Statuses the browser can act on; anything else from commerce reads as unavailable. */
const PASSED_ON = new Set([400, 401, 403, 404]);

const transactionIdSchema = z.uuid();

export async function answer(call: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await call(), { headers: NO_STORE });
  } catch (error) {
    if (error instanceof CommerceProblem && PASSED_ON.has(error.status)) {
      return problemResponse(error.status, error.problem.detail, {
        ...(error.problem.errors ? { errors: error.problem.errors } : {}),
        ...(error.wwwAuthenticate ? { headers: { 'WWW-Authenticate': error.wwwAuthenticate } } : {}),
      });
    }
    return problemResponse(503, 'the customer service is not answering; try again shortly');
  }
}

export async function getOrderEmailRoute(request: Request): Promise<Response> {
  const caller = customerCaller(request);
  if (caller instanceof Response) return caller;
  return answer(() => commerce().orderEmail(caller.locale, caller.userId, caller.accessToken));
}

/** The transaction of a retried call: X-TxID, else the SDK's `_txid`; a malformed one is a 400. */
export function transactionOf(request: Request): string | undefined | Response {
  const given = request.headers.get(TRANSACTION_ID_HEADER) ?? new URL(request.url).searchParams.get('_txid');
  if (given === null) return undefined;
  const parsed = transactionIdSchema.safeParse(given);
  return parsed.success
    ? parsed.data
    : problemResponse(400, `expects ${TRANSACTION_ID_HEADER}, the step-up transaction id (a UUID)`);
}

export async function putOrderEmailRoute(request: Request): Promise<Response> {
  const caller = customerCaller(request);
  if (caller instanceof Response) return caller;
  const transactionId = transactionOf(request);
  if (transactionId instanceof Response) return transactionId;
  const json = await readJsonBody(request, '{"email": "orders@example.com"}');
  if (json instanceof Response) return json;
  const body = orderEmailChangeSchema.safeParse(json);
  if (!body.success) {
    return problemResponse(
      400,
      `expects {"email"}: an email address of at most ${ORDER_EMAIL_MAX_LENGTH} characters`,
      {
        errors: body.error.issues.map((issue) => ({
          path: ['body', ...issue.path.map(String)].join('.'),
          message: issue.message,
        })),
      },
    );
  }
  return answer(() =>
    commerce().changeOrderEmail(
      caller.locale,
      caller.userId,
      caller.accessToken,
      body.data.email,
      transactionId,
    ),
  );
}
