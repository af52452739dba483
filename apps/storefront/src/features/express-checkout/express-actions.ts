'use server';

import type { PlacedOrder } from '@store/contracts/commerce';
import { DELIVERY_METHOD_CODES, ORDER_NUMBER_PLACEHOLDER } from '@store/contracts/commerce';
import { LOCALES, type Locale } from '@store/locales';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart, rememberCart } from '../cart/cart-session.ts';
import { checkoutAccess, type CheckoutAccess } from '../checkout/checkout-access.ts';
import { isRecaptchaRefusal, qualificationLinesOf, refusalText } from '../checkout/checkout-refusals.ts';
import { filledFields, refusalTextsOf } from '../checkout/action-input.ts';
import { checkoutMessages } from '../checkout/messages.ts';
import { failureReason } from '../checkout/payment-failure.ts';
import { storeOrigin } from '../checkout/store-origin.ts';
import { expressMessages } from './messages.ts';

/**
 * Express checkout's writes as server actions (Next checks each action's Origin): placing the cart
 * with the customer's defaults, and making the shown address and delivery those defaults. They act
 * with the customer's token the server holds for the cart (ADR 16), as checkout's actions do.
 */

type Refused = {
  status: 'error';
  message: string;
  reauthorize?: true;
  /** The order was placed but its card payment failed: it is paid in the full checkout. */
  orderNumber?: string;
  qualification?: { itemCode: string; requiredLevel: string }[];
  /** Commerce wants the checkout reCAPTCHA passed. */
  recaptcha?: true;
};

/** A placed and charged order leaves the page (redirect): only a refusal comes back. */
export type ExpressPlaceState = { status: 'idle' } | Refused;
export type DefaultsState = { status: 'idle' } | { status: 'saved' } | Refused;

const localeField = z.enum(LOCALES);
const recaptchaToken = z.string().optional();
const placeSchema = z.discriminatedUnion('paymentType', [
  z.object({
    idempotencyKey: z.uuid(),
    paymentType: z.literal('card'),
    cardId: z.string().min(1),
    recaptchaToken,
  }),
  z.object({
    idempotencyKey: z.uuid(),
    paymentType: z.literal('purchase-order'),
    purchaseOrderNumber: z.string().trim().min(1),
    recaptchaToken,
  }),
]);
const defaultsSchema = z.object({
  addressId: z.uuid(),
  deliveryMethod: z.enum(DELIVERY_METHOD_CODES),
});

function refusal(locale: Locale, error: unknown, what: string): Refused {
  const checkout = checkoutMessages(locale);
  const express = expressMessages(locale);
  if (error instanceof CartAccessNeeded) {
    return { status: 'error', message: checkout.refusals.sessionEnded, reauthorize: true };
  }
  if (error instanceof CommerceProblem && error.status < 500) {
    const { problem } = error;
    const about = (path: string) => problem.errors?.some((e) => e.path === path) ?? false;
    if (about('defaults.address')) return { status: 'error', message: express.noAddress };
    if (about('body.cardId')) return { status: 'error', message: express.cardGone };
    const qualification = qualificationLinesOf(problem);
    const texts = refusalTextsOf(locale);
    return {
      status: 'error',
      message: refusalText(problem, texts),
      ...(qualification ? { qualification } : {}),
      ...(isRecaptchaRefusal(problem) ? { recaptcha: true as const } : {}),
    };
  }
  logger.warn({ err: error, locale }, `express checkout: ${what} failed`);
  return { status: 'error', message: checkout.refusals.generic };
}

/** The header's count follows the emptied cart; the order stands whether or not this works. */
async function forgetOrderedItems(locale: Locale, access: CheckoutAccess): Promise<void> {
  try {
    const cart = await commerce().cart(locale, { id: access.cartId, accessToken: access.accessToken });
    if (cart) await rememberCart(locale, cart);
  } catch (error) {
    logger.warn({ err: error, locale }, 'express checkout: the cart could not be read after placing');
  }
}

/** A saved card's failed charge: the reason, or that the card needs 3-D Secure, which only the full checkout asks for. */
function declined(locale: Locale, placed: PlacedOrder): Refused | undefined {
  const payment = placed.order.payments[0];
  if (placed.order.paymentStatus !== 'failed' || !payment) return undefined;
  const m = expressMessages(locale);
  const number = placed.order.number;
  const message =
    payment.failure === 'authentication_required'
      ? format(m.authentication, { number })
      : format(m.declined, {
          number,
          reason: checkoutMessages(locale).retry.reasons[failureReason(payment.failure)],
        });
  return { status: 'error', message, orderNumber: number };
}

export async function placeExpressOrder(
  _previous: ExpressPlaceState,
  formData: FormData,
): Promise<ExpressPlaceState> {
  const raw = filledFields(formData);
  const locale = localeField.safeParse(raw.locale);
  if (!locale.success) return { status: 'error', message: checkoutMessages('en-us').refusals.generic };
  const input = placeSchema.safeParse(raw);
  if (!input.success) {
    return { status: 'error', message: checkoutMessages(locale.data).payment.poNumberRequired };
  }
  const { idempotencyKey, ...payment } = input.data;
  let confirmation: string;
  try {
    const access = await checkoutAccess(locale.data);
    if (!access) return { status: 'error', message: expressMessages(locale.data).emptyCart };
    const origin = await storeOrigin();
    const paths = storePaths(locale.data);
    const placed = await onCart(
      commerce().placeExpressOrder(locale.data, access.userId, access.accessToken, idempotencyKey, {
        cartId: access.cartId,
        locale: locale.data,
        ...payment,
        successUrl: `${origin}${paths.checkoutConfirmation(ORDER_NUMBER_PLACEHOLDER)}`,
        cancelUrl: `${origin}${paths.checkoutCancelled(ORDER_NUMBER_PLACEHOLDER)}`,
      }),
    );
    await forgetOrderedItems(locale.data, access);
    const failed = declined(locale.data, placed);
    if (failed) return failed;
    confirmation = paths.checkoutConfirmation(placed.order.number);
  } catch (error) {
    return refusal(locale.data, error, 'placing an order');
  }
  redirect(confirmation);
}

export async function saveCheckoutDefaults(
  _previous: DefaultsState,
  formData: FormData,
): Promise<DefaultsState> {
  const raw = filledFields(formData);
  const locale = localeField.safeParse(raw.locale);
  if (!locale.success) return { status: 'error', message: checkoutMessages('en-us').refusals.generic };
  const input = defaultsSchema.safeParse(raw);
  if (!input.success) return { status: 'error', message: expressMessages(locale.data).defaultsFailed };
  try {
    const access = await checkoutAccess(locale.data);
    if (!access) return { status: 'error', message: expressMessages(locale.data).emptyCart };
    await onCart(commerce().setCheckoutDefaults(locale.data, access.userId, access.accessToken, input.data));
    return { status: 'saved' };
  } catch (error) {
    return refusal(locale.data, error, 'saving the defaults');
  }
}
