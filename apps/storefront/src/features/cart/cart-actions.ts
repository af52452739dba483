'use server';

import type { Cart, CartEntry } from '@store/contracts/commerce';
import { LOCALES, type Locale } from '@store/locales';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { analyticsEntry, ecommerceEvent, type EcommerceEvent } from '../catalog/analytics.ts';
import { formatMoney } from '../catalog/format-catalog.ts';
import { CartAccessNeeded, currentCart, ensureCart, onCart, rememberCart } from './cart-session.ts';
import { lineErrorText } from './line-error.ts';
import { cartMessages } from './messages.ts';

/**
 * The cart's writes as server actions. Next checks that a server action's Origin matches the host,
 * which is the CSRF protection; nothing here weakens it. Every input is checked with zod; a refused
 * line comes back in the visitor's language with the limit it crossed.
 */

/**
 * `reauthorize`: the cart is the customer's and the server's token for it has expired; the page
 * hands it a new one and sends the action again (ADR 16).
 */
export type CartActionState =
  | { status: 'idle' }
  | {
      status: 'done';
      message: string;
      count: number;
      event?: EcommerceEvent;
      /** After an add: the cart's new total in the locale, which the confirmation panel shows. */
      total?: string;
    }
  | { status: 'error'; message: string; field?: 'quantity'; reauthorize?: true };

const localeField = z.enum(LOCALES);
const quantityField = z.coerce.number().int().min(1).max(100000);

const addSchema = z.object({
  locale: localeField,
  itemCode: z.string().regex(/^[A-Z][0-9]{6}-[A-Z0-9]{2,8}$/),
  quantity: quantityField,
});
const updateSchema = z.object({
  locale: localeField,
  entryNumber: z.coerce.number().int().min(0),
  quantity: quantityField,
});
const removeSchema = z.object({ locale: localeField, entryNumber: z.coerce.number().int().min(0) });

function fields(formData: FormData): Record<string, unknown> {
  return Object.fromEntries([...formData.entries()].filter(([, v]) => typeof v === 'string'));
}

function entryEvent(
  name: 'add_to_cart' | 'remove_from_cart',
  cart: Cart,
  entry: CartEntry,
  quantity: number,
) {
  return ecommerceEvent(name, cart.currency, [
    analyticsEntry(
      {
        name: entry.name,
        program: entry.program,
        price: entry.basePrice.value,
        unitPrice: entry.unitPrice.value,
        quantity,
      },
      entry.entryNumber + 1,
    ),
  ]);
}

async function refused(locale: Locale, error: unknown): Promise<CartActionState> {
  const messages = cartMessages(locale).lineErrors;
  if (error instanceof CartAccessNeeded) {
    return { status: 'error', message: cartMessages(locale).sessionEnded, reauthorize: true };
  }
  if (error instanceof CommerceProblem && error.status < 500) {
    return { status: 'error', message: lineErrorText(messages, error.problem), field: 'quantity' };
  }
  logger.warn({ err: error, locale }, 'cart update failed');
  return { status: 'error', message: messages.generic };
}

function invalidQuantity(locale: Locale): CartActionState {
  return { status: 'error', message: cartMessages(locale).lineErrors['invalid-quantity'], field: 'quantity' };
}

export async function addToCart(_previous: CartActionState, formData: FormData): Promise<CartActionState> {
  const raw = fields(formData);
  const locale = localeField.safeParse(raw.locale);
  if (!locale.success) return { status: 'error', message: cartMessages('en-us').lineErrors.generic };
  const input = addSchema.safeParse(raw);
  if (!input.success) return invalidQuantity(locale.data);
  const { itemCode, quantity } = input.data;
  try {
    const { ref } = await ensureCart(locale.data);
    const cart = await onCart(commerce().addEntry(locale.data, ref, itemCode, quantity));
    await rememberCart(locale.data, cart);
    revalidatePath(`/${locale.data}/cart`);
    const entry = cart.entries.find((e) => e.itemCode === itemCode);
    return {
      status: 'done',
      count: cart.totalItems,
      message: cartMessages(locale.data).updated,
      event: entry ? entryEvent('add_to_cart', cart, entry, quantity) : undefined,
      total: formatMoney(cart.total, locale.data),
    };
  } catch (error) {
    return refused(locale.data, error);
  }
}

export async function updateCartEntry(
  _previous: CartActionState,
  formData: FormData,
): Promise<CartActionState> {
  const raw = fields(formData);
  const locale = localeField.safeParse(raw.locale);
  if (!locale.success) return { status: 'error', message: cartMessages('en-us').lineErrors.generic };
  const input = updateSchema.safeParse(raw);
  if (!input.success) return invalidQuantity(locale.data);
  try {
    const current = await currentCart(locale.data);
    const old = current?.cart.entries.find((e) => e.entryNumber === input.data.entryNumber);
    if (!current || !old) return { status: 'error', message: cartMessages(locale.data).lineErrors.generic };
    const cart = await onCart(
      commerce().updateEntry(locale.data, current.ref, input.data.entryNumber, input.data.quantity),
    );
    await rememberCart(locale.data, cart);
    revalidatePath(`/${locale.data}/cart`);
    const entry = cart.entries.find((e) => e.entryNumber === input.data.entryNumber) ?? old;
    const delta = input.data.quantity - old.quantity;
    return {
      status: 'done',
      count: cart.totalItems,
      message: cartMessages(locale.data).updated,
      event:
        delta === 0
          ? undefined
          : entryEvent(delta > 0 ? 'add_to_cart' : 'remove_from_cart', cart, entry, Math.abs(delta)),
    };
  } catch (error) {
    return refused(locale.data, error);
  }
}

export async function removeCartEntry(
  _previous: CartActionState,
  formData: FormData,
): Promise<CartActionState> {
  const input = removeSchema.safeParse(fields(formData));
  if (!input.success) return { status: 'error', message: cartMessages('en-us').lineErrors.generic };
  const { locale, entryNumber } = input.data;
  try {
    const current = await currentCart(locale);
    const old = current?.cart.entries.find((e) => e.entryNumber === entryNumber);
    if (!current || !old) return { status: 'error', message: cartMessages(locale).lineErrors.generic };
    const cart = await onCart(commerce().removeEntry(locale, current.ref, entryNumber));
    await rememberCart(locale, cart);
    revalidatePath(storePaths(locale).cart);
    return {
      status: 'done',
      count: cart.totalItems,
      message: format(cartMessages(locale).removed, { name: old.name }),
      event: entryEvent('remove_from_cart', current.cart, old, old.quantity),
    };
  } catch (error) {
    return refused(locale, error);
  }
}
