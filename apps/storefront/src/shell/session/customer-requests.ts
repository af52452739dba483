import { identityClientId, type Locale } from '@store/locales';
import { fetchWithRenewal } from '../../clients/identity/renewing-fetch.ts';
import { readStoredTokens, type StoredTokens } from '../../clients/identity/stored-tokens.ts';
import { cartOwner, parseCustomerCartAnswer, type CustomerCartAnswer } from './customer-cart.ts';

/**
 * The browser's side of the storefront's customer routes; the bearer token goes with each call,
 * and a 401 is retried once with a renewed token (requirements §4) before it counts.
 */

/** requirements §8: what a failed data request says; the status goes with it. */
export const FETCH_FAILED = 'An error occurred while fetching the data';

export class CustomerRequestError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(FETCH_FAILED);
    this.status = status;
  }
}

const request = (path: string, accessToken: string) =>
  fetchWithRenewal(accessToken, (token) =>
    fetch(path, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      cache: 'no-store',
    }),
  );

/**
 * The answer of our profile route, unparsed: the session reads the names from it and the account
 * page the whole profile, from one request kept under profileKey (requirements §7 GET user profile).
 */
export async function fetchProfileAnswer(
  locale: Locale,
  userId: string,
  accessToken: string,
): Promise<unknown> {
  const query = new URLSearchParams({ locale, userId });
  const response = await request(`/api/customer/profile?${query}`, accessToken);
  if (!response.ok) throw new CustomerRequestError(response.status);
  return response.json();
}

/** The SWR fetcher of profileKey's answer, with the customer's stored token. */
export const profileAnswerFetcher =
  (locale: Locale, clientId: string) =>
  ([, userId]: readonly [string, string]): Promise<unknown> => {
    const tokens = readStoredTokens(clientId);
    if (!tokens) throw new Error('no stored token to ask for the profile with');
    return fetchProfileAnswer(locale, userId, tokens.accessToken);
  };

/** The session check: 'refused' only when the token is no longer accepted (a 401). */
export async function checkCurrentCustomer(
  locale: Locale,
  accessToken: string,
): Promise<'valid' | 'refused' | 'unknown'> {
  try {
    const response = await request(`/api/customer/current?${new URLSearchParams({ locale })}`, accessToken);
    if (response.status === 401) return 'refused';
    return response.ok ? 'valid' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Makes the store's cart cookie hold the customer's cart, merging the anonymous one into it, and
 * hands the server the token that reaches it until the token expires (ADR 16); undefined when that
 * could not be done now (the next page tries again).
 */
export async function restoreCustomerCart(
  locale: Locale,
  userId: string,
  tokens: Pick<StoredTokens, 'accessToken' | 'tokenExpiry'>,
): Promise<CustomerCartAnswer | undefined> {
  try {
    const query = new URLSearchParams({ locale, userId });
    if (tokens.tokenExpiry !== undefined) query.set('expiresAt', String(tokens.tokenExpiry));
    const response = await fetchWithRenewal(tokens.accessToken, (token) =>
      fetch(`/api/customer/cart?${query}`, {
        method: 'POST',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        cache: 'no-store',
      }),
    );
    return response.ok ? parseCustomerCartAnswer(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server found its token for the customer's cart expired: it is handed the stored one (renewed
 * on the way when that is refused too). True when the cart can be reached again.
 */
export async function renewCartAccess(locale: Locale): Promise<boolean> {
  const userId = cartOwner(locale);
  const tokens = readStoredTokens(identityClientId(locale));
  if (!userId || !tokens) return false;
  return (await restoreCustomerCart(locale, userId, tokens)) !== undefined;
}
