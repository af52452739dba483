import { preferencesChangeSchema } from '@store/contracts/commerce-preferences';
import { commerce } from '../../clients/commerce/server.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { answer, transactionOf } from '../account-email/order-email.route.ts';
import { customerCaller, readJsonBody } from '../customer/customer-request.ts';

/**
 * PATCH /api/customer/preferences?locale&userId: the browser's way to change the invoice email,
 * which needs step-up as the order email does; the challenge and the retried call's transaction id
 * are passed on as for /api/customer/order-email.
 */
export async function patchPreferencesRoute(request: Request): Promise<Response> {
  const caller = customerCaller(request);
  if (caller instanceof Response) return caller;
  const transactionId = transactionOf(request);
  if (transactionId instanceof Response) return transactionId;
  const json = await readJsonBody(request, '{"invoiceEmail": "accounts@example.com"}');
  if (json instanceof Response) return json;
  const body = preferencesChangeSchema.safeParse(json);
  if (!body.success) {
    return problemResponse(400, 'expects {"invoiceEmail"}: an email address, or null for the order email', {
      errors: body.error.issues.map((issue) => ({
        path: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    });
  }
  return answer(() =>
    commerce().changePreferences(caller.locale, caller.userId, caller.accessToken, body.data, transactionId),
  );
}
