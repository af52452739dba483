import type { ActorClaim } from '@store/contracts/staff';
import type { Database } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { SiteContext } from '../http/site-context.ts';
import type { CustomerTokens, TokenClaims } from './customer-tokens.ts';
import { customerFor, type CustomerRow } from './customers.ts';
import { askIdentity } from './identity-unavailable.ts';

export interface SignInDeps {
  database: Database;
  customerTokens: CustomerTokens;
}

/** The token's customer; `row` is undefined when commerce has no record and the claims cannot create one. */
export interface SignedInCustomer {
  userId: string;
  row: CustomerRow | undefined;
}

async function tokenClaims(deps: SignInDeps, context: SiteContext, token: string): Promise<TokenClaims> {
  const resolution = await askIdentity(
    deps.customerTokens.resolve(token, {
      siteId: context.site.siteId,
      clientId: context.site.identityClientId,
    }),
    'The customer cannot be recognised until it answers; try again shortly.',
  );
  if (resolution.kind === 'invalid') throw new ProblemError(401, resolution.reason);
  return resolution.claims;
}

/** The customer of the call's access token; 401 without a valid one, 503 when identity cannot say. */
export async function signedInCustomer(deps: SignInDeps, context: SiteContext): Promise<SignedInCustomer> {
  const { credentials } = context;
  if (credentials.kind !== 'bearer') {
    throw new ProblemError(401, 'Send the customer’s access token as Authorization: Bearer <token>.');
  }
  const claims = await tokenClaims(deps, context, credentials.token);
  return { userId: claims.userId, row: await customerFor(deps.database.db, claims) };
}

/** A call made with a token issued in an assisted session: the customer and the agent acting for them. */
export interface AssistedCall {
  customerId: string;
  actor: ActorClaim;
}

/**
 * The assisted session behind the call's token, or undefined for the customer's own token or a call
 * without one. Asks what signedInCustomer asked, so a second look is answered from the token cache.
 */
export async function assistedCall(
  deps: SignInDeps,
  context: SiteContext,
): Promise<AssistedCall | undefined> {
  const { credentials } = context;
  if (credentials.kind !== 'bearer') return undefined;
  const { userId, actor } = await tokenClaims(deps, context, credentials.token);
  return actor ? { customerId: userId, actor } : undefined;
}

/**
 * Who calls, where a token is optional: the token's user id, or undefined for a call without a
 * customer token. A token that is sent must be valid (401), so an expired one is never taken for
 * an anonymous call.
 */
export async function optionalCustomerId(
  deps: SignInDeps,
  context: SiteContext,
): Promise<string | undefined> {
  const { credentials } = context;
  if (credentials.kind !== 'bearer') return undefined;
  return (await tokenClaims(deps, context, credentials.token)).userId;
}

/** The 404 of a customer commerce has no record of, when the token's claims could not create one. */
export const noCustomerRecord = (userId: string) =>
  new ProblemError(
    404,
    `The store has no customer record for ${userId}, and the token does not carry the email and profile claims to create one; sign in again.`,
  );

export function customerRecord(customer: SignedInCustomer): CustomerRow {
  if (!customer.row) throw noCustomerRecord(customer.userId);
  return customer.row;
}
