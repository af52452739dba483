import type { CustomerProfile } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { parseAccountProfile } from './account-answers.ts';

/** The signed-in customer's commerce record for the account page, fetched in the browser (ADR 3). */

export class AccountProfileError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`the account profile answered ${status}`);
    this.status = status;
  }
}

export async function fetchAccountProfile(
  locale: Locale,
  userId: string,
  accessToken: string,
): Promise<CustomerProfile> {
  const response = await fetch(`/api/customer/profile?${new URLSearchParams({ locale, userId })}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new AccountProfileError(response.status);
  const profile = parseAccountProfile(await response.json());
  if (!profile) throw new AccountProfileError(502);
  return profile;
}
