/**
 * Quick order's own limit, in a module of its own: the quick order page's browser code needs only this
 * number, not every commerce constant beside it.
 */

/** Quick order never sends more rows than the flag's maximum (requirements §9 mock: 25). */
export const QUICK_ORDER_MAX_ROWS = 25;
