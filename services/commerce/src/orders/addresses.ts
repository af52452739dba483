import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Address, AddressInput } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { addresses } from '../db/schema.ts';
import type { Site } from '../http/site-context.ts';
import { computeTax, TaxRefusal } from '../tax/compute-tax.ts';

/**
 * The customer's address book. An address is taken only where the site delivers and can tax the
 * delivery: its country and region are checked against the tax table (docs/tax.md), the one place
 * that knows the store's area.
 */

type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    fullName: row.fullName,
    ...(row.organisation === null ? {} : { organisation: row.organisation }),
    line1: row.line1,
    ...(row.line2 === null ? {} : { line2: row.line2 }),
    city: row.city,
    ...(row.region === null ? {} : { region: row.region }),
    postcode: row.postcode,
    country: row.country,
    ...(row.phone === null ? {} : { phone: row.phone }),
  };
}

/** A 422 naming the refusal (`taxRefusal`) so the storefront can word it in the customer's language. */
export function taxProblem(refusal: TaxRefusal): ProblemError {
  return new ProblemError(422, refusal.message, {
    taxRefusal: refusal.reason,
    errors: [{ path: 'body.country', message: refusal.message }],
  });
}

/** Throws the 422 of an address the site cannot deliver to or tax. */
export function checkDeliveryPlace(
  site: Site,
  place: { country: string; region?: string | undefined },
): void {
  try {
    computeTax({
      storeId: site.siteId,
      delivery: place,
      lines: [],
      shippingNet: 0,
      buyer: { kind: 'standard' },
    });
  } catch (error) {
    if (error instanceof TaxRefusal) throw taxProblem(error);
    throw error;
  }
}

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

export async function addAddress(db: Db, site: Site, userId: string, input: AddressInput): Promise<Address> {
  checkDeliveryPlace(site, input);
  const [row] = await db
    .insert(addresses)
    .values({
      id: randomUUID(),
      userId,
      fullName: input.fullName,
      organisation: input.organisation ?? null,
      line1: input.line1,
      line2: input.line2 ?? null,
      city: input.city,
      region: input.region ?? null,
      postcode: input.postcode,
      country: input.country,
      phone: input.phone ?? null,
    })
    .returning();
  if (!row) throw new Error('the address insert returned no row');
  return toAddress(row);
}

/** One of the customer's own addresses; anyone else's reads as unknown. */
export async function ownAddress(db: Db, userId: string, id: string): Promise<Address> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) {
    throw new ProblemError(422, `The address ${id} is not in your address book; add it first.`, {
      errors: [{ path: 'body.addressId', message: 'expects an address of the customer’s address book' }],
    });
  }
  return toAddress(row);
}
