import {
  cardSetupStartedSchema,
  type CardSetupRequest,
  type CardSetupStarted,
  type PaymentCardList,
  type SavedCard,
} from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { ProblemError } from '@store/service-runtime';
import type { CustomerRow } from '../customers/customers.ts';
import { claimKey, completeKey, releaseKey, requestHash, type KeyRef } from '../orders/idempotency.ts';
import { checkReturnAddress } from '../orders/place-order.ts';
import { cardLooks, paymentCustomerFor, savedCardsOf, type SavedCardScope } from './saved-cards.ts';

/**
 * The customer's payment cards (docs/express-checkout.md, "Managing cards"): the cards saved with
 * the payment provider, one added on the provider's hosted setup page, one removed, one made the
 * default. No card number reaches the store; it sees brand, last four digits and expiry only.
 */

export interface CardSetupScope extends SavedCardScope {
  siteId: string;
  currency: string;
  locale: Locale;
  storeOrigins: ReadonlySet<string>;
}

export async function listPaymentCards(
  scope: SavedCardScope,
  customer: CustomerRow,
): Promise<PaymentCardList> {
  return { cards: await savedCardsOf(scope, customer) };
}

/**
 * The provider's hosted page that saves a card to the customer's provider Customer (made on first
 * need), once per Idempotency-Key: the same key and body answer the same page for 24 hours.
 */
export async function startCardSetup(
  scope: CardSetupScope,
  customer: CustomerRow,
  idempotencyKey: string,
  body: CardSetupRequest,
): Promise<CardSetupStarted> {
  checkReturnAddress(body.successUrl, 'successUrl', scope.storeOrigins);
  checkReturnAddress(body.cancelUrl, 'cancelUrl', scope.storeOrigins);
  const key: KeyRef = { userId: customer.id, key: idempotencyKey };
  const claim = await claimKey(scope.db, key, requestHash(scope.siteId, { cardSetup: body }));
  if (claim.kind === 'replay') return cardSetupStartedSchema.parse(claim.response);
  try {
    const page = await scope.payments.createCardSetup({
      customerId: await paymentCustomerFor(scope, customer),
      currency: scope.currency,
      locale: scope.locale,
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
      idempotencyKey: `card-setup-${customer.id}-${idempotencyKey}`,
    });
    const answer: CardSetupStarted = { redirectUrl: page.url };
    await completeKey(scope.db, key, answer);
    return answer;
  } catch (error) {
    await releaseKey(scope.db, key);
    throw error;
  }
}

/**
 * Every PaymentMethod of the customer's Customer that looks like the card named (the provider
 * saves a card paid with twice twice; the customer sees and removes one card). A card that is not
 * theirs reads as none: a 404.
 */
async function ownCardCopies(
  scope: SavedCardScope,
  customer: CustomerRow,
  cardId: string,
): Promise<{ customerId: string; card: SavedCard; copies: SavedCard[] }> {
  const customerId = customer.paymentCustomerId;
  const saved = customerId === null ? [] : await scope.payments.savedCards(customerId);
  const card = saved.find((each) => each.id === cardId);
  if (customerId === null || card === undefined) {
    throw new ProblemError(404, `You have no saved card ${cardId}; it may have been removed already.`);
  }
  return { customerId, card, copies: saved.filter((each) => cardLooks(each) === cardLooks(card)) };
}

/** Removes the card (every copy the provider keeps of it) and answers the cards left. */
export async function removePaymentCard(
  scope: SavedCardScope,
  customer: CustomerRow,
  cardId: string,
): Promise<PaymentCardList> {
  const { copies } = await ownCardCopies(scope, customer, cardId);
  for (const copy of copies) await scope.payments.detachCard(copy.id);
  return listPaymentCards(scope, customer);
}

/** Makes the card the default, which express checkout pays with first, and answers the cards. */
export async function setDefaultPaymentCard(
  scope: SavedCardScope,
  customer: CustomerRow,
  cardId: string,
): Promise<PaymentCardList> {
  const { customerId, card } = await ownCardCopies(scope, customer, cardId);
  if (!card.isDefault) await scope.payments.setDefaultCard(customerId, card.id);
  return listPaymentCards(scope, customer);
}
