'use server';

import type { BatchAddResult } from '@store/contracts/commerce';
import { LOCALES, type Locale } from '@store/locales';
import { revalidatePath } from 'next/cache';
import { QUICK_ORDER_MAX_ROWS } from '@store/contracts/quick-order-limits';
import { z } from 'zod';
import { CommerceProblem } from '../../clients/commerce/commerce-client.ts';
import { commerce } from '../../clients/commerce/server.ts';
import { logger } from '../../clients/logger.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CartAccessNeeded, ensureCart, onCart, rememberCart } from '../cart/cart-session.ts';
import { lineErrorText } from '../cart/line-error.ts';
import { cartMessages } from '../cart/messages.ts';
import { analyticsEntry, ecommerceEvent, type EcommerceEvent } from '../catalog/analytics.ts';
import { formatMoney } from '../catalog/format-catalog.ts';
import { quickOrderMessages } from './messages.ts';
import type { QuickOrderRow, QuickOrderState } from './quick-order-rows.ts';

type State = QuickOrderState & { event?: EcommerceEvent };

const localeField = z.enum(LOCALES);
const cell = z.string().trim().max(40).catch('');

function readRows(formData: FormData): QuickOrderRow[] {
  const codes = formData.getAll('code');
  const quantities = formData.getAll('quantity');
  return codes.slice(0, QUICK_ORDER_MAX_ROWS).map((code, i) => ({
    code: cell.parse(code).toUpperCase(),
    quantity: cell.parse(quantities[i]),
  }));
}

/** Whole numbers go to the service as numbers; anything else as typed, so the service words the refusal. */
function quantityValue(raw: string): unknown {
  return /^[0-9]{1,9}$/.test(raw) ? Number(raw) : raw;
}

/**
 * Quick order: rows are checked one by one; the good ones go to the cart in one batch call and a bad
 * row never blocks them. Rows that were added come back empty; refused rows keep what was typed and
 * say why, naming the limit when a quantity crossed one.
 */
export async function submitQuickOrder(_previous: State, formData: FormData): Promise<State> {
  const parsedLocale = localeField.safeParse(formData.get('locale'));
  const locale: Locale = parsedLocale.success ? parsedLocale.data : 'en-us';
  const messages = quickOrderMessages(locale);
  const lineErrors = cartMessages(locale).lineErrors;
  const rows = readRows(formData);
  const id = Date.now();

  for (const row of rows) {
    if (row.code && !row.quantity)
      Object.assign(row, { error: messages.missingQuantity, errorField: 'quantity' });
    if (!row.code && row.quantity) Object.assign(row, { error: messages.missingCode, errorField: 'code' });
  }
  const toSend = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.code && row.quantity && !row.error);
  const locallyRejected = rows.filter((r) => r.error).length;
  if (!toSend.length) {
    return {
      status: 'done',
      id,
      rows,
      added: [],
      rejected: locallyRejected,
      count: -1,
      message: locallyRejected ? undefined : messages.nothingEntered,
    };
  }

  let result: BatchAddResult;
  try {
    const { ref } = await ensureCart(locale);
    result = await onCart(
      commerce().batchAdd(
        locale,
        ref,
        toSend.map(({ row }) => ({ code: row.code, quantity: quantityValue(row.quantity) })),
        { acceptUpc: formData.get('acceptUpc') === '1' },
      ),
    );
  } catch (error) {
    const reauthorize = error instanceof CartAccessNeeded;
    if (!reauthorize && !(error instanceof CommerceProblem && error.status < 500))
      logger.warn({ err: error, locale }, 'quick order failed');
    return {
      status: 'done',
      id,
      rows,
      added: [],
      rejected: locallyRejected,
      count: -1,
      message: reauthorize ? cartMessages(locale).sessionEnded : lineErrors.generic,
      ...(reauthorize ? { reauthorize: true as const } : {}),
    };
  }
  await rememberCart(locale, result.cart);
  revalidatePath(storePaths(locale).cart);

  // The service answers one outcome per row sent, in the order sent.
  const outcomes = [...result.rows].sort((a, b) => a.row - b.row);
  const added: { code: string; quantity: number }[] = [];
  toSend.forEach(({ row }, i) => {
    const outcome = outcomes[i];
    if (outcome?.status === 'added') {
      added.push({ code: outcome.itemCode, quantity: outcome.quantity });
      row.code = '';
      row.quantity = '';
    } else if (outcome?.status === 'rejected') {
      row.error = lineErrorText(lineErrors, { lineError: outcome.error, limit: outcome.limit });
      row.errorField =
        outcome.error === 'unknown-item' || outcome.error === 'not-sold-here' ? 'code' : 'quantity';
    }
  });
  const entries = added.flatMap(({ code, quantity }, i) => {
    const entry = result.cart.entries.find((e) => e.itemCode === code);
    return entry
      ? [
          analyticsEntry(
            {
              name: entry.name,
              program: entry.program,
              price: entry.basePrice.value,
              unitPrice: entry.unitPrice.value,
              quantity,
            },
            i + 1,
          ),
        ]
      : [];
  });
  return {
    status: 'done',
    id,
    rows,
    added,
    rejected: rows.filter((r) => r.error).length,
    count: result.cart.totalItems,
    event: entries.length ? ecommerceEvent('add_to_cart', result.cart.currency, entries) : undefined,
    total: formatMoney(result.cart.total, locale),
  };
}
