import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ORDER_LIST_MAX,
  orderNumberSchema,
  type OrderList,
  type OrderStatus,
} from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { orderLines, orders } from '../db/schema.ts';
import { summary } from './orders.ts';

/**
 * The customer's orders on a site, newest first, a page at a time: in one state, or those whose
 * number, purchase order number, or an item's code or name holds the search text. The cursor is
 * where the page before ended (placed at, number), so a newly placed order does not shift a page.
 */

export interface OrderSearch {
  status?: OrderStatus | undefined;
  q?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** The stored timestamp as the database gave it: a Date would cut its microseconds and skip orders. */
const cursorSchema = z
  .object({
    placedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/),
    number: orderNumberSchema,
  })
  .strict();
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(value: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    throw new ProblemError(400, 'The cursor is not one this list gave; start again without it.', {
      errors: [{ path: 'query.cursor', message: 'expects the nextCursor of the page before' }],
    });
  }
}

/** `%` and `_` in the customer's text are searched for as they are. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (text: string) => `%${escapeLike(text)}%`;

function matching(q: string): SQL | undefined {
  const pattern = containing(q);
  return or(
    ilike(orders.number, pattern),
    ilike(orders.purchaseOrderNumber, pattern),
    sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and (${ilike(orderLines.itemCode, pattern)} or ${ilike(orderLines.name, pattern)}))`,
  );
}

function after(cursor: Cursor): SQL | undefined {
  return or(
    lt(orders.placedAt, cursor.placedAt),
    and(eq(orders.placedAt, cursor.placedAt), lt(orders.number, cursor.number)),
  );
}

export async function customerOrders(
  db: Db,
  userId: string,
  siteId: string,
  search: OrderSearch = {},
): Promise<OrderList> {
  const limit = search.limit ?? ORDER_LIST_MAX;
  const rows = await db
    .select({
      order: orders,
      totalItems:
        sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.siteId, siteId),
        search.status === undefined ? undefined : eq(orders.status, search.status),
        search.q === undefined ? undefined : matching(search.q),
        search.cursor === undefined ? undefined : after(decodeCursor(search.cursor)),
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.number))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1)?.order;
  return {
    orders: page.map(({ order, totalItems }) => summary(order, totalItems)),
    ...(rows.length > limit && last
      ? { nextCursor: encodeCursor({ placedAt: last.placedAt, number: last.number }) }
      : {}),
  };
}
