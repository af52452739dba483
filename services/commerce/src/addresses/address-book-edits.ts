import { and, eq } from 'drizzle-orm';
import type { Address, AddressDefaultsInput, AddressUpdate } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { addresses } from '../db/schema.ts';
import type { Site } from '../http/site-context.ts';
import {
  checkDeliveryPlace,
  checkLine3,
  listAddresses,
  toBookAddress,
  type AddressFlags,
  type AddressRow,
} from './address-book.ts';

/**
 * Changing the address book: an address changed (checked as a new one is), removed, or made the
 * default delivery or billing address. An order keeps the copy of the address it was placed with, so
 * neither a change nor a removal reaches a past order. Another customer's address is unknown here.
 */

type Reader = Pick<Db, 'select'>;

async function bookRow(db: Reader, userId: string, addressId: string): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!row) {
    throw new ProblemError(404, `Your address book has no address ${addressId}; read the book for its ids.`);
  }
  return row;
}

/** A field of the update: absent keeps the stored value, null clears it. */
const changed = <T>(update: T | null | undefined, stored: T | null): T | null =>
  update === undefined ? stored : update;

export async function updateAddress(
  db: Db,
  site: Site,
  userId: string,
  addressId: string,
  update: AddressUpdate,
  flags: AddressFlags,
): Promise<Address> {
  const row = await bookRow(db, userId, addressId);
  checkLine3(update.line3, flags);
  const next = {
    fullName: update.fullName ?? row.fullName,
    organisation: changed(update.organisation, row.organisation),
    line1: update.line1 ?? row.line1,
    line2: changed(update.line2, row.line2),
    line3: changed(update.line3, row.line3),
    city: update.city ?? row.city,
    region: changed(update.region, row.region),
    postcode: update.postcode ?? row.postcode,
    country: update.country ?? row.country,
    phone: changed(update.phone, row.phone),
    institution: update.institution ?? row.institution,
  };
  checkDeliveryPlace(site, { country: next.country, region: next.region ?? undefined }, flags);
  const [updated] = await db
    .update(addresses)
    .set(next)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  if (!updated) throw new Error('the address update returned no row');
  return toBookAddress(updated, flags);
}

/** Removes the address; the book without it. A removed default leaves the book without that default. */
export async function deleteAddress(
  db: Db,
  userId: string,
  addressId: string,
  flags: AddressFlags,
): Promise<Address[]> {
  await bookRow(db, userId, addressId);
  await db.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return listAddresses(db, userId, flags);
}

/**
 * Makes the address the default delivery address, the default billing address or both. The old
 * default loses its mark in the same transaction, so the book never has two (the unique indexes of
 * migration 0010 hold it too) nor, while it moves, none.
 */
export async function setDefaultAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: AddressDefaultsInput,
  flags: AddressFlags,
): Promise<Address[]> {
  await db.transaction(async (tx) => {
    await bookRow(tx, userId, addressId);
    if (input.delivery) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId));
    }
    if (input.billing) {
      await tx
        .update(addresses)
        .set({ isDefaultBilling: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefaultBilling, true)));
      await tx.update(addresses).set({ isDefaultBilling: true }).where(eq(addresses.id, addressId));
    }
  });
  return listAddresses(db, userId, flags);
}
