import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@store/database';
import { transactions } from '../schema.ts';

/**
 * Step-up transactions (AM's transactional authorization): a service creates one for a user and
 * answers its protected call with the advice; the StepUp tree completes it; the retried call
 * consumes it, so one step-up lets one call through.
 */

export const TRANSACTION_TTL_SECONDS = 5 * 60;

export type Transaction = typeof transactions.$inferSelect;

export async function createTransaction(db: Db, userId: string, description: string): Promise<Transaction> {
  const [row] = await db
    .insert(transactions)
    .values({
      id: randomUUID(),
      userId,
      description,
      status: 'pending',
      expiresAt: new Date(Date.now() + TRANSACTION_TTL_SECONDS * 1000),
    })
    .returning();
  if (!row) throw new Error('transaction insert returned nothing');
  return row;
}

export async function findOpenTransaction(db: Db, id: string): Promise<Transaction | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), gt(transactions.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function completeTransaction(db: Db, id: string, userId: string): Promise<boolean> {
  const done = await db
    .update(transactions)
    .set({ status: 'completed' })
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId), eq(transactions.status, 'pending')))
    .returning({ id: transactions.id });
  return done.length === 1;
}

/** Marks a completed transaction consumed; true only the first time, for that user, before expiry. */
export async function consumeTransaction(db: Db, id: string, userId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const done = await db
    .update(transactions)
    .set({ status: 'consumed' })
    .where(
      and(
        eq(transactions.id, id),
        eq(transactions.userId, userId),
        eq(transactions.status, 'completed'),
        gt(transactions.expiresAt, new Date()),
      ),
    )
    .returning({ id: transactions.id });
  return done.length === 1;
}
