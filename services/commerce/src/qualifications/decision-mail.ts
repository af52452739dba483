import { enqueueMail } from '@store/mail';
import { eq } from 'drizzle-orm';
import type { Tx } from '../carts/carts.ts';
import { customers, type qualifications } from '../db/schema.ts';
import { SITES } from '../http/site-context.ts';
import { qualificationsLink } from '../mail/store-links.ts';
import { mailLocale } from '../preferences/mail-locale.ts';

/** The customer hears of a review's decision either way, in their language, with the reviewer's note. */
export async function mailQualificationDecision(
  tx: Tx,
  record: typeof qualifications.$inferSelect,
  storeOrigins: ReadonlySet<string>,
): Promise<void> {
  const site = SITES.get(record.siteId);
  const [customer] = await tx
    .select({
      email: customers.email,
      firstName: customers.firstName,
      preferredLocale: customers.preferredLocale,
    })
    .from(customers)
    .where(eq(customers.id, record.userId));
  if (!site || !customer) return;
  const locale = mailLocale(customer.preferredLocale, site);
  const approved = record.status === 'approved';
  await enqueueMail(tx, {
    template: 'qualificationDecision',
    to: customer.email,
    locale,
    params: {
      name: customer.firstName,
      decision: approved ? 'approved' : 'rejected',
      ...(approved && record.level ? { level: record.level } : {}),
      ...(approved && record.expiresOn ? { expiresOn: record.expiresOn } : {}),
      ...(record.reviewerNote ? { note: record.reviewerNote } : {}),
      qualificationsLink: qualificationsLink(storeOrigins, locale),
    },
  });
}
