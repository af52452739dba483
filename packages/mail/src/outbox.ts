import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@store/database';
import type { Locale } from '@store/locales';
import { outbox, type OutboxRow } from './schema.ts';
import { renderMail, type MailParams, type MailTemplate } from './templates.ts';

/**
 * The outbox: a message is rendered and stored when it is asked for, in the caller's transaction
 * if it has one, and a worker sends it later. A row leaves the queue only once it is sent.
 */

export interface MailRequest<T extends MailTemplate> {
  template: T;
  params: MailParams<T>;
  to: string;
  locale: Locale;
}

/** Renders the message in its locale and queues it; returns its id. */
export async function enqueueMail<T extends MailTemplate>(db: Db, request: MailRequest<T>): Promise<string> {
  const id = randomUUID();
  const rendered = renderMail(request.template, request.locale, request.params);
  await db.insert(outbox).values({
    id,
    template: request.template,
    locale: request.locale,
    recipient: request.to,
    ...rendered,
    // The workers' clock, not the database's: its microseconds would put a new message just after "now".
    nextAttemptAt: new Date(),
  });
  return id;
}

/**
 * Takes up to `limit` due messages for one worker: one statement that skips rows another worker
 * holds and moves the taken ones past `leaseUntil`, so that two workers never take one message.
 * A worker that dies mid-send leaves its rows to be taken again once the lease ends.
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Marks a message sent; `keep` false deletes it instead (its text, a reset link perhaps, leaves no copy). */
export async function markSent(db: Db, id: string, at: Date, keep: boolean): Promise<void> {
  if (keep) await db.update(outbox).set({ sentAt: at, lastError: null }).where(eq(outbox.id, id));
  else await db.delete(outbox).where(eq(outbox.id, id));
}

export async function scheduleRetry(db: Db, id: string, at: Date, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: at, lastError: error.slice(0, 1000) })
    .where(eq(outbox.id, id));
}
