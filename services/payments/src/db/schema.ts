import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ApiObject, PrivateData } from '../resources/objects.ts';

/** The payment sandbox's tables, all in the `payments` Postgres schema (one schema per service). */

export const payments = pgSchema('payments');

/**
 * Every API object as the API shows it (`data`), so a read answers the stored document unchanged;
 * `private` holds what the API never shows (a session's form token, a card's test behaviour).
 */
export const objects = payments.table(
  'objects',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    customer: text(),
    data: jsonb().$type<ApiObject>().notNull(),
    private: jsonb().$type<PrivateData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('objects_kind_customer').on(table.kind, table.customer)],
);

/**
 * A POST's first answer per Idempotency-Key, replayed for 24 hours as Stripe does. A row without a
 * status is a request still running: `claim` names the one allowed to keep its answer, so two
 * instances never both run one key (api/idempotency.ts).
 */
export const idempotencyKeys = payments.table('idempotency_keys', {
  key: text().primaryKey(),
  fingerprint: text().notNull(),
  claim: text().notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  status: integer(),
  body: text(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Events in the order they happened; `objectId` keeps each object's events in order for delivery. */
export const events = payments.table('events', {
  seq: bigserial({ mode: 'number' }).primaryKey(),
  id: text().notNull().unique(),
  objectId: text('object_id').notNull(),
  payload: text().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One row per event and webhook endpoint until the endpoint answers 2xx. */
export const deliveries = payments.table(
  'deliveries',
  {
    eventSeq: bigint('event_seq', { mode: 'number' })
      .notNull()
      .references(() => events.seq, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    objectId: text('object_id').notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.eventSeq, table.endpoint] }),
    index('deliveries_pending').on(table.endpoint, table.objectId, table.eventSeq),
  ],
);
