'use server';

import { paymentCardIdSchema } from '@store/contracts/commerce';
import { LOCALES, type Locale } from '@store/locales';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { paymentPageAddress } from '../../clients/payment-page.ts';
import { serverSystemUrls } from '../../config/server-env.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart } from '../cart/cart-session.ts';
import { storeOrigin } from '../checkout/store-origin.ts';
import { customerAccess } from '../orders/orders-access.ts';
import type { Notice } from './card-words.ts';
import { paymentCardsMessages } from './messages.ts';
import type { ConfirmActionState } from '../account/confirm-action-dialog.tsx';

/**
 * What a customer does with their payment cards: add one on the provider's hosted page, remove one,
 * make one the default. Server actions, so Next answers them only from the store's own origin (the
 * store's CSRF protection); each acts with the customer's token the server holds for their cart
 * (ADR 16), and `reauthorize` asks the page to hand over a new one and send the form again.
 */

export type CardActionState = ConfirmActionState;

const cardInput = z.object({ locale: z.enum(LOCALES), cardId: paymentCardIdSchema });
const setupInput = z.object({ locale: z.enum(LOCALES), idempotencyKey: z.uuid() });

const noticeHref = (locale: Locale, notice: Notice) => `${storePaths(locale).paymentCards}?notice=${notice}`;

/** The refusal in the customer's words; only what the store did not expect is logged. */
function refused(locale: Locale, error: unknown, what: string): CardActionState {
  const m = paymentCardsMessages(locale);
  if (error instanceof CartAccessNeeded) {
    return { status: 'error', message: m.sessionEnded, reauthorize: true };
  }
  if (error instanceof CommerceProblem && error.status === 404)
    return { status: 'error', message: m.notFound };
  if (error instanceof CommerceProblem && error.status === 503) {
    return { status: 'error', message: m.providerDown };
  }
  logger.warn({ err: error, locale }, `payment cards: ${what} failed`);
  return { status: 'error', message: m.actionFailed };
}

/** Opens the provider's page that saves a card and sends the browser there; it returns to the cards page. */
export async function addPaymentCard(
  _previous: CardActionState,
  formData: FormData,
): Promise<CardActionState> {
  const input = setupInput.safeParse(Object.fromEntries(formData));
  if (!input.success) return { status: 'error', message: paymentCardsMessages('en-us').actionFailed };
  const { locale, idempotencyKey } = input.data;
  let setupPage: string;
  try {
    const { userId, accessToken } = await customerAccess(locale);
    const origin = await storeOrigin();
    const started = await onCart(
      commerce().startCardSetup(locale, userId, accessToken, idempotencyKey, {
        locale,
        successUrl: `${origin}${noticeHref(locale, 'added')}`,
        cancelUrl: `${origin}${noticeHref(locale, 'cancelled')}`,
      }),
    );
    setupPage = new URL(paymentPageAddress(started.redirectUrl, serverSystemUrls().payments), origin).href;
  } catch (error) {
    return refused(locale, error, 'adding a card');
  }
  redirect(setupPage);
}

/** A change to one card, then the cards page with its notice; a refusal in the customer's words. */
async function onCard(
  formData: FormData,
  change: (locale: Locale, userId: string, accessToken: string, cardId: string) => Promise<unknown>,
  notice: Notice,
  what: string,
): Promise<CardActionState> {
  const input = cardInput.safeParse(Object.fromEntries(formData));
  if (!input.success) return { status: 'error', message: paymentCardsMessages('en-us').actionFailed };
  const { locale, cardId } = input.data;
  try {
    const { userId, accessToken } = await customerAccess(locale);
    await onCart(change(locale, userId, accessToken, cardId));
    return { status: 'done', href: noticeHref(locale, notice) };
  } catch (error) {
    return refused(locale, error, what);
  }
}

/** Removes the card; the page then lists the cards left. */
export async function removePaymentCard(
  _previous: CardActionState,
  formData: FormData,
): Promise<CardActionState> {
  return onCard(formData, (...args) => commerce().removePaymentCard(...args), 'removed', 'removing a card');
}

/** Makes the card the default, which express checkout pays with first. */
export async function makeDefaultPaymentCard(
  _previous: CardActionState,
  formData: FormData,
): Promise<CardActionState> {
  return onCard(
    formData,
    (...args) => commerce().setDefaultPaymentCard(...args),
    'default',
    'making a card the default',
  );
}
