import { z } from 'zod';
import { cartSchema } from './commerce.ts';

/**
 * The account a customer buys for (docs/organisations.md): their personal account or one of their
 * organisations. Switching moves the previous account's cart lines into the new account's cart and
 * leaves a merge notice on it (the ORGANIZATION or PERSONAL banner of requirements §3). Sharing a
 * saved cart with an organisation lets its members open, restore, duplicate and export it.
 */

export const activeAccountParamsSchema = z.object({ userId: z.uuid('expects a user id (a UUID)') }).strict();

/** PUT /users/{userId}/active-account: null chooses the personal account. */
export const switchActiveAccountSchema = z
  .object({
    organisationId: z.uuid('expects organisationId, an organisation id (a UUID), or null').nullable(),
    /** The cart the browser holds; the answer's cart replaces it. */
    cartId: z.uuid('expects cartId, the customer’s cart id (a UUID)').optional(),
  })
  .strict();
export type SwitchActiveAccount = z.infer<typeof switchActiveAccountSchema>;

export const activeAccountSchema = z.object({
  /** null: the personal account. */
  organisationId: z.uuid().nullable(),
  /** The organisation's name; the personal account is named by the customer's name. */
  name: z.string(),
  accountNumber: z.string().optional(),
});
export type ActiveAccount = z.infer<typeof activeAccountSchema>;

export const activeAccountSwitchedSchema = z.object({
  activeAccount: activeAccountSchema,
  /** The new account's cart, with its merge notice when lines moved; its id is not the old cart's. */
  cart: cartSchema,
  /** false: the account was already the active one and nothing changed. */
  switched: z.boolean(),
});
export type ActiveAccountSwitched = z.infer<typeof activeAccountSwitchedSchema>;

/** PUT /users/{userId}/saved-carts/{savedCartId}/sharing: null stops sharing. Owner only. */
export const savedCartSharingSchema = z
  .object({
    organisationId: z.uuid('expects organisationId, an organisation id (a UUID), or null').nullable(),
  })
  .strict();
export type SavedCartSharing = z.infer<typeof savedCartSharingSchema>;
