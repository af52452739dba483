'use server';

import type { Address, CheckoutPrice, PlacedOrder, PlaceOrder } from '@store/contracts/commerce';
import { DELIVERY_METHOD_CODES, ORDER_NUMBER_PLACEHOLDER, PAYMENT_TYPES } from '@store/contracts/commerce';
import { LOCALES, type Locale } from '@store/locales';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { paymentPageAddress } from '../../clients/payment-page.ts';
import { serverSystemUrls } from '../../config/server-env.ts';
import { countryName } from '../../i18n/country-name.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart, rememberCart } from '../cart/cart-session.ts';
import { orgBuyingMessages } from '../org-buying/messages.ts';
import type { AddressErrors } from './address-fields.ts';
import { checkAddress } from './address-form.ts';
import { countryRules } from './address-rules.ts';
import { checkoutAccess, type CheckoutAccess } from './checkout-access.ts';
import {
  isKeyInUse,
  isRecaptchaRefusal,
  paymentErrorsOf,
  qualificationLinesOf,
  refusalText,
} from './checkout-refusals.ts';
import { filledFields, refusalTextsOf } from './action-input.ts';
import { checkoutMessages } from './messages.ts';
import { orgBuyingRefusal } from './org-buying-refusals.ts';
import type { PaymentErrors } from './payment-form.ts';
import { storeOrigin } from './store-origin.ts';

/**
 * Checkout's writes as server actions (Next checks each action's Origin, the CSRF protection). They
 * act with the customer's token the server holds for the cart (ADR 16); `reauthorize` asks the page
 * to hand over a new one and send the same form again (retryingOnCartAccess). Nothing here computes
 * an amount: commerce prices, and places, from its own data.
 */

/**
 * `fields`: commerce refused payment fields, each worded for its field on the payment step.
 * `qualification`: lines above the customer's level, with the level each needs.
 */
type Refused = {
  status: 'error';
  message: string;
  reauthorize?: true;
  fields?: PaymentErrors;
  /** Placing needs a ticked robot check (the checkout reCAPTCHA flag). */
  recaptcha?: true;
  qualification?: { itemCode: string; requiredLevel: string }[];
};

export type AddressActionState =
  | { status: 'idle' }
  | { status: 'saved'; address: Address }
  | { status: 'invalid'; message: string; errors: AddressErrors }
  | Refused;

export type PriceActionState = { status: 'idle' } | { status: 'priced'; price: CheckoutPrice } | Refused;

/** A placed order leaves the page (redirect): only a refusal comes back. */
export type PlaceActionState = { status: 'idle' } | Refused;

const localeField = z.enum(LOCALES);
const choicesSchema = z.object({
  addressId: z.uuid(),
  deliveryMethod: z.enum(DELIVERY_METHOD_CODES).optional(),
  /** An organisation's order: the qualified user it is for. */
  qualifiedUserId: z.uuid().optional(),
});
/**
 * The payment step's fields as the price and place requests take them; commerce checks their
 * content (checksum, threshold, jurisdiction) and answers a 422 naming the field.
 */
const taxFields = {
  vatNumber: z.string().optional(),
  taxCertificate: z.string().optional(),
  taxJurisdiction: z.string().optional(),
  taxExpiresOn: z.string().optional(),
};
type TaxFields = { [K in keyof typeof taxFields]?: string };

function taxRequest({ vatNumber, taxCertificate, taxJurisdiction, taxExpiresOn }: TaxFields) {
  return {
    ...(vatNumber ? { vatNumber } : {}),
    ...(taxCertificate && taxJurisdiction && taxExpiresOn
      ? {
          taxExemption: {
            certificate: taxCertificate,
            jurisdiction: taxJurisdiction,
            expiresOn: taxExpiresOn,
          },
        }
      : {}),
  };
}

const pricingSchema = choicesSchema
  .extend(taxFields)
  .transform(({ vatNumber, taxCertificate, taxJurisdiction, taxExpiresOn, ...choices }) => ({
    ...choices,
    ...taxRequest({ vatNumber, taxCertificate, taxJurisdiction, taxExpiresOn }),
  }));

const placeSchema = choicesSchema
  .extend({
    ...taxFields,
    idempotencyKey: z.uuid(),
    paymentType: z.enum(PAYMENT_TYPES).default('card'),
    purchaseOrderNumber: z.string().optional(),
    recaptchaToken: z.string().optional(),
  })
  .transform(
    ({ vatNumber, taxCertificate, taxJurisdiction, taxExpiresOn, purchaseOrderNumber, ...choices }) => ({
      ...choices,
      ...(choices.paymentType === 'purchase-order' && purchaseOrderNumber ? { purchaseOrderNumber } : {}),
      ...taxRequest({ vatNumber, taxCertificate, taxJurisdiction, taxExpiresOn }),
    }),
  );

/** A repeated request whose first is still running is answered once that one is done. */
const KEY_IN_USE_RETRIES = 4;
const KEY_IN_USE_WAIT_MS = 750;

