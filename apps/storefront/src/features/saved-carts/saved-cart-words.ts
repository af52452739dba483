import {
  savedCartDescriptionSchema,
  savedCartNameSchema,
  type RestoreChange,
  type SavedCartImportResult,
} from '@store/contracts/commerce-saved-carts';
import { format } from '../../i18n/format.ts';
import type { SavedCartsMessages } from './messages.ts';

/**
 * What the customer reads about saved carts, made from commerce's answers: what restoring changed,
 * why an imported row was left out, and what is wrong with a name or description they typed.
 */

type Rejection = SavedCartImportResult['rejected'][number];

/** The contract's limits, for the inputs' maxlength. */
export const SAVED_CART_NAME_MAX = savedCartNameSchema.maxLength ?? undefined;
export const SAVED_CART_DESCRIPTION_MAX = savedCartDescriptionSchema.maxLength ?? undefined;

/** One line of the restore report; `money` writes a unit price in the cart's currency. */
export function restoreChangeWords(
  change: RestoreChange,
  name: string,
  messages: SavedCartsMessages['restore'],
  money: (value: number) => string,
): string {
  const priced = change.kind === 'price';
  const value = (amount: number | undefined) =>
    amount === undefined ? '' : priced ? money(amount) : String(amount);
  return format(messages[change.kind], {
    name,
    itemCode: change.itemCode,
    from: value(change.from),
    to: value(change.to),
  });
}

/** A rejected CSV row by its line number in the file, in the locale's words (commerce's text is English). */
export function rejectionWords(rejection: Rejection, messages: SavedCartsMessages['import']): string {
  return format(messages.row, {
    row: rejection.row,
    code: rejection.code,
    reason: messages.reasons[rejection.error],
  });
}

export type TextField = 'name' | 'description';

/** The trimmed text when the contract accepts it, otherwise what to fix, in the locale's words. */
export function checkedText(
  field: TextField,
  value: string,
  messages: SavedCartsMessages['save'],
): { ok: true; text: string } | { ok: false; message: string } {
  const schema = field === 'name' ? savedCartNameSchema : savedCartDescriptionSchema;
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, text: parsed.data };
  // The plain-text rule is the schema's only refinement; every other issue is about the length.
  if (parsed.error.issues.some((issue) => issue.code === 'custom'))
    return { ok: false, message: messages.plainText };
  return { ok: false, message: field === 'name' ? messages.nameNeeded : messages.descriptionTooLong };
}

/** The copy's name in the locale's words ("… (copy)"), the original shortened so that it fits the contract. */
export function copyName(original: string, template: string): string {
  const max = SAVED_CART_NAME_MAX ?? Infinity;
  const room = max - format(template, { name: '' }).length;
  return format(template, { name: [...original.trim()].slice(0, room).join('').trimEnd() });
}
