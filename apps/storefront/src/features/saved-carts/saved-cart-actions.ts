'use server';

import {
  RESTORE_MODES,
  SAVED_CART_CSV_MAX_BYTES,
  type RestoreChange,
} from '@store/contracts/commerce-saved-carts';
import { LOCALES, type Locale } from '@store/locales';
import { randomUUID } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { formatMoney } from '../catalog/format-catalog.ts';
import { CartAccessNeeded, onCart, rememberCart } from '../cart/cart-session.ts';
import { checkoutAccess } from '../checkout/checkout-access.ts';
import { customerAccess } from '../orders/orders-access.ts';
import { savedCartsMessages, type SavedCartsMessages } from './messages.ts';
import { importedCsvText } from './saved-cart-csv.ts';
import { checkedText, copyName, rejectionWords, restoreChangeWords } from './saved-cart-words.ts';

/**
 * What a customer does with saved carts, as server actions like the cart's writes (Next answers a
 * server action only from the store's own origin, the store's CSRF protection). Each acts with the
 * customer's token the server holds for their cart (ADR 16); `reauthorize` asks the page to hand
 * over a new one and send the form again. A refusal comes back in the locale's words.
 */

export type SavedCartActionState =
  | { status: 'idle' }
  | { status: 'done'; href: string; message: string; details: string[]; detailsHeading?: string }
  | { status: 'error'; message: string; reauthorize?: true; details?: string[]; detailsHeading?: string };

const localeSchema = z.enum(LOCALES);
const savedCartIdSchema = z.uuid();

const text = (formData: FormData, name: string): string => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/** The key the page made when it rendered the form; a repeat of the same submission answers the first result. */
const idempotencyKey = (formData: FormData): string => {
  const key = z.uuid().safeParse(formData.get('idempotencyKey'));
  return key.success ? key.data : randomUUID();
};

/** The saved-cart refusals commerce names (`savedCartProblem`), in the customer's words. */
function refusalWords(error: unknown, messages: SavedCartsMessages): string | undefined {
  if (!(error instanceof CommerceProblem)) return undefined;
  switch (error.problem.savedCartProblem) {
    case 'empty-cart':
      return messages.save.emptyCart;
    case 'saved-carts-limit':
      return messages.save.tooMany;
    case 'lines-limit':
      return messages.save.tooManyLines;
    case 'no-good-rows':
      return messages.import.nothingImported;
    default:
      return undefined;
  }
}

async function acting(
  locale: Locale,
  what: string,
  failed: string,
  work: () => Promise<SavedCartActionState>,
): Promise<SavedCartActionState> {
  const messages = savedCartsMessages(locale);
  try {
    return await work();
  } catch (error) {
    if (error instanceof CartAccessNeeded) {
      return { status: 'error', message: messages.sessionEnded, reauthorize: true };
    }
    const refusal = refusalWords(error, messages);
    if (refusal) {
      const rejected = error instanceof CommerceProblem ? (error.problem.rejected ?? []) : [];
      return rejected.length === 0
        ? { status: 'error', message: refusal }
        : {
            status: 'error',
            message: refusal,
            details: rejected.map((rejection) => rejectionWords(rejection, messages.import)),
            detailsHeading: messages.import.rejectedHeading,
          };
    }
    logger.warn({ err: error, locale }, `saved carts: ${what} failed`);
    return { status: 'error', message: failed };
  }
}

function readLocale(formData: FormData): Locale | undefined {
  const locale = localeSchema.safeParse(formData.get('locale'));
  return locale.success ? locale.data : undefined;
}

const unreadable = (pick: (m: SavedCartsMessages) => string): SavedCartActionState => ({
  status: 'error',
  message: pick(savedCartsMessages('en-us')),
});

/** The name and the optional description of a form, checked against the contract. */
function nameAndDescription(
  formData: FormData,
  messages: SavedCartsMessages['save'],
): { error: string } | { name: string; description: string | undefined } {
  const name = checkedText('name', text(formData, 'name'), messages);
  if (!name.ok) return { error: name.message };
  const rawDescription = text(formData, 'description').trim();
  if (rawDescription === '') return { name: name.text, description: undefined };
  const description = checkedText('description', rawDescription, messages);
  if (!description.ok) return { error: description.message };
  return { name: name.text, description: description.text };
}