function refusal(locale: Locale, error: unknown, what: string, namedQualifiedUser = false): Refused {
  const checkout = checkoutMessages(locale);
  if (error instanceof CartAccessNeeded) {
    return { status: 'error', message: checkout.refusals.sessionEnded, reauthorize: true };
  }
  if (error instanceof CommerceProblem && error.status < 500) {
    const orgTexts = orgBuyingMessages(locale).qualifiedUser;
    const forOrganisation = orgBuyingRefusal(error.problem, orgTexts, namedQualifiedUser);
    if (forOrganisation) return { status: 'error', message: forOrganisation };
    const texts = refusalTextsOf(locale);
    const fields = paymentErrorsOf(error.problem, checkout.payment.refused);
    const qualification = qualificationLinesOf(error.problem);
    return {
      status: 'error',
      message: refusalText(error.problem, texts),
      ...(fields ? { fields } : {}),
      ...(qualification ? { qualification } : {}),
      ...(isRecaptchaRefusal(error.problem) ? { recaptcha: true as const } : {}),
    };
  }
  logger.warn({ err: error, locale }, `checkout: ${what} failed`);
  return { status: 'error', message: checkout.refusals.generic };
}

const noCart = (locale: Locale): Refused => ({
  status: 'error',
  message: checkoutMessages(locale).refusals.emptyCart,
});

export async function saveAddress(
  _previous: AddressActionState,
  formData: FormData,
): Promise<AddressActionState> {
  const raw = filledFields(formData);
  const locale = localeField.safeParse(raw.locale);
  if (!locale.success) return { status: 'error', message: checkoutMessages('en-us').refusals.generic };
  const messages = checkoutMessages(locale.data);
  const rules = countryRules(locale.data);
  const checked = checkAddress(raw, rules, countryName(rules.country, locale.data), messages.address);
  if (!checked.ok)
    return { status: 'invalid', message: messages.address.errorSummary, errors: checked.errors };
  try {
    const customer = await checkoutAccess(locale.data);
    if (!customer) return noCart(locale.data);
    const { userId, accessToken } = customer;
    const address = await onCart(commerce().addAddress(locale.data, userId, accessToken, checked.address));
    return { status: 'saved', address };
  } catch (error) {
    return refusal(locale.data, error, 'saving an address');
  }
}

export async function priceCheckout(
  _previous: PriceActionState,
  formData: FormData,
): Promise<PriceActionState> {
  const raw = filledFields(formData);
  const locale = localeField.safeParse(raw.locale);
  if (!locale.success) return { status: 'error', message: checkoutMessages('en-us').refusals.generic };
  const choices = pricingSchema.safeParse(raw);
  if (!choices.success) return { status: 'error', message: checkoutMessages(locale.data).address.chooseOne };
  try {
    const customer = await checkoutAccess(locale.data);
    if (!customer) return noCart(locale.data);
    const { cartId, userId, accessToken } = customer;
    const price = await onCart(
      commerce().priceCheckout(locale.data, userId, accessToken, {
        cartId,
        locale: locale.data,
        ...choices.data,
      }),
    );
    return { status: 'priced', price };
  } catch (error) {
    return refusal(locale.data, error, 'pricing', choices.data.qualifiedUserId !== undefined);
  }
}

async function placeOnce(locale: Locale, access: CheckoutAccess, key: string, order: PlaceOrder) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await onCart(commerce().placeOrder(locale, access.userId, access.accessToken, key, order));
    } catch (error) {
      const inUse = error instanceof CommerceProblem && isKeyInUse(error.problem);
      if (!inUse || attempt >= KEY_IN_USE_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, KEY_IN_USE_WAIT_MS));
    }
  }
}

/** The header's count follows the emptied cart; the order stands whether or not this works. */
async function forgetOrderedItems(locale: Locale, access: CheckoutAccess): Promise<void> {
  try {
    const cart = await commerce().cart(locale, { id: access.cartId, accessToken: access.accessToken });
    if (cart) await rememberCart(locale, cart);
  } catch (error) {
    logger.warn({ err: error, locale }, 'checkout: the cart could not be read after placing');
  }
}

export async function placeOrder(_previous: PlaceActionState, formData: FormData): Promise<PlaceActionState> {
  const raw = filledFields(formData);
  const locale = localeField.safeParse(raw.locale);
  if (!locale.success) return { status: 'error', message: checkoutMessages('en-us').refusals.generic };
  const input = placeSchema.safeParse(raw);
  if (!input.success) return { status: 'error', message: checkoutMessages(locale.data).address.chooseOne };
  const { idempotencyKey, ...choices } = input.data;
  let paymentPage: string;
  try {
    const customer = await checkoutAccess(locale.data);
    if (!customer) return noCart(locale.data);
    const origin = await storeOrigin();
    const paths = storePaths(locale.data);
    const placed: PlacedOrder = await placeOnce(locale.data, customer, idempotencyKey, {
      cartId: customer.cartId,
      ...choices,
      locale: locale.data,
      successUrl: `${origin}${paths.checkoutConfirmation(ORDER_NUMBER_PLACEHOLDER)}`,
      cancelUrl: `${origin}${paths.checkoutCancelled(ORDER_NUMBER_PLACEHOLDER)}`,
    });
    await forgetOrderedItems(locale.data, customer);
    const page = placed.redirectUrl
      ? paymentPageAddress(placed.redirectUrl, serverSystemUrls().payments)
      : paths.checkoutConfirmation(placed.order.number);
    // Absolute, so the browser loads the provider's page rather than looking for a page of the store.
    paymentPage = new URL(page, origin).href;
  } catch (error) {
    return refusal(locale.data, error, 'placing an order', choices.qualifiedUserId !== undefined);
  }
  // The emptied cart's cookies make Next render the page again; the redirect takes the browser away first.
  redirect(paymentPage);
}
