import { eq, sql } from 'drizzle-orm';
import type { CustomerProfile, OrderEmail } from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import type { Db } from '@store/database';
import { customers } from '../db/schema.ts';
import type { TokenClaims } from './customer-tokens.ts';

/** Customer records, keyed by the identity provider's user id. */

export type CustomerRow = typeof customers.$inferSelect;

/** Gives every demo customer its record under the identity service's id; existing records are kept. */
export async function seedDemoCustomers(db: Db): Promise<void> {
  await db
    .insert(customers)
    .values(
      DEMO_CUSTOMERS.map((c) => ({
        id: c.id,
        email: c.email,
        firstName: c.givenName,
        lastName: c.familyName,
        registrationCountry: c.registrationCountryIso,
      })),
    )
    .onConflictDoNothing({ target: customers.id });
}

export function toProfile(row: CustomerRow): CustomerProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    registrationCountryIso: row.registrationCountry,
  };
}

export function toOrderEmail(row: CustomerRow): OrderEmail {
  return { email: row.orderEmail ?? row.email, usesSignInEmail: row.orderEmail === null };
}

/** Sets where order confirmations go; the caller has already checked the step-up. */
export async function setOrderEmail(db: Db, id: string, email: string): Promise<CustomerRow | undefined> {
  const [updated] = await db
    .update(customers)
    .set({ orderEmail: email, updatedAt: sql`now()` })
    .where(eq(customers.id, id))
    .returning();
  return updated;
}

/**
 * The record of the token's customer. A customer commerce does not know yet (first sign-in after
 * registering) is created from the claims; a known one takes the claims' names and email when
 * they differ (requirements §3: stored names are refreshed from the profile). Undefined when the customer
 * is unknown and the claims are too thin to create it (a token without the profile or email scope).
 */
export async function customerFor(db: Db, claims: TokenClaims): Promise<CustomerRow | undefined> {
  const [known] = await db.select().from(customers).where(eq(customers.id, claims.userId));
  if (known) {
    const changes = {
      ...(claims.email !== undefined && claims.email !== known.email ? { email: claims.email } : {}),
      ...(claims.givenName !== undefined && claims.givenName !== known.firstName
        ? { firstName: claims.givenName }
        : {}),
      ...(claims.familyName !== undefined && claims.familyName !== known.lastName
        ? { lastName: claims.familyName }
        : {}),
    };
    if (Object.keys(changes).length === 0) return known;
    const [updated] = await db
      .update(customers)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(customers.id, known.id))
      .returning();
    return updated;
  }

  const { email, givenName, familyName, registrationCountry } = claims;
  if (email === undefined || givenName === undefined || familyName === undefined || !registrationCountry) {
    return undefined;
  }
  // Two first calls of a new customer may race; the loser reads the winner's row.
  await db
    .insert(customers)
    .values({ id: claims.userId, email, firstName: givenName, lastName: familyName, registrationCountry })
    .onConflictDoNothing({ target: customers.id });
  const [created] = await db.select().from(customers).where(eq(customers.id, claims.userId));
  return created;
}
