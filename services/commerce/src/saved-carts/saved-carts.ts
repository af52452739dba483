import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { toMinorUnits } from '@store/catalog';
import {
  SAVED_CART_MAX_LINES,
  SAVED_CARTS_MAX,
  type SaveCart,
  type SavedCart,
  type SavedCartList,
  type SavedCartPatch,
} from '@store/contracts/commerce-saved-carts';
import type { SavedCartSharing } from '@store/contracts/commerce-accounts';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { entriesOf, view, type Tx } from '../carts/carts.ts';
import { carts, savedCartEntries, savedCarts } from '../db/schema.ts';
import { membershipOf } from '../organisations/membership.ts';
import { reachableSavedCarts, savedCartColumns } from './saved-cart-access.ts';
import {
  cartScopeOf,
  presentSavedCart,
  summaryOf,
  type SavedCartScope,
  type SavedEntryRow,
} from './saved-cart-view.ts';

/**
 * Saved carts (docs/saved-carts.md): per customer and site, at most SAVED_CARTS_MAX of them, each a
 * copy of lines with the unit price they had when saved. Another customer's or another site's saved
 * cart reads as none at all. Making one (save, duplicate, import) holds a lock per customer and site,
 * so two at once cannot pass the limit together.
 */

/**
 * Why a saved-cart call was refused, beside the English detail, so the storefront can say it in
 * the customer's language (docs/saved-carts.md).
 */
export type SavedCartProblem =
  'empty-cart' | 'saved-carts-limit' | 'lines-limit' | 'no-good-rows' | 'not-owner';

export const savedCartProblem = (
  status: number,
  problem: SavedCartProblem,
  detail: string,
  extra: Record<string, unknown> = {},
) => new ProblemError(status, detail, { savedCartProblem: problem, ...extra });

const notFound = (id: string) =>
  new ProblemError(404, `You have no saved cart ${id} on this store; list yours with GET …/saved-carts.`);

const mine = (scope: SavedCartScope, id: string) =>
  and(eq(savedCarts.id, id), eq(savedCarts.userId, scope.userId), eq(savedCarts.siteId, scope.site.siteId));

/** A saved cart the caller owns or that is shared with one of their organisations. */
export async function reachableSavedCart(tx: Db | Tx, scope: SavedCartScope, id: string) {
  const [row] = await tx
    .select(savedCartColumns)
    .from(savedCarts)
    .where(and(eq(savedCarts.id, id), await reachableSavedCarts(tx, scope)));
  if (!row) throw notFound(id);
  const entries = await tx
    .select()
    .from(savedCartEntries)
    .where(eq(savedCartEntries.savedCartId, id))
    .orderBy(savedCartEntries.position);
  return { row, entries };
}

/** Renaming, deleting and sharing stay the owner's: a member the cart is shared with is told whose it is. */
async function ownedSavedCart(tx: Tx, scope: SavedCartScope, id: string, action: string) {
  const found = await reachableSavedCart(tx, scope, id);
  if (found.row.userId !== scope.userId) {
    throw savedCartProblem(
      403,
      'not-owner',
      `Only the saved cart's owner, ${found.row.ownerName ?? 'who saved it'}, may ${action} it; duplicate it to have a copy of your own.`,
    );
  }
  return found;
}

export async function listSavedCarts(scope: SavedCartScope): Promise<SavedCartList> {
  const rows = await scope.db
    .select(savedCartColumns)
    .from(savedCarts)
    .where(await reachableSavedCarts(scope.db, scope))
    .orderBy(desc(savedCarts.updatedAt), desc(savedCarts.createdAt), savedCarts.id);
  const entries =
    rows.length === 0
      ? []
      : await scope.db
          .select()
          .from(savedCartEntries)
          .where(
            inArray(
              savedCartEntries.savedCartId,
              rows.map((row) => row.id),
            ),
          );
  return {
    savedCarts: rows.map((row) =>
      summaryOf(
        scope,
        row,
        entries.filter((e) => e.savedCartId === row.id),
      ),
    ),
  };
}

export async function readSavedCart(scope: SavedCartScope, id: string): Promise<SavedCart> {
  const { row, entries } = await reachableSavedCart(scope.db, scope, id);
  return presentSavedCart(scope, row, entries);
}

/** The lines of a saved cart being made: item code, quantity, unit price in minor units. */
export type NewLine = Pick<SavedEntryRow, 'itemCode' | 'quantity' | 'unitPrice'>;

function checkLineCount(count: number) {
  if (count > SAVED_CART_MAX_LINES) {
    throw savedCartProblem(
      422,
      'lines-limit',
      `A saved cart holds at most ${SAVED_CART_MAX_LINES} lines; this one would have ${count}.`,
      { limit: SAVED_CART_MAX_LINES },
    );
  }
}

/**
 * Writes a new saved cart under the customer's lock, once the limit allows it. `make` runs inside
 * the transaction, so what it reads (the cart being saved) is read under that lock too. With the
 * call's Idempotency-Key, a repeat (a second click, a resubmitted form) answers the saved cart the
 * first call made instead of making another; the lock makes the first call's row visible to it.
 */
