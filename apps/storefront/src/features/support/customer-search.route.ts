import { searchCustomers } from '../../clients/commerce/operator-customers.ts';
import { problemResponse } from '../../clients/problem-response.ts';
import { readCookie, STAFF_COOKIE } from './support-cookies.ts';

/**
 * GET /api/support/customers?q=: the support page's customer search (name, email or order number),
 * made at commerce with the agent's staff token from its HttpOnly cookie. Only what the page shows
 * goes back: name, email and country of each customer, by user id.
 */

const QUERY_MIN = 2;
const QUERY_MAX = 200;

export interface FoundCustomer {
  id: string;
  name: string;
  email: string;
  country: string;
}

export async function customerSearchRoute(request: Request): Promise<Response> {
  const staffToken = readCookie(request, STAFF_COOKIE);
  if (!staffToken) return problemResponse(401, 'sign in as a support agent first');
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (q.length < QUERY_MIN || q.length > QUERY_MAX) {
    return problemResponse(
      400,
      `expects q, a name, email or order number of ${QUERY_MIN} to ${QUERY_MAX} characters`,
    );
  }
  const outcome = await searchCustomers(staffToken, q);
  if (outcome.kind === 'refused') {
    return outcome.status === 401
      ? problemResponse(401, 'the staff session has ended; sign in again')
      : problemResponse(403, 'only support agents and administrators act for customers');
  }
  if (outcome.kind === 'unavailable') return problemResponse(503, 'the customer search does not answer');
  const customers: FoundCustomer[] = outcome.list.data.map(({ id, name, email, registrationCountry }) => ({
    id,
    name,
    email,
    country: registrationCountry,
  }));
  return Response.json({ customers }, { headers: { 'Cache-Control': 'no-store' } });
}
