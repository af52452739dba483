import { index, integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The mail component's table, in a Postgres schema of its own (packages/database). */
export const mail = pgSchema('mail');

/**
 * Every message, rendered when it is enqueued. A row waits until `nextAttemptAt`; a worker claims
 * it by moving `nextAttemptAt` past its lease, so that no other worker takes it while it is sent.
 */
export const outbox = mail.table(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due').on(t.sentAt, t.nextAttemptAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
