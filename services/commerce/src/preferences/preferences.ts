import { eq, sql } from 'drizzle-orm';
import {
  MARKETING_STATES,
  type Preferences,
  type PreferencesChange,
} from '@store/contracts/commerce-preferences';
import type { Db } from '@store/database';
import { isLocale } from '@store/locales';
import { ProblemError } from '@store/service-runtime';
import type { CustomerRow } from '../customers/customers.ts';
import { customers } from '../db/schema.ts';
import type { Site } from '../http/site-context.ts';

/** A customer's preferences as the site shows them (docs/preferences.md). */

export function toPreferences(row: CustomerRow, site: Site): Preferences {
  const preferred = row.preferredLocale;
  return {
    preferredLocale: isLocale(preferred) && site.locales.includes(preferred) ? preferred : null,
    locales: site.locales,
    orderEmail: row.orderEmail ?? row.email,
    invoiceEmail: row.invoiceEmail,
    signInEmail: row.email,
    marketing: MARKETING_STATES.find((state) => state === row.marketingEmails) ?? 'off',
  };
}

/** The language must be one the site serves: a customer in Canada chooses en-ca or fr-ca. */
export function checkPreferredLocale(change: PreferencesChange, site: Site): void {
  const locale = change.preferredLocale;
  if (locale === undefined || site.locales.includes(locale)) return;
  const allowed = site.locales.join(' or ');
  throw new ProblemError(422, `Site ${site.siteId} serves ${allowed} only; choose ${allowed}.`, {
    errors: [{ path: 'body.preferredLocale', message: `expects ${allowed}` }],
  });
}

/** Writes the change; the caller has checked the language and, for the invoice email, the step-up. */
export async function changePreferences(
  db: Db,
  userId: string,
  change: PreferencesChange,
): Promise<CustomerRow | undefined> {
  const [updated] = await db
    .update(customers)
    .set({
      ...(change.preferredLocale === undefined ? {} : { preferredLocale: change.preferredLocale }),
      ...(change.invoiceEmail === undefined ? {} : { invoiceEmail: change.invoiceEmail }),
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, userId))
    .returning();
  return updated;
}
