import { LINE_ERROR_CODES, orderNumberSchema, type ReorderResult } from '@store/contracts/commerce';
import { z } from 'zod';
import type { SearchParams } from './history-query.ts';

/**
 * After a reorder the cart page says what went in and what could not go in as ordered. The answer
 * travels in the cart's address (the order's number and each change as code~requested~kept~reason),
 * so a reload shows the same notice and the cart keeps no state of its own for it. Only well-formed
 * entries are read; the notice's texts come from the catalogue, never from the address.
 */

export type ReorderChange = ReorderResult['adjustments'][number];

export interface ReorderNotice {
  orderNumber: string;
  changes: ReorderChange[];
}

const MAX_CHANGES = 50;
const SEPARATOR = '~';

const count = (min: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(min));

const changeSchema = z
  .string()
  .transform((text) => text.split(SEPARATOR))
  .pipe(z.tuple([z.string().regex(/^[A-Z0-9-]{1,40}$/), count(1), count(0), z.enum(LINE_ERROR_CODES)]))
  .transform(([itemCode, requested, kept, reason]) => ({ itemCode, requested, kept, reason }));

export function reorderNoticeParams(orderNumber: string, result: ReorderResult): URLSearchParams {
  const params = new URLSearchParams({ reordered: orderNumber });
  for (const change of result.adjustments.slice(0, MAX_CHANGES)) {
    params.append('changed', [change.itemCode, change.requested, change.kept, change.reason].join(SEPARATOR));
  }
  return params;
}

export function readReorderNotice(params: SearchParams): ReorderNotice | undefined {
  const raw = params['reordered'];
  const number = orderNumberSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!number.success) return undefined;
  const changed = params['changed'];
  const entries = (Array.isArray(changed) ? changed : changed === undefined ? [] : [changed]).slice(
    0,
    MAX_CHANGES,
  );
  return {
    orderNumber: number.data,
    changes: entries.flatMap((entry) => {
      const parsed = changeSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}