/** Save cart, from the cart page: the customer's cart is copied under a name and stays as it is. */
export async function saveCart(
  _previous: SavedCartActionState,
  formData: FormData,
): Promise<SavedCartActionState> {
  const locale = readLocale(formData);
  if (!locale) return unreadable((m) => m.save.failed);
  const m = savedCartsMessages(locale);
  const fields = nameAndDescription(formData, m.save);
  if ('error' in fields) return { status: 'error', message: fields.error };
  return acting(locale, 'saving a cart', m.save.failed, async () => {
    const access = await checkoutAccess(locale);
    if (!access) return { status: 'error', message: m.save.emptyCart };
    const saved = await onCart(
      commerce().saveCart(locale, access.userId, access.accessToken, idempotencyKey(formData), {
        cartId: access.cartId,
        name: fields.name,
        ...(fields.description ? { description: fields.description } : {}),
      }),
    );
    revalidatePath(storePaths(locale).savedCarts);
    return {
      status: 'done',
      href: storePaths(locale).savedCart(saved.id),
      message: format(m.save.saved, { name: saved.name }),
      details: [],
    };
  });
}

function readSavedCartId(formData: FormData): string | undefined {
  const id = savedCartIdSchema.safeParse(formData.get('savedCartId'));
  return id.success ? id.data : undefined;
}

/** Rename and describe: an empty description removes it. */
export async function editSavedCart(
  _previous: SavedCartActionState,
  formData: FormData,
): Promise<SavedCartActionState> {
  const locale = readLocale(formData);
  const id = readSavedCartId(formData);
  if (!locale || !id) return unreadable((m) => m.edit.failed);
  const m = savedCartsMessages(locale);
  const fields = nameAndDescription(formData, m.save);
  if ('error' in fields) return { status: 'error', message: fields.error };
  return acting(locale, 'editing a saved cart', m.edit.failed, async () => {
    const { userId, accessToken } = await customerAccess(locale);
    await onCart(
      commerce().updateSavedCart(locale, userId, accessToken, id, {
        name: fields.name,
        description: fields.description ?? null,
      }),
    );
    return { status: 'done', href: storePaths(locale).savedCart(id), message: m.edit.saved, details: [] };
  });
}

/** Duplicate, named in the locale's words after the original: the copy's page follows. */
export async function duplicateSavedCart(
  _previous: SavedCartActionState,
  formData: FormData,
): Promise<SavedCartActionState> {
  const locale = readLocale(formData);
  const id = readSavedCartId(formData);
  if (!locale || !id) return unreadable((m) => m.duplicate.failed);
  const m = savedCartsMessages(locale);
  return acting(locale, 'duplicating a saved cart', m.duplicate.failed, async () => {
    const { userId, accessToken } = await customerAccess(locale);
    const copy = await onCart(
      commerce().duplicateSavedCart(locale, userId, accessToken, idempotencyKey(formData), id, {
        name: copyName(text(formData, 'name'), m.duplicate.copyName),
      }),
    );
    revalidatePath(storePaths(locale).savedCarts);
    return { status: 'done', href: storePaths(locale).savedCart(copy.id), message: '', details: [] };
  });
}

/**
 * Delete, once confirmed: the list follows by a redirect, so the page of the saved cart just deleted
 * is not rendered again on the way (it would be the 404 page).
 */
export async function deleteSavedCart(
  _previous: SavedCartActionState,
  formData: FormData,
): Promise<SavedCartActionState> {
  const locale = readLocale(formData);
  const id = readSavedCartId(formData);
  if (!locale || !id) return unreadable((m) => m.delete.failed);
  const m = savedCartsMessages(locale);
  const state = await acting(locale, 'deleting a saved cart', m.delete.failed, async () => {
    const { userId, accessToken } = await customerAccess(locale);
    await onCart(commerce().deleteSavedCart(locale, userId, accessToken, id));
    return { status: 'done', href: storePaths(locale).savedCarts, message: '', details: [] };
  });
  // Outside `acting`: redirect() throws, and must reach Next.
  if (state.status === 'done') redirect(state.href);
  return state;
}

/**
 * Restore to cart, merged into the customer's cart or replacing it. Without changes the cart page
 * follows; otherwise the report of what changed, line by line, stays on the page with the way to
 * the cart.
 */
