import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SavedCard } from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import type { CustomerRow } from '../customers/customers.ts';
import { customers } from '../db/schema.ts';
import type { StripePayments } from './stripe-payments.ts';

/**
 * A customer's saved cards (docs/express-checkout.md). The cards live with the payment provider, on
 * a provider Customer made the first time a card order needs one; the store keeps only that
 * Customer's id and never more of a card than its brand, last four digits and expiry.
 */

export interface SavedCardScope {
  db: Db;
  payments: StripePayments;
}

/** The customer's provider Customer, made on first need and kept on the customer's record. */
export async function paymentCustomerFor(scope: SavedCardScope, customer: CustomerRow): Promise<string> {
  if (customer.paymentCustomerId !== null) return customer.paymentCustomerId;
  const made = await scope.payments.createCustomer(
    customer.id,
    customer.orderEmail ?? customer.email,
    `${customer.firstName} ${customer.lastName}`,
  );
  // A record read before another call kept its Customer keeps that one.
  await scope.db
    .update(customers)
    .set({ paymentCustomerId: made, updatedAt: sql`now()` })
    .where(and(eq(customers.id, customer.id), isNull(customers.paymentCustomerId)));
  const [kept] = await scope.db
    .select({ id: customers.paymentCustomerId })
    .from(customers)
    .where(eq(customers.id, customer.id));
  return kept?.id ?? made;
}

/** What the customer sees of a card; two PaymentMethods that look the same are one card to them. */
export const cardLooks = (card: SavedCard) => `${card.brand} ${card.last4} ${card.expMonth}/${card.expYear}`;

/**
 * The saved cards, the default first, then newest first. A card paid with twice is saved twice by
 * the provider; the customer sees it once, by its brand, last four digits and expiry (the copy that
 * is the default, if one is).
 */
export async function savedCardsOf(scope: SavedCardScope, customer: CustomerRow): Promise<SavedCard[]> {
  if (customer.paymentCustomerId === null) return [];
  const cards = await scope.payments.savedCards(customer.paymentCustomerId);
  const seen = new Set<string>();
  return cards
    .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .filter((card) => {
      if (seen.has(cardLooks(card))) return false;
      seen.add(cardLooks(card));
      return true;
    });
}

/** One of the customer's own saved cards and the Customer it is saved to; any other id is a 422. */
export async function ownSavedCard(
  scope: SavedCardScope,
  customer: CustomerRow,
  cardId: string,
): Promise<{ customerId: string; card: SavedCard }> {
  const card =
    customer.paymentCustomerId === null
      ? undefined
      : (await scope.payments.savedCards(customer.paymentCustomerId)).find((saved) => saved.id === cardId);
  if (customer.paymentCustomerId === null || card === undefined) {
    throw new ProblemError(
      422,
      `The card ${cardId} is not one of your saved cards; pay in the full checkout instead.`,
      { errors: [{ path: 'body.cardId', message: 'expects one of the customer’s saved cards' }] },
    );
  }
  return { customerId: customer.paymentCustomerId, card };
}
