import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '@store/database';
import { ProblemError, verifyRecaptcha } from '@store/service-runtime';
import { idempotencyKeys } from '../db/schema.ts';
import type { CheckoutFlags } from '../flags/checkout-flags.ts';
import { KEY_LIFETIME_MS, type KeyRef } from './idempotency.ts';

/**
 * The checkout reCAPTCHA flag (docs/checkout.md): placing an order needs a passed reCAPTCHA, checked
 * by the local verifier identity's sign-in uses. A repeat of a placement that already made its order
 * (the same Idempotency-Key, within its lifetime) needs none: the person passed it the first time,
 * and a real reCAPTCHA response is good for one check only.
 */

export const RECAPTCHA_REFUSAL = 'Confirm you are not a robot, then place the order again.';

async function keyMadeAnOrder(db: Db, { userId, key }: KeyRef, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KEY_LIFETIME_MS).toISOString();
  const [row] = await db
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        isNotNull(idempotencyKeys.orderId),
        gt(idempotencyKeys.createdAt, since),
      ),
    );
  return row !== undefined;
}

/** 422 on body.recaptchaToken when the flag is on and the token does not pass, unless the key already made its order. */
export async function checkCheckoutRecaptcha(
  db: Db,
  flags: CheckoutFlags,
  recaptchaPass: string | undefined,
  key: KeyRef,
  token: string | undefined,
  now = new Date(),
): Promise<void> {
  if (!flags['checkout-recaptcha']) return;
  if (token !== undefined && verifyRecaptcha(token, recaptchaPass)) return;
  if (await keyMadeAnOrder(db, key, now)) return;
  throw new ProblemError(422, RECAPTCHA_REFUSAL, {
    errors: [{ path: 'body.recaptchaToken', message: 'expects a passed reCAPTCHA' }],
  });
}
