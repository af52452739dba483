import { z } from 'zod';
import { cartSchema, itemCodeSchema, moneySchema } from './commerce.ts';
import { LINE_ERROR_CODES } from './commerce-constants.ts';
import { isPlainText, PLAIN_TEXT_RULE } from './plain-text.ts';

/**
 * Saved carts of the store headless API (issue 14, docs/saved-carts.md): a customer keeps a cart
 * under a name, lists, opens, restores (merge or replace), duplicates, renames, deletes, imports
 * from CSV and exports. Per customer and site; another customer's saved cart is 404. An entry of its
 * own (`@store/contracts/commerce-saved-carts`), as it builds on the cart's schemas of commerce.ts.
 */

export const SAVED_CART_MAX_LINES = 200;
export const SAVED_CARTS_MAX = 100;
/** The largest CSV a saved cart is imported from: 200 lines of code and quantity fit easily. */
export const SAVED_CART_CSV_MAX_BYTES = 64 * 1024;

const text = (max: number) =>
  z
    .string('expects text')
    .trim()
    .min(1, 'expects a value')
    .max(max, `expects at most ${max} characters`)
    .refine(isPlainText, `expects ${PLAIN_TEXT_RULE}`);

export const savedCartNameSchema = text(80);
export const savedCartDescriptionSchema = text(500);

export const savedCartParamsSchema = z
  .object({
    userId: z.uuid('expects a user id (a UUID)'),
    savedCartId: z.uuid('expects a saved cart id (a UUID)'),
  })
  .strict();

/** POST /users/{userId}/saved-carts: the customer's cart, copied under a name; the cart stays as it is. */
export const saveCartSchema = z
  .object({
    cartId: z.uuid('expects cartId, the customer’s cart id (a UUID)'),
    name: savedCartNameSchema,
    description: savedCartDescriptionSchema.optional(),
  })
  .strict();
export type SaveCart = z.infer<typeof saveCartSchema>;

/** POST /users/{userId}/saved-carts/imports: a saved cart made from CSV rows of item code and quantity. */
export const importSavedCartSchema = z
  .object({
    name: savedCartNameSchema,
    description: savedCartDescriptionSchema.optional(),
    /** The file's text: a header row `code,quantity` is optional; commas or semicolons separate. */
    csv: z
      .string('expects the CSV file’s text')
      .min(1, 'expects a CSV file with at least one row')
      .max(SAVED_CART_CSV_MAX_BYTES, `expects at most ${SAVED_CART_CSV_MAX_BYTES} characters`),
  })
  .strict();
export type ImportSavedCart = z.infer<typeof importSavedCartSchema>;

/** PATCH /users/{userId}/saved-carts/{savedCartId}: rename, describe (null removes the description). */
export const savedCartPatchSchema = z
  .object({
    name: savedCartNameSchema.optional(),
    description: savedCartDescriptionSchema.nullable().optional(),
  })
  .strict()
  .refine(
    (patch) => patch.name !== undefined || patch.description !== undefined,
    'expects name or description',
  );
export type SavedCartPatch = z.infer<typeof savedCartPatchSchema>;

/** POST /users/{userId}/saved-carts/{savedCartId}/duplicates: a copy, named `name` or "<name> (copy)". */
export const duplicateSavedCartSchema = z.object({ name: savedCartNameSchema.optional() }).strict();

export const RESTORE_MODES = ['merge', 'replace'] as const;
export type RestoreMode = (typeof RESTORE_MODES)[number];

/** POST /users/{userId}/saved-carts/{savedCartId}/restorations: into the customer's cart. */
export const restoreSavedCartSchema = z
  .object({
    cartId: z.uuid('expects cartId, the customer’s cart id (a UUID)'),
    mode: z.enum(RESTORE_MODES, `expects one of ${RESTORE_MODES.join(', ')}`),
  })
  .strict();
export type RestoreSavedCart = z.infer<typeof restoreSavedCartSchema>;

export const savedCartLineSchema = z.object({
  position: z.number().int().positive(),
  itemCode: itemCodeSchema,
  /** The item's name in the catalogue's language; absent when the site no longer sells it. */
  name: z.string().optional(),
  quantity: z.number().int().positive(),
  /** The unit price when the cart was saved. */
  savedUnitPrice: moneySchema,
  /** The unit price now at this quantity; absent when the site no longer sells the item. */
  unitPrice: moneySchema.optional(),
  available: z.boolean(),
});
export type SavedCartLine = z.infer<typeof savedCartLineSchema>;

export const savedCartSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().optional(),
  currency: z.string(),
  lineCount: z.number().int().nonnegative(),
  totalItems: z.number().int().nonnegative(),
  /** At today's prices, of the lines still sold. */
  subtotal: moneySchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Who saved it; `mine` is false for a cart an organisation member shared with the caller. */
  owner: z.object({ name: z.string(), mine: z.boolean() }),
  /** The organisation whose members may open, restore, duplicate and export it. */
  sharedWith: z.object({ organisationId: z.uuid(), name: z.string() }).optional(),
});
export type SavedCartSummary = z.infer<typeof savedCartSummarySchema>;

export const savedCartListSchema = z.object({ savedCarts: z.array(savedCartSummarySchema) });
export type SavedCartList = z.infer<typeof savedCartListSchema>;

export const savedCartSchema = savedCartSummarySchema.extend({ lines: z.array(savedCartLineSchema) });
export type SavedCart = z.infer<typeof savedCartSchema>;

/** A CSV row that could not be imported: its line number in the file (from 1), and why. */
export const savedCartImportRejectionSchema = z.object({
  row: z.number().int().positive(),
  code: z.string(),
  error: z.enum([...LINE_ERROR_CODES, 'malformed-row', 'duplicate']),
  message: z.string(),
});

export const savedCartImportResultSchema = z.object({
  savedCart: savedCartSchema,
  rejected: z.array(savedCartImportRejectionSchema),
});
export type SavedCartImportResult = z.infer<typeof savedCartImportResultSchema>;

/**
 * What restoring changed from the saved cart, line by line: a price that is not what it was when
 * saved, an item no longer sold, a quantity cut to the item's limits (or to the cart's maximum when
 * merged), or a level the customer is not qualified for (the line is restored; checkout's gate applies).
 */
export const RESTORE_CHANGE_KINDS = ['price', 'unavailable', 'quantity', 'qualification'] as const;
export type RestoreChangeKind = (typeof RESTORE_CHANGE_KINDS)[number];

export const restoreChangeSchema = z.object({
  itemCode: itemCodeSchema,
  kind: z.enum(RESTORE_CHANGE_KINDS),
  /** price: the saved unit price and today's; quantity: what was asked and what the cart holds. */
  from: z.number().optional(),
  to: z.number().optional(),
});
export type RestoreChange = z.infer<typeof restoreChangeSchema>;

export const savedCartRestoreResultSchema = z.object({
  cart: cartSchema,
  changes: z.array(restoreChangeSchema),
});
export type SavedCartRestoreResult = z.infer<typeof savedCartRestoreResultSchema>;

export const savedCartDeletedSchema = z.object({ deleted: z.literal(true) });
