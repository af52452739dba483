import pg from 'pg';
import { z } from 'zod';

/**
 * What the failure tests check in PostgreSQL itself, beyond what the API shows: orders and their
 * lines, the idempotency keys that stand for them, and the payment sandbox's checkout sessions.
 */

const orderRow = z.object({
  id: z.string(),
  number: z.string(),
  userId: z.string(),
  lines: z.coerce.number(),
});
const keyRow = z.object({ userId: z.string(), key: z.string(), orderId: z.string().nullable() });
const sessionRow = z.object({ id: z.string(), orderId: z.string().nullable() });

export interface DatabaseChecks {
  /** Every order of these customers, with its count of lines. */
  ordersOf(userIds: string[]): Promise<z.infer<typeof orderRow>[]>;
  /** How many orders in the whole store have no line at all (a half-written order). */
  ordersWithoutLines(): Promise<number>;
  /** Every order's count of lines equals the count of its line rows. */
  totals(): Promise<{ orders: number; lines: number }>;
  keysOf(userIds: string[]): Promise<z.infer<typeof keyRow>[]>;
  /** The payment sandbox's checkout sessions, each with the order id commerce put in its metadata. */
  checkoutSessions(): Promise<z.infer<typeof sessionRow>[]>;
  close(): Promise<void>;
}

export async function openDatabaseChecks(databaseUrl: string): Promise<DatabaseChecks> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows = async <T>(schema: z.ZodType<T>, text: string, values: unknown[] = []): Promise<T[]> =>
    z.array(schema).parse((await client.query(text, values)).rows);
  return {
    ordersOf: (userIds) =>
      rows(
        orderRow,
        `select o.id, o.number, o.user_id as "userId", (select count(*) from commerce.order_lines l where l.order_id = o.id) as lines
           from commerce.orders o where o.user_id = any($1::uuid[])`,
        [userIds],
      ),
    async ordersWithoutLines() {
      const [row] = await rows(
        z.object({ count: z.coerce.number() }),
        `select count(*) from commerce.orders o
          where not exists (select 1 from commerce.order_lines l where l.order_id = o.id)`,
      );
      return row?.count ?? 0;
    },
    async totals() {
      const [row] = await rows(
        z.object({ orders: z.coerce.number(), lines: z.coerce.number() }),
        `select (select count(*) from commerce.orders) as orders, (select count(*) from commerce.order_lines) as lines`,
      );
      return row ?? { orders: 0, lines: 0 };
    },
    keysOf: (userIds) =>
      rows(
        keyRow,
        `select user_id as "userId", key, order_id as "orderId" from commerce.idempotency_keys where user_id = any($1::uuid[])`,
        [userIds],
      ),
    checkoutSessions: () =>
      rows(
        sessionRow,
        `select id, data->'metadata'->>'orderId' as "orderId" from payments.objects where kind = 'checkout.session'`,
      ),
    close: () => client.end(),
  };
}
