'use server';

import { LOCALES, type Locale } from '@store/locales';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { countryName } from '../../i18n/country-name.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart } from '../cart/cart-session.ts';
import { filledFields } from '../checkout/action-input.ts';
import type { AddressErrors } from '../checkout/address-fields.ts';
import { checkAddress } from '../checkout/address-form.ts';
import { countryRules } from '../checkout/address-rules.ts';
import { checkoutMessages } from '../checkout/messages.ts';
import { customerAccess } from '../orders/orders-access.ts';
import { addressBookMessages } from './messages.ts';

/**
 * The address book's writes as server actions (Next answers one only when its Origin is the store's
 * host, the store's CSRF protection), acting with the customer's token the server holds for their
 * cart (ADR 16); `reauthorize` asks the page to hand over a new one and send the form again. An
 * address is checked as checkout checks a new one (address-form.ts), then by commerce.
 */

export type BookActionState =
  | { status: 'idle' }
  | { status: 'saved' }
  | { status: 'invalid'; message: string; errors: AddressErrors }
  | { status: 'error'; message: string; reauthorize?: true };

const localeField = z.enum(LOCALES);
const targetSchema = z.object({ locale: localeField, addressId: z.uuid() });
const defaultSchema = targetSchema.extend({ defaultFor: z.enum(['delivery', 'billing']) });

/** Commerce's refusal in the customer's words. */
function refused(locale: Locale, error: unknown, what: string): BookActionState {
  const m = addressBookMessages(locale);
  if (error instanceof CartAccessNeeded)
    return { status: 'error', message: m.sessionEnded, reauthorize: true };
  if (error instanceof CommerceProblem) {
    if (error.status === 404) return { status: 'error', message: m.gone };
    if (error.status === 401) return { status: 'error', message: m.sessionEnded };
    // The store's own country is the only one the form offers; a refused place says so.
    if (error.status === 422 && error.problem.errors?.some((e) => e.path === 'body.country')) {
      const country = countryName(countryRules(locale).country, locale);
      return { status: 'error', message: format(checkoutMessages(locale).address.outsideStore, { country }) };
    }
  }
  logger.warn({ err: error, locale }, `address book: ${what} failed`);
  return { status: 'error', message: m.actionFailed };
}

function done(locale: Locale): BookActionState {
  revalidatePath(storePaths(locale).addressBook);
  return { status: 'saved' };
}

/** Adds the address, or changes the one `addressId` names (a field left empty is cleared). */
export async function saveBookAddress(
  _previous: BookActionState,
  formData: FormData,
): Promise<BookActionState> {
  const raw = filledFields(formData);
  const locale = localeField.safeParse(raw.locale);
  if (!locale.success) return { status: 'error', message: addressBookMessages('en-us').actionFailed };
  const messages = checkoutMessages(locale.data).address;
  const rules = countryRules(locale.data);
  const checked = checkAddress(raw, rules, countryName(rules.country, locale.data), messages);
  if (!checked.ok) return { status: 'invalid', message: messages.errorSummary, errors: checked.errors };
  const address = { ...checked.address, institution: raw.institution === 'on' };
  const addressId = z.uuid().safeParse(raw.addressId);
  try {
    const { userId, accessToken } = await customerAccess(locale.data);
    const client = commerce();
    if (addressId.success) {
      const update = {
        ...address,
        organisation: address.organisation ?? null,
        line2: address.line2 ?? null,
        line3: address.line3 ?? null,
        region: address.region ?? null,
        phone: address.phone ?? null,
      };
      await onCart(client.updateAddress(locale.data, userId, accessToken, addressId.data, update));
    } else {
      await onCart(client.addAddress(locale.data, userId, accessToken, address));
    }
    return done(locale.data);
  } catch (error) {
    return refused(locale.data, error, 'saving an address');
  }
}

export async function removeBookAddress(
  _previous: BookActionState,
  formData: FormData,
): Promise<BookActionState> {
  const input = targetSchema.safeParse(filledFields(formData));
  if (!input.success) return { status: 'error', message: addressBookMessages('en-us').actionFailed };
  const { locale, addressId } = input.data;
  try {
    const { userId, accessToken } = await customerAccess(locale);
    await onCart(commerce().deleteAddress(locale, userId, accessToken, addressId));
    return done(locale);
  } catch (error) {
    return refused(locale, error, 'removing an address');
  }
}

/** Makes the address the default delivery (`defaultFor=delivery`) or billing address. */
export async function makeDefaultAddress(
  _previous: BookActionState,
  formData: FormData,
): Promise<BookActionState> {
  const input = defaultSchema.safeParse(filledFields(formData));
  if (!input.success) return { status: 'error', message: addressBookMessages('en-us').actionFailed };
  const { locale, addressId, defaultFor } = input.data;
  try {
    const { userId, accessToken } = await customerAccess(locale);
    const defaults = defaultFor === 'delivery' ? { delivery: true as const } : { billing: true as const };
    await onCart(commerce().setDefaultAddress(locale, userId, accessToken, addressId, defaults));
    return done(locale);
  } catch (error) {
    return refused(locale, error, 'choosing a default address');
  }
}
