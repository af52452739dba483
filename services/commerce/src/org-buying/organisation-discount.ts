import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { DiscountState } from '@store/contracts/commerce-organisation-roles';
import {
  orderDiscountSchema,
  type DiscountScheme,
  type OrderDiscount,
} from '@store/contracts/commerce-org-buying';
import type { Db } from '@store/database';
import type { Tx } from '../carts/carts.ts';
import { organisationDiscounts, orders, type OrderDiscountRecord } from '../db/schema.ts';

/**
 * The organisation discount (org-level discount flag, docs/organisations.md "Discounts"): which of
 * the organisation's discount rows is in force, what state it is in for a cart of this subtotal,
 * and what it takes off. Amounts are integers in the minor unit.
 */

type Reader = Db | Tx;
export type DiscountRow = typeof organisationDiscounts.$inferSelect;

export interface DiscountStanding {
  row: DiscountRow;
  scheme: DiscountScheme;
  state: DiscountState;
  /** What it takes off this subtotal: 0 unless applied. */
  amount: number;
  /** uap: what the organisation's discounted orders may still total within the dates, before this cart. */
  remaining?: number;
}

/** Today as the discount's days are written (YYYY-MM-DD, UTC). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The day after a YYYY-MM-DD day, for a range that includes its last day. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return todayUtc(next);
}

/** The row in force today, else the one that ended most recently, else the next to start. */
export function chooseDiscount(rows: readonly DiscountRow[], today: string): DiscountRow | undefined {
  const inForce = rows.find((row) => row.startsOn <= today && today <= row.endsOn);
  if (inForce) return inForce;
  const ended = rows.filter((row) => row.endsOn < today).sort((a, b) => b.endsOn.localeCompare(a.endsOn));
  if (ended[0]) return ended[0];
  return [...rows].sort((a, b) => a.startsOn.localeCompare(b.startsOn))[0];
}

/** The subtotal × basis points / 10 000, rounded half up to the minor unit. */
export function discountAmount(subtotal: number, basisPoints: number): number {
  return Number((BigInt(subtotal) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n);
}

/**
 * The amount shared over the lines in proportion to their nets: each takes the whole part of its
 * share and the units left over go to the largest remainders (the earlier line on a tie), so the
 * shares sum to the amount exactly.
 */
export function allocateDiscount(nets: readonly number[], amount: number): number[] {
  const total = BigInt(nets.reduce((sum, net) => sum + net, 0));
  if (total === 0n || amount === 0) return nets.map(() => 0);
  const exact = nets.map((net) => BigInt(net) * BigInt(amount));
  const shares = exact.map((product) => product / total);
  let left = amount - shares.reduce((sum, share) => sum + Number(share), 0);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map(Number);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/**
 * What the organisation's orders that took a uap discount total (subtotals before discount), of
 * those not cancelled and placed within the discount's days.
 */
export async function spentWithin(db: Reader, row: DiscountRow): Promise<number> {
  const [spent] = await db
    .select({ total: sql<string | null>`sum(${orders.subtotal})` })
    .from(orders)
    .where(
      and(
        eq(orders.organisationId, row.organisationId),
        ne(orders.status, 'cancelled'),
        sql`${orders.discount}->>'scheme' = 'uap'`,
        sql`${orders.discount}->>'state' = 'UAP_APPLIED'`,
        gte(orders.placedAt, `${row.startsOn}T00:00:00Z`),
        lt(orders.placedAt, `${dayAfter(row.endsOn)}T00:00:00Z`),
      ),
    );
  return Number(spent?.total ?? 0);
}

function stateOf(row: DiscountRow, today: string, overLimit: boolean): DiscountState | undefined {
  const within = row.startsOn <= today && today <= row.endsOn;
  if (row.scheme === 'uap') {
    if (within) return overLimit ? 'UAP_LIMIT_REACHED' : 'UAP_APPLIED';
    return today > row.endsOn ? 'UAP_EXPIRED' : undefined;
  }
  if (within) return 'OLD_APPLIED';
  return today > row.endsOn ? 'OLD_EXPIRED' : 'OLD_NOT_STARTED';
}

/**
 * The organisation's discount for a cart of this subtotal, or undefined when it has none (or only a
 * uap one that has not started, which has no state to show). Placement reads it with the
 * organisation's row locked, so the spending limit is checked against orders already written.
 */
export async function discountStanding(
  db: Reader,
  organisationId: string,
  subtotal: number,
  today = todayUtc(),
): Promise<DiscountStanding | undefined> {
  const rows = await db
    .select()
    .from(organisationDiscounts)
    .where(eq(organisationDiscounts.organisationId, organisationId));
  const row = chooseDiscount(rows, today);
  if (!row) return undefined;
  const scheme: DiscountScheme = row.scheme === 'uap' ? 'uap' : 'old';
  const limited = scheme === 'uap' && row.spendingLimit !== null;
  const remaining = limited
    ? Math.max(0, (row.spendingLimit ?? 0) - (await spentWithin(db, row)))
    : undefined;
  const state = stateOf(row, today, remaining !== undefined && subtotal > remaining);
  if (!state) return undefined;
  const applied = state === 'UAP_APPLIED' || state === 'OLD_APPLIED';
  return {
    row,
    scheme,
    state,
    amount: applied ? discountAmount(subtotal, row.basisPoints) : 0,
    ...(remaining === undefined ? {} : { remaining }),
  };
}

/** What an order keeps of the discount it was placed with. */
export function discountRecord(standing: DiscountStanding): OrderDiscountRecord {
  return {
    organisationId: standing.row.organisationId,
    scheme: standing.scheme,
    basisPoints: standing.row.basisPoints,
    state: standing.state,
  };
}

/** The discount as the checkout price answers it. */
export const orderDiscountOf = (standing: DiscountStanding): OrderDiscount => ({
  scheme: standing.scheme,
  basisPoints: standing.row.basisPoints,
  state: standing.state,
});

/** The discount an order was placed with, as its answer gives it. */
export const orderDiscountFromRecord = (record: OrderDiscountRecord): OrderDiscount =>
  orderDiscountSchema.parse({ scheme: record.scheme, basisPoints: record.basisPoints, state: record.state });
