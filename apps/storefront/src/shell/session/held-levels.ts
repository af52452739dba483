import type { Locale } from '@store/locales';
import { fetchWithRenewal } from '../../clients/identity/renewing-fetch.ts';
import { CustomerRequestError } from './customer-requests.ts';

/**
 * The levels of the store's qualification scheme the signed-in customer holds (approved and
 * unexpired), read in the browser through /api/customer/qualifications so that the pages showing
 * them stay prerendered. Parsed without a schema library: pages that only show a level stay light.
 */

function heldLevelsOf(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null || !('heldLevels' in body)) return undefined;
  const { heldLevels } = body;
  if (!Array.isArray(heldLevels)) return undefined;
  const codes = heldLevels.filter((code): code is string => typeof code === 'string');
  return codes.length === heldLevels.length ? codes : undefined;
}

export async function fetchHeldLevels(
  locale: Locale,
  userId: string,
  accessToken: string,
): Promise<string[]> {
  const query = new URLSearchParams({ locale, userId });
  const response = await fetchWithRenewal(accessToken, (token) =>
    fetch(`/api/customer/qualifications?${query}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      cache: 'no-store',
    }),
  );
  if (!response.ok) throw new CustomerRequestError(response.status);
  const levels = heldLevelsOf(await response.json().catch(() => undefined));
  if (!levels) throw new CustomerRequestError(502);
  return levels;
}
