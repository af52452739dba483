import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { Database } from '@store/database';
import { openTestDatabase } from '@store/database/testing';
import { MIGRATIONS_FOLDER } from '../app.ts';
import { orders, quoteMessages, quotes } from '../db/schema.ts';
import { seedDemoOrders } from '../orders/demo-orders.ts';
import { DEMO_QUOTES, seedDemoQuotes } from './demo-quotes.ts';
import { quoteState, todayOf } from './quote-view.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate(MIGRATIONS_FOLDER, 'commerce');
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2026-05-20T12:00:00Z');
const ids = DEMO_QUOTES.map((q) => q.id);

describe('the demo quotes', () => {
  it('are seeded once: a restart adds none and changes none', async () => {
    await seedDemoOrders(database.db, NOW);
    await seedDemoQuotes(database.db, NOW);
    const first = await database.db.select().from(quotes).where(inArray(quotes.id, ids));
    expect(first).toHaveLength(ids.length);
    await seedDemoQuotes(database.db, NOW);
    const second = await database.db.select().from(quotes).where(inArray(quotes.id, ids));
    expect(second.toSorted((a, b) => a.id.localeCompare(b.id))).toEqual(
      first.toSorted((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('give every demo customer a quote on offer for three weeks, one submitted and one expired', async () => {
    const rows = await database.db.select().from(quotes).where(inArray(quotes.id, ids));
    const today = todayOf(NOW);
    for (const customer of DEMO_CUSTOMERS) {
      const theirs = rows.filter((row) => row.userId === customer.id);
      const states = theirs.map((row) => quoteState(row, today)).toSorted();
      const expected =
        customer.username === 'demo.us'
          ? ['expired', 'offered', 'ordered', 'submitted']
          : ['expired', 'offered', 'submitted'];
      expect(states, customer.username).toEqual(expected);
      const offer = theirs.find((row) => row.status === 'offered');
      expect(offer?.expiresOn).toBe('2026-06-10');
      const messages = await database.db
        .select()
        .from(quoteMessages)
        .where(eq(quoteMessages.quoteId, offer?.id ?? ''));
      expect(messages.map((m) => m.author)).toEqual(['customer', 'operator']);
    }
    expect(rows.every((row) => /^[A-Z]{2}-QT-\d{4}-\d{6}$/.test(row.number))).toBe(true);
  });

  it('link demo.us’s ordered quote and its order both ways', async () => {
    const ordered = DEMO_QUOTES.find((q) => q.state === 'ordered');
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, ordered?.orderId ?? ''));
    const [quote] = await database.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, ordered?.id ?? ''));
    expect(order?.quoteId).toBe(quote?.id);
    expect(quote?.orderId).toBe(order?.id);
  });
});