export async function insertSavedCart(
  scope: SavedCartScope,
  creationKey: string | undefined,
  make: (tx: Tx) => Promise<{ name: string; description: string | null; lines: NewLine[] }>,
): Promise<SavedCart> {
  const { row, entries } = await scope.db.transaction(async (tx) => {
    const { userId } = scope;
    const { siteId, currency } = scope.site;
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`saved-carts ${userId} ${siteId}`}, 0))`,
    );
    if (creationKey !== undefined) {
      const [made] = await tx
        .select({ id: savedCarts.id })
        .from(savedCarts)
        .where(
          and(
            eq(savedCarts.userId, userId),
            eq(savedCarts.siteId, siteId),
            eq(savedCarts.creationKey, creationKey),
          ),
        );
      if (made) return reachableSavedCart(tx, scope, made.id);
    }
    const { name, description, lines } = await make(tx);
    checkLineCount(lines.length);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedCarts)
      .where(and(eq(savedCarts.userId, userId), eq(savedCarts.siteId, siteId)));
    if (count >= SAVED_CARTS_MAX) {
      throw savedCartProblem(
        422,
        'saved-carts-limit',
        `You have ${count} saved carts on this store, the most it keeps is ${SAVED_CARTS_MAX}; delete one before saving another.`,
        { limit: SAVED_CARTS_MAX },
      );
    }
    const now = new Date().toISOString();
    const [inserted] = await tx
      .insert(savedCarts)
      .values({
        id: randomUUID(),
        userId,
        siteId,
        currency,
        name,
        description,
        creationKey: creationKey ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('the saved cart insert returned no row');
    const rows = lines.map((line, index) => ({ savedCartId: inserted.id, position: index + 1, ...line }));
    await tx.insert(savedCartEntries).values(rows);
    return reachableSavedCart(tx, scope, inserted.id);
  });
  return presentSavedCart(scope, row, entries);
}

/** Saves the customer's own cart on the site, each line at the unit price the cart shows now. */
export function saveCart(
  scope: SavedCartScope,
  body: SaveCart,
  creationKey: string | undefined,
): Promise<SavedCart> {
  return insertSavedCart(scope, creationKey, async (tx) => {
    const [cart] = await tx
      .select()
      .from(carts)
      .where(
        and(eq(carts.id, body.cartId), eq(carts.userId, scope.userId), eq(carts.siteId, scope.site.siteId)),
      );
    if (!cart) {
      throw new ProblemError(
        404,
        `Cart ${body.cartId} is not your cart on this store; get it with POST /users/${scope.userId}/carts/current.`,
      );
    }
    // The cart's own answer prices the lines, and leaves out any the catalogue no longer has.
    const { entries } = view(cartScopeOf(scope), cart, await entriesOf(tx, cart.id));
    if (entries.length === 0) {
      throw savedCartProblem(422, 'empty-cart', 'Your cart is empty: add something before saving it.');
    }
    return {
      name: body.name,
      description: body.description ?? null,
      lines: entries.map((e) => ({
        itemCode: e.itemCode,
        quantity: e.quantity,
        unitPrice: toMinorUnits(e.unitPrice.value, cart.currency),
      })),
    };
  });
}

const COPY_SUFFIX = ' (copy)';
const NAME_MAX = 80;

/** A copy with the same lines and saved prices, named `name` or after the original; the copy is the caller's, not shared. */
export function duplicateSavedCart(
  scope: SavedCartScope,
  id: string,
  name: string | undefined,
  creationKey: string | undefined,
) {
  return insertSavedCart(scope, creationKey, async (tx) => {
    const source = await reachableSavedCart(tx, scope, id);
    return {
      name: name ?? `${source.row.name.slice(0, NAME_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`,
      description: source.row.description,
      lines: source.entries.map(({ itemCode, quantity, unitPrice }) => ({ itemCode, quantity, unitPrice })),
    };
  });
}

export async function updateSavedCart(
  scope: SavedCartScope,
  id: string,
  patch: SavedCartPatch,
): Promise<SavedCart> {
  const { row, entries } = await scope.db.transaction(async (tx) => {
    await ownedSavedCart(tx, scope, id, 'rename');
    const [updated] = await tx
      .update(savedCarts)
      .set({
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        updatedAt: new Date().toISOString(),
      })
      .where(mine(scope, id))
      .returning();
    if (!updated) throw notFound(id);
    return reachableSavedCart(tx, scope, id);
  });
  return presentSavedCart(scope, row, entries);
}

export async function deleteSavedCart(scope: SavedCartScope, id: string): Promise<{ deleted: true }> {
  return scope.db.transaction(async (tx) => {
    await ownedSavedCart(tx, scope, id, 'delete');
    await tx.delete(savedCarts).where(mine(scope, id));
    return { deleted: true };
  });
}

/** Shares the owner's saved cart with an organisation they belong to on the site; null stops sharing. */
export async function shareSavedCart(
  scope: SavedCartScope,
  id: string,
  sharing: SavedCartSharing,
): Promise<SavedCart> {
  const { row, entries } = await scope.db.transaction(async (tx) => {
    await ownedSavedCart(tx, scope, id, 'share');
    const { organisationId } = sharing;
    if (
      organisationId !== null &&
      !(await membershipOf(tx, organisationId, scope.userId, scope.site.siteId))
    ) {
      throw new ProblemError(
        404,
        `There is no organisation ${organisationId} on this store that you belong to; a saved cart is shared only with your own organisations.`,
      );
    }
    await tx
      .update(savedCarts)
      .set({ sharedWithOrganisationId: organisationId, updatedAt: new Date().toISOString() })
      .where(mine(scope, id));
    return reachableSavedCart(tx, scope, id);
  });
  return presentSavedCart(scope, row, entries);
}
