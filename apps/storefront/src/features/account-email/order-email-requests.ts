import { orderEmailSchema, type OrderEmail } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { challengeAdvices } from '../../clients/identity/advice.ts';
import type { IdentitySettings } from '../../clients/identity/config.ts';
import type { StepUpHandler } from '../../clients/identity/http-client.ts';
import { fetchWithRenewal } from '../../clients/identity/renewing-fetch.ts';
import { failureOf, type ChangeFailure } from './order-email-input.ts';

/** The browser's calls to /api/customer/order-email: a plain read, and a change through the HTTP client. */

export class OrderEmailReadError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`the order email read answered ${status}`);
    this.status = status;
  }
}

const address = (locale: Locale, userId: string) =>
  `/api/customer/order-email?${new URLSearchParams({ locale, userId })}`;

export async function readOrderEmail(
  locale: Locale,
  userId: string,
  accessToken: string,
): Promise<OrderEmail> {
  const response = await fetchWithRenewal(accessToken, (token) =>
    fetch(address(locale, userId), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      cache: 'no-store',
    }),
  );
  if (!response.ok) throw new OrderEmailReadError(response.status);
  const parsed = orderEmailSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new OrderEmailReadError(502);
  return parsed.data;
}

export type ChangeOutcome = { kind: 'saved'; value: OrderEmail } | { kind: 'failed'; failure: ChangeFailure };

/**
 * The change goes through the HTTP client (requirements §4), loaded only now: its 401 asks for step-up,
 * `onStep` shows the tree's steps, and the call is retried with the completed transaction.
 */
export async function changeOrderEmail(
  settings: IdentitySettings,
  locale: Locale,
  userId: string,
  email: string,
  onStep: StepUpHandler,
): Promise<ChangeOutcome> {
  const { protectedRequest, StepUpFailedError } = await import('../../clients/identity/http-client.ts');
  try {
    const response = await protectedRequest(
      settings,
      {
        url: address(locale, userId),
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      },
      onStep,
    );
    if (!response.ok) {
      const advice = challengeAdvices(response.headers.get('www-authenticate')) !== undefined;
      return { kind: 'failed', failure: failureOf(response.status, advice) };
    }
    const parsed = orderEmailSchema.safeParse(await response.json().catch(() => undefined));
    return parsed.success
      ? { kind: 'saved', value: parsed.data }
      : { kind: 'failed', failure: 'unavailable' };
  } catch (error) {
    if (error instanceof StepUpFailedError) return { kind: 'failed', failure: 'notConfirmed' };
    return { kind: 'failed', failure: 'unavailable' };
  }
}
