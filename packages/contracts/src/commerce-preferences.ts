import { z } from 'zod';
import { LOCALES } from '@store/locales';
import { ORDER_EMAIL_MAX_LENGTH } from './commerce.ts';

/**
 * A customer's preferences of the store headless API (issue 14, docs/preferences.md): the language
 * mail is written in (one of the site's locales), where invoices go, and marketing emails with a
 * double opt-in. An entry of its own (`@store/contracts/commerce-preferences`).
 */

export const MARKETING_STATES = ['off', 'pending', 'on'] as const;
export type MarketingState = (typeof MARKETING_STATES)[number];

/** How long a marketing confirmation link stays good. */
export const MARKETING_TOKEN_DAYS = 7;

const localeSchema = z.enum(LOCALES, `expects one of ${LOCALES.join(', ')}`);

/** GET and PATCH /users/{userId}/preferences answer this. */
export const preferencesSchema = z.object({
  /** The language chosen for mail not tied to an order; null: the locale of the call. */
  preferredLocale: localeSchema.nullable(),
  /** The site's locales the customer may choose from (en-ca and fr-ca in Canada, one elsewhere). */
  locales: z.array(localeSchema).min(1),
  /** Where order confirmations go (the order-email operations change it). */
  orderEmail: z.string(),
  /** Where invoices and payment receipts go; null: the order email. */
  invoiceEmail: z.string().nullable(),
  /** The address the customer signs in with. */
  signInEmail: z.string(),
  marketing: z.enum(MARKETING_STATES),
});
export type Preferences = z.infer<typeof preferencesSchema>;

const emailSchema = z
  .string('expects the email address as text')
  .trim()
  .max(ORDER_EMAIL_MAX_LENGTH, `expects at most ${ORDER_EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('expects an email address such as name@example.com'));

/**
 * PATCH /users/{userId}/preferences. A change of `invoiceEmail` needs step-up as the order email
 * does (401 with WWW-Authenticate until retried with `x-txid`); `null` sends invoices to the order
 * email again. A `preferredLocale` outside the site's locales is 422.
 */
export const preferencesChangeSchema = z
  .object({
    preferredLocale: localeSchema.optional(),
    invoiceEmail: emailSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => body.preferredLocale !== undefined || body.invoiceEmail !== undefined, {
    message: 'expects preferredLocale or invoiceEmail',
  });
export type PreferencesChange = z.infer<typeof preferencesChangeSchema>;

/** POST /marketing-confirmations: the token of the link mailed on subscribing. */
export const marketingConfirmationSchema = z
  .object({
    token: z
      .string('expects the token of the confirmation link')
      .regex(/^[A-Za-z0-9_-]{43}$/, 'expects the token of the confirmation link'),
  })
  .strict();
export type MarketingConfirmation = z.infer<typeof marketingConfirmationSchema>;

/** What subscribing, unsubscribing and confirming answer. */
export const marketingStateSchema = z.object({ marketing: z.enum(MARKETING_STATES) });
export type MarketingStateAnswer = z.infer<typeof marketingStateSchema>;
