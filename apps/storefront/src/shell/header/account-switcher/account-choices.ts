import { identityClientId, type Locale } from '@store/locales';
import { fetchWithRenewal } from '../../../clients/identity/renewing-fetch.ts';
import { readStoredTokens } from '../../../clients/identity/stored-tokens.ts';

/**
 * The accounts a signed-in customer may buy for, as the header's switcher reads them from the
 * storefront's /api/customer/accounts (features/organisations/active-account.route.ts), and the
 * switch itself: the route sets the active account at commerce and writes the cart cookies of that
 * account's cart, so the next page shows it.
 */

export interface AccountChoices {
  /** The organisation bought for; null when the customer buys for themself. */
  active: string | null;
  organisations: { id: string; name: string }[];
}

const isOrganisation = (value: unknown): value is { id: string; name: string } =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'name' in value &&
  typeof value.id === 'string' &&
  typeof value.name === 'string';

/** Hand-checked: the header's chunk carries no schema library, and the server has parsed commerce's answer. */
export function parseAccountChoices(value: unknown): AccountChoices | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (!('active' in value) || !('organisations' in value)) return undefined;
  const { active, organisations } = value;
  if (active !== null && typeof active !== 'string') return undefined;
  if (!Array.isArray(organisations) || !organisations.every(isOrganisation)) return undefined;
  return { active, organisations: organisations.map(({ id, name }) => ({ id, name })) };
}

function accountsAddress(locale: Locale, userId: string, expiresAt?: number): string {
  const query = new URLSearchParams({ locale, userId });
  if (expiresAt !== undefined) query.set('expiresAt', String(expiresAt));
  return `/api/customer/accounts?${query}`;
}

export async function fetchAccountChoices(locale: Locale, userId: string): Promise<AccountChoices> {
  const tokens = readStoredTokens(identityClientId(locale));
  if (!tokens) throw new Error('no stored token to read the accounts with');
  const response = await fetchWithRenewal(tokens.accessToken, (token) =>
    fetch(accountsAddress(locale, userId), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      cache: 'no-store',
    }),
  );
  if (!response.ok) throw new Error(`the accounts answered ${response.status}`);
  const choices = parseAccountChoices(await response.json());
  if (!choices) throw new Error('the accounts answer is not readable');
  return choices;
}

/** Buys for the organisation (null: for themself) from now on; true once the cart cookies follow. */
export async function switchAccount(
  locale: Locale,
  userId: string,
  organisationId: string | null,
): Promise<boolean> {
  const tokens = readStoredTokens(identityClientId(locale));
  if (!tokens) return false;
  try {
    const response = await fetchWithRenewal(tokens.accessToken, (token) =>
      fetch(accountsAddress(locale, userId, tokens.tokenExpiry), {
        method: 'PUT',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ organisationId }),
        cache: 'no-store',
      }),
    );
    return response.ok;
  } catch {
    return false;
  }
}
