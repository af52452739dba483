'use server';

import { marketingConfirmationSchema } from '@store/contracts/commerce-preferences';
import { LOCALES, type Locale } from '@store/locales';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, onCart } from '../cart/cart-session.ts';
import { customerAccess } from '../orders/orders-access.ts';
import type { ConfirmActionState } from '../account/confirm-action-dialog.tsx';
import { preferencesMessages } from './messages.ts';
import type { Notice } from './preference-words.ts';

/**
 * What a customer changes on the preferences page without step-up (the language, marketing emails),
 * and the confirmation of marketing emails from the mailed link. Server actions, so Next answers
 * them only from the store's own origin (the store's CSRF protection); the page's changes act with
 * the customer's token the server holds for their cart (ADR 16), and `reauthorize` asks the page
 * to hand over a new one and send the form again. The invoice email needs step-up and goes through
 * the browser's HTTP client instead (invoice-email-form.tsx).
 */

export type PreferenceActionState = ConfirmActionState;

const localeInput = z.object({ locale: z.enum(LOCALES) });
const languageInput = localeInput.extend({ preferredLocale: z.enum(LOCALES) });

const noticeHref = (locale: Locale, notice: Notice) => `${storePaths(locale).preferences}?notice=${notice}`;

function refused(locale: Locale, error: unknown, what: string): PreferenceActionState {
  const m = preferencesMessages(locale);
  if (error instanceof CartAccessNeeded)
    return { status: 'error', message: m.sessionEnded, reauthorize: true };
  if (error instanceof CommerceProblem && error.status === 422) {
    return { status: 'error', message: m.language.refused };
  }
  logger.warn({ err: error, locale }, `preferences: ${what} failed`);
  return { status: 'error', message: m.actionFailed };
}

async function onPreferences(
  locale: Locale,
  change: (userId: string, accessToken: string) => Promise<unknown>,
  notice: Notice,
  what: string,
): Promise<PreferenceActionState> {
  try {
    const { userId, accessToken } = await customerAccess(locale);
    await onCart(change(userId, accessToken));
    return { status: 'done', href: noticeHref(locale, notice) };
  } catch (error) {
    return refused(locale, error, what);
  }
}

/** The language of mail not tied to an order; commerce refuses one the site does not serve. */
export async function changeLanguage(
  _previous: PreferenceActionState,
  formData: FormData,
): Promise<PreferenceActionState> {
  const input = languageInput.safeParse(Object.fromEntries(formData));
  if (!input.success) return { status: 'error', message: preferencesMessages('en-us').actionFailed };
  const { locale, preferredLocale } = input.data;
  return onPreferences(
    locale,
    (userId, accessToken) => commerce().changePreferences(locale, userId, accessToken, { preferredLocale }),
    'language',
    'changing the language',
  );
}

/** Asks for marketing emails: commerce mails a confirmation link, in the customer's language. */
export async function subscribeMarketing(
  _previous: PreferenceActionState,
  formData: FormData,
): Promise<PreferenceActionState> {
  const input = localeInput.safeParse(Object.fromEntries(formData));
  if (!input.success) return { status: 'error', message: preferencesMessages('en-us').actionFailed };
  const { locale } = input.data;
  return onPreferences(
    locale,
    (userId, accessToken) => commerce().subscribeMarketing(locale, userId, accessToken),
    'subscribed',
    'subscribing',
  );
}

/** Stops marketing emails at once. */
export async function unsubscribeMarketing(
  _previous: PreferenceActionState,
  formData: FormData,
): Promise<PreferenceActionState> {
  const input = localeInput.safeParse(Object.fromEntries(formData));
  if (!input.success) return { status: 'error', message: preferencesMessages('en-us').actionFailed };
  const { locale } = input.data;
  return onPreferences(
    locale,
    (userId, accessToken) => commerce().unsubscribeMarketing(locale, userId, accessToken),
    'unsubscribed',
    'unsubscribing',
  );
}

export type ConfirmationState =
  { status: 'idle' } | { status: 'done' } | { status: 'error'; message: string };

/** From the mailed link, signed in or not: the token is the proof. */
export async function confirmMarketing(
  _previous: ConfirmationState,
  formData: FormData,
): Promise<ConfirmationState> {
  const locale = localeInput.safeParse(Object.fromEntries(formData));
  const m = preferencesMessages(locale.success ? locale.data.locale : 'en-us').confirmation;
  const input = marketingConfirmationSchema.safeParse({ token: formData.get('token') });
  if (!locale.success || !input.success) return { status: 'error', message: m.expired };
  try {
    await commerce().confirmMarketing(locale.data.locale, input.data.token);
    return { status: 'done' };
  } catch (error) {
    if (error instanceof CommerceProblem && (error.status === 410 || error.status === 400)) {
      return { status: 'error', message: m.expired };
    }
    logger.warn(
      { err: error, locale: locale.data.locale },
      'preferences: confirming marketing emails failed',
    );
    return { status: 'error', message: m.failed };
  }
}
