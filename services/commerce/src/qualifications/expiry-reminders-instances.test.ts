import { randomUUID } from 'node:crypto';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { Database } from '@store/database';
import { openTestDatabases } from '@store/database/testing';
import { migrateMail, outbox } from '@store/mail';
import { MIGRATIONS_FOLDER } from '../app.ts';
import { seedDemoCustomers } from '../customers/customers.ts';
import { qualifications } from '../db/schema.ts';
import { sendExpiryReminders } from './expiry-reminders.ts';

/** The reminder job of two platform instances running its passes at the same moment on one PostgreSQL. */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const origins = new Set(['https://www.example-assessments.com']);
const NOW = new Date('2031-03-01T09:00:00Z');
/** More than one pass takes (its batch is 50), so that the passes overlap over several rounds. */
const RECORDS = 120;

describe.skipIf(!process.env.TEST_DATABASE_URL)('qualification reminders on two instances', () => {
  let instances: Database[];
  beforeAll(async () => {
    instances = await openTestDatabases(2);
    const [first] = instances;
    if (!first) throw new Error('no instance');
    await first.migrate(MIGRATIONS_FOLDER, 'commerce');
    await migrateMail(first);
    await seedDemoCustomers(first.db);
    await first.db.insert(qualifications).values(
      Array.from({ length: RECORDS }, () => ({
        id: randomUUID(),
        userId: us.id,
        siteId: 'usassessments',
        type: 'degree' as const,
        level: 'B' as const,
        status: 'approved' as const,
        details: 'MEd in Educational Psychology.',
        fileName: 'evidence.pdf',
        contentType: 'application/pdf',
        size: 10,
        expiresOn: '2031-03-10',
      })),
    );
  }, 60_000);
  afterAll(async () => {
    for (const instance of instances) await instance.close();
  });

  it('send each reminder once', async () => {
    let queued = 0;
    for (;;) {
      const passes = await Promise.all(
        instances.map((instance) => sendExpiryReminders({ db: instance.db, storeOrigins: origins }, NOW)),
      );
      queued += passes.reduce((sum, n) => sum + n, 0);
      if (passes.every((n) => n === 0)) break;
    }
    const { db } = instances[0]!;
    const mails = await db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.template, 'qualificationReminder'));
    expect(mails[0]?.n).toBe(RECORDS);
    expect(queued).toBe(RECORDS);
    const waiting = await db
      .select({ n: count() })
      .from(qualifications)
      .where(isNull(qualifications.reminderSentAt));
    expect(waiting[0]?.n).toBe(0);
  });
});
