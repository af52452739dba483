import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@store/database';
import type { Tx } from '../carts/carts.ts';
import { invoices, organisations } from '../db/schema.ts';
import { membershipsOf } from '../organisations/membership.ts';

/**
 * Whose invoices a customer reaches on a site (docs/invoices.md, access): their own personal ones,
 * and every invoice of an organisation in which they hold the finance role. An organisation's
 * invoice is not its purchaser's: a member without finance reaches none of them, and every
 * invoice out of reach reads as an unknown id (404).
 */

export interface InvoiceReader {
  userId: string;
  siteId: string;
  /** The organisations of the site in which the reader holds the finance role. */
  financeOrganisationIds: readonly string[];
}

export async function invoiceReader(db: Db | Tx, userId: string, siteId: string): Promise<InvoiceReader> {
  const memberships = await membershipsOf(db, userId, siteId);
  const financeOrganisationIds = memberships
    .filter((m) => m.roles.includes('finance'))
    .map((m) => m.organisationId);
  return { userId, siteId, financeOrganisationIds };
}

/** The invoices of the site the reader reaches, as a condition on the invoices table. */
export function reachableInvoices(reader: InvoiceReader): SQL | undefined {
  const own = and(eq(invoices.userId, reader.userId), isNull(invoices.organisationId));
  return and(
    eq(invoices.siteId, reader.siteId),
    reader.financeOrganisationIds.length === 0
      ? own
      : or(own, inArray(invoices.organisationId, [...reader.financeOrganisationIds])),
  );
}

/** The same rule for an invoice row already read (and locked). */
export function reaches(
  reader: InvoiceReader,
  invoice: { userId: string; siteId: string; organisationId: string | null },
): boolean {
  if (invoice.siteId !== reader.siteId) return false;
  return invoice.organisationId === null
    ? invoice.userId === reader.userId
    : reader.financeOrganisationIds.includes(invoice.organisationId);
}

/** The name of the organisation an invoice belongs to, read with the invoice. */
export const invoiceOrganisationName = sql<
  string | null
>`(select ${organisations.name} from ${organisations} where ${organisations.id} = ${invoices.organisationId})`;
