'use server';

import { orderNumberSchema } from '@store/contracts/commerce';
import { LOCALES, type Locale } from '@store/locales';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart, rememberCart } from '../cart/cart-session.ts';
import { checkoutAccess } from '../checkout/checkout-access.ts';
import { ordersMessages } from './messages.ts';
import { customerAccess } from './orders-access.ts';
import { cancelRefusal } from './order-words.ts';
import { reorderNoticeParams } from './reorder-notice-query.ts';
import type { ConfirmActionState } from '../account/confirm-action-dialog.tsx';

/**
 * What a customer does with a placed order: order its lines again, or cancel it. Both are server
 * actions, like the cart's writes: Next answers a server action only when its Origin is the store's
 * host, which is the store's CSRF protection. Both act with the customer's token the server holds
 * for their cart (ADR 16); `reauthorize` asks the page to hand over a new one and send the form again.
 */

export type OrderActionState = ConfirmActionState;

const inputSchema = z.object({ locale: z.enum(LOCALES), orderNumber: orderNumberSchema });

function readInput(formData: FormData) {
  return inputSchema.safeParse({ locale: formData.get('locale'), orderNumber: formData.get('orderNumber') });
}

/** Puts the order's lines into the customer's cart; the cart page then says what changed. */
export async function reorderOrder(
  _previous: OrderActionState,
  formData: FormData,
): Promise<OrderActionState> {
  const input = readInput(formData);
  if (!input.success) return { status: 'error', message: ordersMessages('en-us').reorder.failed };
  const { locale, orderNumber } = input.data;
  const m = ordersMessages(locale).reorder;
  try {
    const access = await checkoutAccess(locale);
    if (!access) throw new CartAccessNeeded();
    const result = await onCart(
      commerce().reorder(locale, access.userId, access.accessToken, orderNumber, access.cartId),
    );
    const cart = await onCart(
      commerce().cart(locale, { id: result.cartId, accessToken: access.accessToken }),
    );
    if (cart) await rememberCart(locale, cart);
    const paths = storePaths(locale);
    revalidatePath(paths.cart);
    return { status: 'done', href: `${paths.cart}?${reorderNoticeParams(orderNumber, result)}` };
  } catch (error) {
    if (error instanceof CartAccessNeeded)
      return { status: 'error', message: m.sessionEnded, reauthorize: true };
    logger.warn({ err: error, locale }, 'orders: reorder failed');
    return { status: 'error', message: m.failed };
  }
}

async function refusalWords(locale: Locale, orderNumber: string): Promise<string> {
  const m = ordersMessages(locale).cancel;
  const { userId, accessToken } = await customerAccess(locale);
  const order = await onCart(commerce().order(locale, userId, accessToken, orderNumber));
  return order ? m.refusals[cancelRefusal(order)] : m.failed;
}

/** Cancels the order (commerce refunds a paid card order); the detail page then shows it cancelled. */
export async function cancelOrder(
  _previous: OrderActionState,
  formData: FormData,
): Promise<OrderActionState> {
  const input = readInput(formData);
  if (!input.success) return { status: 'error', message: ordersMessages('en-us').cancel.failed };
  const { locale, orderNumber } = input.data;
  const m = ordersMessages(locale).cancel;
  try {
    const { userId, accessToken } = await customerAccess(locale);
    await onCart(commerce().cancelOrder(locale, userId, accessToken, orderNumber));
    return { status: 'done', href: `${storePaths(locale).order(orderNumber)}?cancelled=1` };
  } catch (error) {
    if (error instanceof CartAccessNeeded)
      return { status: 'error', message: m.sessionEnded, reauthorize: true };
    if (error instanceof CommerceProblem && error.status === 409) {
      return { status: 'error', message: await refusalWords(locale, orderNumber).catch(() => m.failed) };
    }
    logger.warn({ err: error, locale }, 'orders: cancelling failed');
    return { status: 'error', message: m.failed };
  }
}
