import { COMMERCE_BASE_PATH } from '@store/contracts/commerce-constants';
import { operatorCustomerListSchema, type OperatorCustomerList } from '@store/contracts/operator-customers';
import { serverSystemUrls } from '../../config/server-env.ts';

/**
 * Commerce's operator API, as far as the support page needs it: the customer search, made with the
 * support agent's staff token as the bearer (commerce checks the member's role itself).
 */

const OPERATOR_TIMEOUT_MS = 5000;
/** A search shows one screenful; a longer list means the agent should type more. */
export const CUSTOMER_SEARCH_LIMIT = 20;

export type CustomerSearchOutcome =
  | { kind: 'found'; list: OperatorCustomerList }
  | { kind: 'refused'; status: 401 | 403 }
  | { kind: 'unavailable' };

export async function searchCustomers(staffToken: string, q: string): Promise<CustomerSearchOutcome> {
  const query = new URLSearchParams({
    q,
    perPage: String(CUSTOMER_SEARCH_LIMIT),
    sort: 'name',
    order: 'asc',
  });
  let response: Response;
  try {
    response = await fetch(
      `${serverSystemUrls().commerce}${COMMERCE_BASE_PATH}/operator/customers?${query}`,
      {
        headers: { accept: 'application/json', authorization: `Bearer ${staffToken}` },
        cache: 'no-store',
        signal: AbortSignal.timeout(OPERATOR_TIMEOUT_MS),
      },
    );
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'refused', status: response.status };
  if (!response.ok) return { kind: 'unavailable' };
  const list = operatorCustomerListSchema.safeParse(await response.json().catch(() => undefined));
  return list.success ? { kind: 'found', list: list.data } : { kind: 'unavailable' };
}
