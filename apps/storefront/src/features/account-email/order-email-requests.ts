import { orderEmailSchema, type OrderEmail } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import type { z } from 'zod';
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

export type ChangeOutcome<T = OrderEmail> =
  { kind: 'saved'; value: T } | { kind: 'failed'; failure: ChangeFailure };

/**
 * A change that needs step-up goes through the HTTP client (requirements §4), loaded only now: its
 * 401 asks for step-up, `onStep` shows the tree's steps, and the call is retried with the completed
 * transaction. The preferences page's invoice email is sent the same way.
 */
export async function sendProtectedChange<T>(
  settings: IdentitySettings,
  request: { url: string; method: 'PUT' | 'PATCH'; body: unknown },
  schema: z.ZodType<T>,
  onStep: StepUpHandler,
): Promise<ChangeOutcome<T>> {
  const { protectedRequest, StepUpFailedError } = await import('../../clients/identity/http-client.ts');
  try {
    const response = await protectedRequest(
      settings,
      {
        url: request.url,
        method: request.method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request.body),
      },
      onStep,
    );
    if (!response.ok) {
      const advice = challengeAdvices(response.headers.get('www-authenticate')) !== undefined;
      return { kind: 'failed', failure: failureOf(response.status, advice) };
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    return parsed.success
      ? { kind: 'saved', value: parsed.data }
      : { kind: 'failed', failure: 'unavailable' };
  } catch (error) {
    if (error instanceof StepUpFailedError) return { kind: 'failed', failure: 'notConfirmed' };
    return { kind: 'failed', failure: 'unavailable' };
  }
}

export function changeOrderEmail(
  settings: IdentitySettings,
  locale: Locale,
  userId: string,
  email: string,
  onStep: StepUpHandler,
): Promise<ChangeOutcome> {
  return sendProtectedChange(
    settings,
    { url: address(locale, userId), method: 'PUT', body: { email } },
    orderEmailSchema,
    onStep,
  );
}
