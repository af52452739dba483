import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Address, AddressInput } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { addresses } from '../db/schema.ts';
import type { CheckoutFlags } from '../flags/checkout-flags.ts';
import type { Site } from '../http/site-context.ts';
import { takesVatNumbers } from '../orders/vat-numbers.ts';
import { computeTax, TaxRefusal, type TaxBuyer } from '../tax/compute-tax.ts';

/**
 * The customer's address book. An address is taken only where the site delivers and can tax the
 * delivery: its country and region are checked against the tax table (docs/tax.md), the one place
 * that knows the store's area. The third line is taken and shown only with the line3 address field
 * flag (docs/flags.md). Changing, removing and the defaults are in address-book-edits.ts.
 */

export type AddressRow = typeof addresses.$inferSelect;

/** The flags an address reads: the third line, and VAT numbers (which open EU deliveries abroad). */
export type AddressFlags = Pick<CheckoutFlags, 'line3-address-field' | 'vat'>;

export function toAddress(row: AddressRow, flags: AddressFlags): Address {
  return {
    id: row.id,
    fullName: row.fullName,
    ...(row.organisation === null ? {} : { organisation: row.organisation }),
    line1: row.line1,
    ...(row.line2 === null ? {} : { line2: row.line2 }),
    ...(row.line3 === null || !flags['line3-address-field'] ? {} : { line3: row.line3 }),
    city: row.city,
    ...(row.region === null ? {} : { region: row.region }),
    postcode: row.postcode,
    country: row.country,
    ...(row.phone === null ? {} : { phone: row.phone }),
    institution: row.institution,
  };
}

/**
 * An address as the book shows it: the place and its default marks. An order copies the place only
 * (toAddress), since the marks say what the book does next, not where the order went.
 */
export function toBookAddress(row: AddressRow, flags: AddressFlags): Address {
  return { ...toAddress(row, flags), isDefault: row.isDefault, isDefaultBilling: row.isDefaultBilling };
}

/** A 422 naming the refusal (`taxRefusal`) so the storefront can word it in the customer's language. */
export function taxProblem(refusal: TaxRefusal): ProblemError {
  return new ProblemError(422, refusal.message, {
    taxRefusal: refusal.reason,
    errors: [{ path: 'body.country', message: refusal.message }],
  });
}

/**
 * Throws the 422 of an address the site cannot deliver to or tax for any buyer it takes. Where the
 * store takes VAT numbers, a business registered in another EU member state may have goods
 * delivered there (reverse charge, docs/tax.md); placing without such a number is then refused.
 */
export function checkDeliveryPlace(
  site: Site,
  place: { country: string; region?: string | undefined },
  flags: AddressFlags,
): void {
  const buyer: TaxBuyer = takesVatNumbers(site, flags)
    ? { kind: 'vat-registered', vatCountry: place.country }
    : { kind: 'standard' };
  try {
    computeTax({
      storeId: site.siteId,
      delivery: place,
      lines: [],
      shippingNet: 0,
      buyer,
    });
  } catch (error) {
    if (error instanceof TaxRefusal) throw taxProblem(error);
    throw error;
  }
}

export async function listAddresses(db: Db, userId: string, flags: AddressFlags): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
  return rows.map((row) => toBookAddress(row, flags));
}

/** The 422 of a third line where the store's addresses have two. */
export function checkLine3(line3: string | null | undefined, flags: AddressFlags): void {
  if (line3 !== undefined && line3 !== null && !flags['line3-address-field']) {
    throw new ProblemError(
      422,
      'This store’s addresses have two lines: put the third line’s text in line2.',
      {
        errors: [{ path: 'body.line3', message: 'expects no third address line in this store' }],
      },
    );
  }
}

export async function addAddress(
  db: Db,
  site: Site,
  userId: string,
  input: AddressInput,
  flags: AddressFlags,
): Promise<Address> {
  checkLine3(input.line3, flags);
  checkDeliveryPlace(site, input, flags);
  const [row] = await db
    .insert(addresses)
    .values({
      id: randomUUID(),
      userId,
      fullName: input.fullName,
      organisation: input.organisation ?? null,
      line1: input.line1,
      line2: input.line2 ?? null,
      line3: input.line3 ?? null,
      city: input.city,
      region: input.region ?? null,
      postcode: input.postcode,
      country: input.country,
      phone: input.phone ?? null,
      institution: input.institution ?? false,
    })
    .returning();
  if (!row) throw new Error('the address insert returned no row');
  return toBookAddress(row, flags);
}

/** One of the customer's own addresses; anyone else's reads as unknown. */
export async function ownAddress(db: Db, userId: string, id: string, flags: AddressFlags): Promise<Address> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) {
    throw new ProblemError(422, `The address ${id} is not in your address book; add it first.`, {
      errors: [{ path: 'body.addressId', message: 'expects an address of the customer’s address book' }],
    });
  }
  return toAddress(row, flags);
}
