import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DELIVERY_METHOD_CODES,
  type CheckoutDefaults,
  type CheckoutDefaultsInput,
  type ExpressCheckout,
  type ExpressOrder,
  type PlacedOrder,
  type PlaceOrder,
} from '@store/contracts/commerce';
import type { Db } from '@store/database';
import { ProblemError } from '@store/service-runtime';
import { entriesOf } from '../carts/carts.ts';
import type { Snapshot } from '../catalogue/snapshot.ts';
import type { CustomerRow } from '../customers/customers.ts';
import { addresses, carts, customers, orders } from '../db/schema.ts';
import type { Site } from '../http/site-context.ts';
import { ownSavedCard, savedCardsOf, type SavedCardScope } from '../payments/saved-cards.ts';
import type { OffSessionCharge } from '../payments/stripe-payments.ts';
import { SHIPPED_CLASSES, TAX_CLASS_BY_FORMAT } from '../tax/tax-rates.ts';
import { ownAddress, toAddress, type AddressFlags } from '../addresses/address-book.ts';
import { changesTo, orderById, recordChanges } from './orders.ts';
import { placeOrder, type CardPayment, type PlacementScope } from './place-order.ts';

/**
 * Express checkout (docs/express-checkout.md): the cart placed in one step with the customer's
 * defaults (the default address, else the latest; the default delivery method, else standard) and a
 * saved card or a purchase order. Placement is placeOrder's, with its pricing, gate, rules and
 * idempotency; only the card is paid differently: charged off-session instead of on the provider's page.
 */

const CUSTOMER = 'customer';
const deliveryMethodOf = (value: string | null) =>
  DELIVERY_METHOD_CODES.find((code) => code === value) ?? 'standard';

export async function checkoutDefaults(
  db: Db,
  customer: CustomerRow,
  flags: AddressFlags,
): Promise<CheckoutDefaults> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, customer.id))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return {
    ...(row ? { address: { ...toAddress(row, flags), isDefault: row.isDefault } } : {}),
    deliveryMethod: deliveryMethodOf(customer.defaultDeliveryMethod),
    chosen: row?.isDefault === true,
  };
}

/** Marks the address as the default (the one default of the customer's) and keeps the delivery method. */
export async function setCheckoutDefaults(
  db: Db,
  customer: CustomerRow,
  input: CheckoutDefaultsInput,
  flags: AddressFlags,
): Promise<CheckoutDefaults> {
  await ownAddress(db, customer.id, input.addressId, flags);
  const updated = await db.transaction(async (tx) => {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, customer.id), eq(addresses.isDefault, true)));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, input.addressId));
    const [row] = await tx
      .update(customers)
      .set({ defaultDeliveryMethod: input.deliveryMethod, updatedAt: sql`now()` })
      .where(eq(customers.id, customer.id))
      .returning();
    return row ?? customer;
  });
  return checkoutDefaults(db, updated, flags);
}

interface CartScope {
  db: Db;
  snapshot: Snapshot;
  site: Site;
}

/** Whether anything in the customer's cart is delivered; another's cart or another site's is a 404. */
async function cartShips(scope: CartScope, customer: CustomerRow, cartId: string): Promise<boolean> {
  return scope.db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.siteId, scope.site.siteId), eq(carts.userId, customer.id)));
    if (!cart) {
      throw new ProblemError(404, `You have no cart ${cartId} on this store; order from your own cart.`);
    }
    return (await entriesOf(tx, cart.id)).some((entry) => {
      const item = scope.snapshot.items.get(entry.itemCode);
      return (
        item !== undefined &&
        SHIPPED_CLASSES.has(TAX_CLASS_BY_FORMAT[item.format][item.digital ? 'digital' : 'physical'])
      );
    });
  });
}

/** What one click would order with: the defaults, the delivery that fits the cart, the saved cards. */
export async function expressCheckout(
  scope: CartScope & SavedCardScope,
  customer: CustomerRow,
  cartId: string,
  flags: AddressFlags,
): Promise<ExpressCheckout> {
  const [ships, defaults, cards] = await Promise.all([
    cartShips(scope, customer, cartId),
    checkoutDefaults(scope.db, customer, flags),
    savedCardsOf(scope, customer),
  ]);
  return { defaults, deliveryMethod: ships ? defaults.deliveryMethod : 'none', cards };
}

/**
 * The charge's outcome on the order, unless its webhook got there first: charged, the order awaits
 * the webhook that says it is paid; declined, its payment failed with the provider's reason.
 */
async function recordCharge(db: Db, orderId: string, charge: OffSessionCharge): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row || row.paymentIntentId !== null || row.paymentStatus !== 'unpaid') return;
    const paymentStatus = charge.kind === 'charged' ? 'awaiting-payment' : 'failed';
    await tx
      .update(orders)
      .set({
        paymentIntentId: charge.paymentIntentId ?? null,
        paymentStatus,
        paymentFailure: charge.kind === 'declined' ? charge.reason : null,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(orders.id, orderId));
    const note = charge.kind === 'declined' ? charge.reason : charge.paymentIntentId;
    await recordChanges(tx, orderId, CUSTOMER, changesTo(row, [['payment', paymentStatus]], note));
  });
}

/** Pays the written order with the saved card, off-session: no page to send the customer to. */
function savedCardPayment(customerId: string, cardId: string): CardPayment {
  return async (scope, _customer, orderId) => {
    const charge = await scope.payments.chargeSavedCard(
      await orderById(scope.db, orderId),
      customerId,
      cardId,
    );
    await recordCharge(scope.db, orderId, charge);
    return undefined;
  };
}

/** Placement asks this of card orders only. */
const neverByCard: CardPayment = async () => {
  throw new Error('express checkout asked to pay a purchase order by card');
};

const refusal = (detail: string, expressRefusal: string, path: string) =>
  new ProblemError(422, detail, { expressRefusal, errors: [{ path, message: detail }] });

/**
 * Places the cart with the customer's defaults. A saved card's decline answers the order with its
 * payment failed and the reason (`authentication_required` for a card that asks for 3-D Secure,
 * which only the full checkout's payment page can do); the customer pays it again from there.
 */
export async function placeExpressOrder(
  scope: PlacementScope,
  customer: CustomerRow,
  idempotencyKey: string,
  body: ExpressOrder,
): Promise<PlacedOrder> {
  const { cardId, paymentType, cartId, ...rest } = body;
  const [ships, defaults] = await Promise.all([
    cartShips(scope, customer, cartId),
    checkoutDefaults(scope.db, customer, scope.flags),
  ]);
  if (!defaults.address) {
    throw refusal(
      'You have no delivery address yet: add one in the full checkout.',
      'no-address',
      'defaults.address',
    );
  }
  const order: PlaceOrder = {
    cartId,
    addressId: defaults.address.id,
    ...(ships ? { deliveryMethod: defaults.deliveryMethod } : {}),
    paymentType,
    ...rest,
  };
  // The Idempotency-Key names this request: the order's own body changes once the cart is emptied.
  const keyed = { express: body };
  if (paymentType === 'purchase-order') {
    return placeOrder(scope, customer, idempotencyKey, order, { keyed, payByCard: neverByCard });
  }
  if (cardId === undefined) {
    throw refusal('Name the saved card to pay with (cardId).', 'no-card', 'body.cardId');
  }
  const saved = await ownSavedCard(scope, customer, cardId);
  return placeOrder(scope, customer, idempotencyKey, order, {
    keyed,
    payByCard: savedCardPayment(saved.customerId, cardId),
  });
}
