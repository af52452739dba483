import type { Locale } from '@store/locales';
import { fetchWithRenewal } from '../../clients/identity/renewing-fetch.ts';
import { parseCustomerCartAnswer, type CustomerCartAnswer } from './customer-cart.ts';
import { parseProfileNames, type ProfileNames } from './profile-names.ts';

/**
 * The browser's side of the storefront's customer routes; the bearer token goes with each call,
 * and a 401 is retried once with a renewed token (requirements §4) before it counts.
 */

export class CustomerRequestError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`customer request answered ${status}`);
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

export async function fetchProfileNames(
  locale: Locale,
  userId: string,
  accessToken: string,
): Promise<ProfileNames> {
  const query = new URLSearchParams({ locale, userId });
  const response = await request(`/api/customer/profile?${query}`, accessToken);
  if (!response.ok) throw new CustomerRequestError(response.status);
  const names = parseProfileNames(await response.json());
  if (!names) throw new CustomerRequestError(502);
  return names;
}

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
 * Makes the store's cart cookie hold the customer's cart, merging the anonymous one into it;
 * undefined when that could not be done now (the next page tries again).
 */
export async function restoreCustomerCart(
  locale: Locale,
  userId: string,
  accessToken: string,
): Promise<CustomerCartAnswer | undefined> {
  try {
    const query = new URLSearchParams({ locale, userId });
    const response = await fetchWithRenewal(accessToken, (token) =>
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
