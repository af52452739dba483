import { QUICK_ORDER_MAX_ROWS } from '@store/contracts/quick-order-limits';

/** requirements §9: the quick-order-rows flag sets how many rows show and how many may be added; empty means 3 and 25. */
export const DEFAULT_MIN_ROWS = 3;

export function quickOrderRowLimits(flag: { min?: number; max?: number }): { min: number; max: number } {
  const max = Math.min(Math.max(flag.max ?? QUICK_ORDER_MAX_ROWS, 1), QUICK_ORDER_MAX_ROWS);
  const min = Math.min(Math.max(flag.min ?? DEFAULT_MIN_ROWS, 1), max);
  return { min, max };
}

export interface QuickOrderRow {
  code: string;
  quantity: string;
  /** Why the row was refused, in the visitor's words; absent for a good or empty row. */
  error?: string;
  errorField?: 'code' | 'quantity';
}

export type QuickOrderState =
  | { status: 'idle' }
  | {
      status: 'done';
      /** Changes on every answer so the rows are drawn afresh with what was kept. */
      id: number;
      rows: QuickOrderRow[];
      added: { code: string; quantity: number }[];
      rejected: number;
      count: number;
      message?: string;
      /** The cart's total after an add, in the locale, which the confirmation panel shows. */
      total?: string;
      /** The server's token for the customer's cart has expired: the form is sent again with a new one. */
      reauthorize?: true;
    };
