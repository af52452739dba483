import { ProblemError } from '@store/service-runtime';
import type { SiteContext } from '../http/site-context.ts';
import type { CustomerRow } from './customers.ts';
import {
  customerRecord,
  signedInCustomer,
  type SignedInCustomer,
  type SignInDeps,
} from './signed-in-customer.ts';

/**
 * A customer call names its customer in the path; the token may only reach its own.
 * `what` completes "The access token may only …", e.g. "read its own customer’s profile".
 */
export function checkOwnCustomer(customer: SignedInCustomer, userId: string, what: string): void {
  if (userId !== customer.userId) throw new ProblemError(403, `The access token may only ${what}.`);
}

/** The record of the token's customer when the path names them: 401 or 503, then 403, then 404. */
export async function ownCustomerRecord(
  deps: SignInDeps,
  context: SiteContext,
  userId: string,
  what: string,
): Promise<CustomerRow> {
  const customer = await signedInCustomer(deps, context);
  checkOwnCustomer(customer, userId, what);
  return customerRecord(customer);
}
