import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { Database } from '@store/database';
import { openTestDatabase } from '@store/database/testing';
import { migrateMail, outbox } from '@store/mail';
import { MIGRATIONS_FOLDER } from '../app.ts';
import { seedDemoCustomers } from '../customers/customers.ts';
import { customers, qualifications } from '../db/schema.ts';
import { sendExpiryReminders } from './expiry-reminders.ts';
import { DEMO_QUALIFICATIONS, seedDemoQualifications } from './demo-qualifications.ts';

/** The expiry reminder job with an injected clock, on the test database and its mail outbox. */

const ca = DEMO_CUSTOMERS.find((c) => c.username === 'demo.ca')!;
const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const origins = new Set(['https://www.example-assessments.ca']);

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate(MIGRATIONS_FOLDER, 'commerce');
  await migrateMail(database);
  await seedDemoCustomers(database.db);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2031-03-01T09:00:00Z');
const day = (offset: number) =>
  new Date(NOW.getTime() + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);

async function record(
  userId: string,
  siteId: string,
  status: 'approved' | 'pending' | 'rejected',
  expiresOn: string | null,
): Promise<string> {
  const id = randomUUID();
  await database.db.insert(qualifications).values({
    id,
    userId,
    siteId,
    type: 'degree',
    level: 'B',
    status,
    details: 'MEd in Educational Psychology.',
    fileName: 'evidence.pdf',
    contentType: 'application/pdf',
    size: 10,
    expiresOn,
  });
  return id;
}

const reminders = () => database.db.select().from(outbox).where(eq(outbox.template, 'qualificationReminder'));

describe('qualification expiry reminders', () => {
  it('mail an approval lapsing within 30 days once, in the customer’s language, and nothing else', async () => {
    await database.db.update(customers).set({ preferredLocale: 'fr-ca' }).where(eq(customers.id, ca.id));
    const soon = await record(ca.id, 'caassessments', 'approved', day(12));
    const pending = await record(us.id, 'usassessments', 'pending', day(5));
    const lapsed = await record(us.id, 'usassessments', 'approved', day(-1));
    const farOff = await record(us.id, 'usassessments', 'approved', day(45));

    expect(await sendExpiryReminders({ db: database.db, storeOrigins: origins }, NOW)).toBe(1);
    const [mail, ...others] = await reminders();
    expect(others).toEqual([]);
    expect(mail?.recipient).toBe(ca.email);
    expect(mail?.locale).toBe('fr-ca');
    expect(mail?.subject).toMatch(/expire le 13 mars 2031/);
    expect(mail?.text).toContain('https://www.example-assessments.ca/fr-ca/my-account/qualifications');

    const rows = await database.db
      .select({ id: qualifications.id, reminderSentAt: qualifications.reminderSentAt })
      .from(qualifications)
      .where(inArray(qualifications.id, [soon, pending, lapsed, farOff]));
    const sentAt = new Map(rows.map((r) => [r.id, r.reminderSentAt]));
    expect(new Date(sentAt.get(soon)!).toISOString()).toBe(NOW.toISOString());
    expect([sentAt.get(pending), sentAt.get(lapsed), sentAt.get(farOff)]).toEqual([null, null, null]);

    // Sent once: a later pass before the expiry sends nothing more.
    expect(
      await sendExpiryReminders(
        { db: database.db, storeOrigins: origins },
        new Date(NOW.getTime() + 86_400_000),
      ),
    ).toBe(0);
    expect(await reminders()).toHaveLength(1);

    // The far-off approval is reminded once it comes within 30 days, in the site's first language.
    const later = new Date(NOW.getTime() + 20 * 86_400_000);
    expect(await sendExpiryReminders({ db: database.db, storeOrigins: origins }, later)).toBe(1);
    const usMail = (await reminders()).find((m) => m.recipient === us.email);
    expect(usMail?.locale).toBe('en-us');
    expect(usMail?.subject).toMatch(/expires on April 15, 2031/);
  });

  it('has a demo approval lapsing within 30 days, so the demo mailbox shows a reminder', async () => {
    await seedDemoQualifications(database.db);
    const demo = DEMO_QUALIFICATIONS.find((q) => q.expiresInDays !== undefined);
    expect(demo?.status).toBe('approved');
    expect(await sendExpiryReminders({ db: database.db, storeOrigins: origins })).toBeGreaterThanOrEqual(1);
    const [seeded] = await database.db.select().from(qualifications).where(eq(qualifications.id, demo!.id));
    expect(seeded?.reminderSentAt).not.toBeNull();
  });
});
