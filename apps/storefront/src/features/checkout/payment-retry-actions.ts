'use server';

import { ORDER_NUMBER_PLACEHOLDER, orderNumberSchema, type Order } from '@store/contracts/commerce';
import { LOCALES, type Locale } from '@store/locales';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { paymentPageAddress } from '../../clients/payment-page.ts';
import { serverSystemUrls } from '../../config/server-env.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart, rememberCart } from '../cart/cart-session.ts';
import { checkoutAccess, type CheckoutAccess } from './checkout-access.ts';
import { checkoutMessages } from './messages.ts';
import { storeOrigin } from './store-origin.ts';

/**
 * What the customer can do with a card payment they did not complete (the checkout retry flag,
 * docs/flags.md): see the order, pay again on a new page, or give it up, which puts its lines back
 * into the cart. Each acts with the customer's token the server holds for the cart (ADR 16).
 */

/** The order as the page shows it: whether it still waits for a card payment, and why the last one failed. */
export interface ReturnedOrder {
  number: string;
  unpaid: boolean;
  cancelled: boolean;
  failure?: string;
}

export type RetryState =
  { status: 'idle' } | { status: 'abandoned' } | { status: 'error'; message: string; reauthorize?: true };

const PAYABLE = new Set<Order['paymentStatus']>(['unpaid', 'awaiting-payment', 'failed']);

const inputSchema = z.object({
  locale: z.enum(LOCALES),
  orderNumber: orderNumberSchema,
  idempotencyKey: z.uuid().optional(),
});

function returned(order: Order): ReturnedOrder {
  const payment = order.payments[0];
  return {
    number: order.number,
    unpaid:
      payment?.type === 'card' && order.status === 'awaiting-payment' && PAYABLE.has(order.paymentStatus),
    cancelled: order.status === 'cancelled' && order.paymentStatus !== 'paid',
    ...(payment?.failure ? { failure: payment.failure } : {}),
  };
}

function refused(locale: Locale, error: unknown, what: string): RetryState {
  if (error instanceof CartAccessNeeded) {
    return { status: 'error', message: checkoutMessages(locale).refusals.sessionEnded, reauthorize: true };
  }
  if (!(error instanceof CommerceProblem && error.status < 500)) {
    logger.warn({ err: error, locale }, `checkout: ${what} failed`);
  }
  return { status: 'error', message: checkoutMessages(locale).refusals.generic };
}

async function access(locale: Locale): Promise<CheckoutAccess> {
  const found = await checkoutAccess(locale);
  if (!found) throw new CartAccessNeeded();
  return found;
}

/** The order the customer came back from the provider's page about; undefined when it is not theirs. */
export async function returnedOrder(locale: Locale, orderNumber: string): Promise<ReturnedOrder | undefined> {
  const input = inputSchema.safeParse({ locale, orderNumber });
  if (!input.success) return undefined;
  try {
    const { userId, accessToken } = await access(input.data.locale);
    const order = await onCart(
      commerce().order(input.data.locale, userId, accessToken, input.data.orderNumber),
    );
    return order && returned(order);
  } catch (error) {
    if (!(error instanceof CartAccessNeeded))
      logger.warn({ err: error, locale }, 'checkout: the returned order could not be read');
    return undefined;
  }
}

/** Opens a new payment page for the order and sends the browser there. */
export async function payAgain(_previous: RetryState, formData: FormData): Promise<RetryState> {
  const input = inputSchema.required({ idempotencyKey: true }).safeParse(Object.fromEntries(formData));
  if (!input.success) return { status: 'error', message: checkoutMessages('en-us').refusals.generic };
  const { locale, orderNumber, idempotencyKey } = input.data;
  let paymentPage: string;
  try {
    const { userId, accessToken } = await access(locale);
    const origin = await storeOrigin();
    const paths = storePaths(locale);
    const retried = await onCart(
      commerce().retryOrderPayment(locale, userId, accessToken, idempotencyKey, orderNumber, {
        locale,
        successUrl: `${origin}${paths.checkoutConfirmation(ORDER_NUMBER_PLACEHOLDER)}`,
        cancelUrl: `${origin}${paths.checkoutCancelled(ORDER_NUMBER_PLACEHOLDER)}`,
      }),
    );
    paymentPage = new URL(paymentPageAddress(retried.redirectUrl, serverSystemUrls().payments), origin).href;
  } catch (error) {
    return refused(locale, error, 'paying again');
  }
  redirect(paymentPage);
}

/** Gives the order up: commerce cancels it and puts its lines back into the cart, whose count the header follows. */
export async function abandonPayment(_previous: RetryState, formData: FormData): Promise<RetryState> {
  const input = inputSchema.safeParse(Object.fromEntries(formData));
  if (!input.success) return { status: 'error', message: checkoutMessages('en-us').refusals.generic };
  const { locale, orderNumber } = input.data;
  try {
    const customer = await access(locale);
    await onCart(commerce().abandonOrder(locale, customer.userId, customer.accessToken, orderNumber));
    const cart = await onCart(
      commerce().cart(locale, { id: customer.cartId, accessToken: customer.accessToken }),
    );
    if (cart) await rememberCart(locale, cart);
    return { status: 'abandoned' };
  } catch (error) {
    return refused(locale, error, 'giving up a payment');
  }
}