export async function restoreSavedCart(
  _previous: SavedCartActionState,
  formData: FormData,
): Promise<SavedCartActionState> {
  const locale = readLocale(formData);
  const id = readSavedCartId(formData);
  const mode = z.enum(RESTORE_MODES).safeParse(formData.get('mode'));
  if (!locale || !id || !mode.success) return unreadable((m) => m.restore.failed);
  const m = savedCartsMessages(locale);
  return acting(locale, 'restoring a saved cart', m.restore.failed, async () => {
    const access = await checkoutAccess(locale);
    if (!access) throw new CartAccessNeeded();
    const { userId, accessToken } = access;
    const result = await onCart(
      commerce().restoreSavedCart(locale, userId, accessToken, id, {
        cartId: access.cartId,
        mode: mode.data,
      }),
    );
    await rememberCart(locale, result.cart);
    const paths = storePaths(locale);
    revalidatePath(paths.cart);
    const details =
      result.changes.length === 0
        ? []
        : await changeWords(locale, access, id, result.changes, result.cart.currency);
    return {
      status: 'done',
      href: paths.cart,
      message: m.restore.restored,
      details,
      detailsHeading: m.restore.changesHeading,
    };
  });
}

async function changeWords(
  locale: Locale,
  access: { userId: string; accessToken: string },
  id: string,
  changes: RestoreChange[],
  currency: string,
): Promise<string[]> {
  const m = savedCartsMessages(locale).restore;
  // The saved cart names even the lines the site no longer sells (the cart no longer holds them).
  const saved = await onCart(commerce().savedCart(locale, access.userId, access.accessToken, id)).catch(
    () => undefined,
  );
  const names = new Map(saved?.lines.map((line) => [line.itemCode, line.name ?? line.itemCode]));
  const money = (value: number) => formatMoney({ currency, value }, locale);
  return changes.map((change) =>
    restoreChangeWords(change, names.get(change.itemCode) ?? change.itemCode, m, money),
  );
}

/**
 * Share with one of the owner's organisations, or stop sharing (an empty organisation): its members
 * may then open, restore, duplicate and export it. The report stays on the saved cart's page.
 */
export async function shareSavedCart(
  _previous: SavedCartActionState,
  formData: FormData,
): Promise<SavedCartActionState> {
  const locale = readLocale(formData);
  const id = readSavedCartId(formData);
  const rawOrganisation = formData.get('organisationId');
  const organisation = rawOrganisation === '' ? null : savedCartIdSchema.safeParse(rawOrganisation).data;
  if (!locale || !id || organisation === undefined) return unreadable((m) => m.sharing.failed);
  const m = savedCartsMessages(locale);
  return acting(locale, 'sharing a saved cart', m.sharing.failed, async () => {
    const { userId, accessToken } = await customerAccess(locale);
    const saved = await onCart(
      commerce().shareSavedCart(locale, userId, accessToken, id, { organisationId: organisation }),
    );
    revalidatePath(storePaths(locale).savedCarts);
    return {
      status: 'done',
      href: storePaths(locale).savedCart(id),
      message: saved.sharedWith
        ? format(m.sharing.shared, { name: saved.sharedWith.name })
        : m.sharing.stopped,
      details: [],
    };
  });
}

/**
 * Import from CSV: a new saved cart from the file's rows of item code and quantity. The rows commerce
 * could not take are listed by their line number in the file, with the reason in the locale's words.
 */
export async function importSavedCart(
  _previous: SavedCartActionState,
  formData: FormData,
): Promise<SavedCartActionState> {
  const locale = readLocale(formData);
  if (!locale) return unreadable((m) => m.import.failed);
  const m = savedCartsMessages(locale);
  const name = checkedText('name', text(formData, 'name'), m.save);
  if (!name.ok) return { status: 'error', message: name.message };
  const file = formData.get('file');
  if (!(file instanceof File) || file.size === 0) return { status: 'error', message: m.import.fileNeeded };
  if (file.size > SAVED_CART_CSV_MAX_BYTES) return { status: 'error', message: m.import.fileTooLarge };
  const csv = importedCsvText(await file.text());
  if (csv.trim() === '') return { status: 'error', message: m.import.nothingImported };
  return acting(locale, 'importing a saved cart', m.import.failed, async () => {
    const { userId, accessToken } = await customerAccess(locale);
    const result = await onCart(
      commerce().importSavedCart(locale, userId, accessToken, idempotencyKey(formData), {
        name: name.text,
        csv,
      }),
    );
    revalidatePath(storePaths(locale).savedCarts);
    return {
      status: 'done',
      href: storePaths(locale).savedCart(result.savedCart.id),
      message: format(m.import.imported, { name: result.savedCart.name }),
      details: result.rejected.map((rejection) => rejectionWords(rejection, m.import)),
      detailsHeading: m.import.rejectedHeading,
    };
  });
}
