import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '@store/database';
import { enqueueMail } from '@store/mail';
import { customers, qualifications } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import { qualificationsLink } from '../mail/store-links.ts';
import { mailLocale } from '../preferences/mail-locale.ts';
import { today } from './qualifications.ts';

/**
 * Qualification expiry reminders (docs/qualifications.md): an approval that lapses within
 * REMIND_DAYS and has had no reminder gets one mail, in the customer's language, with a link to
 * upload a renewal. `reminder_sent_at` is set in the transaction that queues the mail, so a reminder
 * is sent once; several instances may run passes, each takes its records with
 * `FOR UPDATE SKIP LOCKED`. An approval with a new expiry clears `reminder_sent_at`.
 */

export const REMIND_DAYS = 30;
const BATCH = 50;

export interface ReminderScope {
  db: Db;
  storeOrigins: ReadonlySet<string>;
}

/** One pass; answers how many reminders were queued. */
export async function sendExpiryReminders(scope: ReminderScope, now = new Date()): Promise<number> {
  const from = today(now);
  const until = today(new Date(now.getTime() + REMIND_DAYS * 24 * 60 * 60_000));
  return scope.db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: qualifications.id })
      .from(qualifications)
      .where(
        and(
          eq(qualifications.status, 'approved'),
          isNull(qualifications.reminderSentAt),
          gte(qualifications.expiresOn, from),
          lte(qualifications.expiresOn, until),
        ),
      )
      .orderBy(asc(qualifications.expiresOn))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    const due = await tx
      .select({
        id: qualifications.id,
        siteId: qualifications.siteId,
        level: qualifications.level,
        expiresOn: qualifications.expiresOn,
        email: customers.email,
        firstName: customers.firstName,
        preferredLocale: customers.preferredLocale,
      })
      .from(qualifications)
      .innerJoin(customers, eq(customers.id, qualifications.userId))
      .where(
        inArray(
          qualifications.id,
          claimed.map(({ id }) => id),
        ),
      );
    const sent: string[] = [];
    for (const record of due) {
      const site = SITES.get(record.siteId);
      if (!site || record.expiresOn === null) continue;
      const locale = mailLocale(record.preferredLocale, site);
      await enqueueMail(tx, {
        template: 'qualificationReminder',
        to: record.email,
        locale,
        params: {
          name: record.firstName,
          level: record.level,
          expiresOn: record.expiresOn,
          qualificationsLink: qualificationsLink(scope.storeOrigins, locale),
        },
      });
      sent.push(record.id);
    }
    if (sent.length > 0) {
      await tx
        .update(qualifications)
        .set({ reminderSentAt: now.toISOString() })
        .where(inArray(qualifications.id, sent));
    }
    return sent.length;
  });
}
