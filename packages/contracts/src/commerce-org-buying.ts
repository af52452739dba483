import { z } from 'zod';
import { DISCOUNT_STATES } from './commerce-organisation-roles.ts';

/**
 * Buying for an organisation (issue 14, docs/organisations.md): the qualified user an
 * organisation's order is placed for, and the organisation's discount. An entry of its own
 * (`@store/contracts/commerce-org-buying`) that imports nothing of commerce.ts, so that the cart and
 * order schemas there can build on it. Amounts are integers in the minor unit of the currency.
 */

export const DISCOUNT_SCHEMES = ['uap', 'old'] as const;
export type DiscountScheme = (typeof DISCOUNT_SCHEMES)[number];

export const discountStateSchema = z.enum(DISCOUNT_STATES);

/** An organisation or a member, as an order names them. */
export const accountRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type AccountRef = z.infer<typeof accountRefSchema>;

/**
 * The member whose qualifications the qualification gate checks for an organisation's order
 * (placeOrder, checkout price, express order). Left out: the buyer, when they qualify.
 */
export const qualifiedUserIdSchema = z.uuid(
  'expects qualifiedUserId, the user id (a UUID) of a qualified user of the organisation',
);

/** The organisation discount an order took, as it was at placement. */
export const orderDiscountSchema = z.object({
  scheme: z.enum(DISCOUNT_SCHEMES),
  /** 1000 is 10 %. */
  basisPoints: z.number().int().min(0).max(10_000),
  state: discountStateSchema,
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

/** GET /users/{userId}/carts/{cartId}/qualified-users */
export const qualifiedUsersParamsSchema = z
  .object({
    userId: z.uuid('expects a user id (a UUID)'),
    cartId: z.uuid('expects a cart id (a UUID)'),
  })
  .strict();

export const qualifiedUserCandidateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The levels of the store's scheme the member holds (approved, not expired). */
  heldLevels: z.array(z.string()),
  /** Holds what the cart needs: may be chosen. Members below are listed, not choosable. */
  eligible: z.boolean(),
});
export type QualifiedUserCandidate = z.infer<typeof qualifiedUserCandidateSchema>;

/**
 * Whom the cart's order may be placed for. A personal cart answers no organisation and no
 * candidates; an organisation's cart answers its members holding the qualified-user role, by name.
 */
export const qualifiedUsersSchema = z.object({
  organisation: accountRefSchema.optional(),
  /**
   * The highest level of the store's scheme the cart's lines need (the code, as in B or CL2R);
   * absent when nothing in the cart is restricted.
   */
  requiredLevel: z.string().optional(),
  candidates: z.array(qualifiedUserCandidateSchema),
});
export type QualifiedUsers = z.infer<typeof qualifiedUsersSchema>;

/** Operator API: /operator/organisations/{organisationId}/discount */
export const operatorOrganisationParamsSchema = z
  .object({ organisationId: z.uuid('expects an organisation id (a UUID)') })
  .strict();

const day = (name: string) => z.iso.date(`expects ${name} as a date such as 2026-12-31`);

/**
 * PUT /operator/organisations/{organisationId}/discount: replaces the organisation's discount.
 * `percent` has at most two decimals (12.5 is 1250 basis points); both dates are included;
 * `spendingLimit` (minor units of the organisation's store currency) is required for uap only.
 */
export const organisationDiscountInputSchema = z
  .object({
    scheme: z.enum(DISCOUNT_SCHEMES, 'expects scheme uap or old'),
    percent: z
      .number('expects percent, a number from 0 to 100')
      .min(0, 'expects percent from 0 to 100')
      .max(100, 'expects percent from 0 to 100')
      .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, {
        message: 'expects percent with at most two decimals',
      }),
    startsOn: day('startsOn'),
    endsOn: day('endsOn'),
    spendingLimit: z
      .number('expects spendingLimit in minor units')
      .int('expects spendingLimit in minor units (a whole number)')
      .positive('expects a spendingLimit above 0')
      // The column is a 32-bit integer: 21 million in a two-decimal currency is far above any agreement.
      .max(2_147_483_647, 'expects a spendingLimit of at most 2147483647 minor units')
      .optional(),
  })
  .strict()
  .refine((input) => input.startsOn <= input.endsOn, {
    path: ['endsOn'],
    message: 'expects endsOn on or after startsOn',
  })
  .refine((input) => (input.scheme === 'uap') === (input.spendingLimit !== undefined), {
    path: ['spendingLimit'],
    message: 'expects a spendingLimit with scheme uap, and none with scheme old',
  });
export type OrganisationDiscountInput = z.infer<typeof organisationDiscountInputSchema>;

export const organisationDiscountSchema = z.object({
  organisationId: z.uuid(),
  scheme: z.enum(DISCOUNT_SCHEMES),
  basisPoints: z.number().int().min(0).max(10_000),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  currency: z.string(),
  spendingLimit: z.number().int().positive().optional(),
});
export type OrganisationDiscount = z.infer<typeof organisationDiscountSchema>;
