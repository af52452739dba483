import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { itemName, toMinorUnits, type CatalogLanguage } from '@store/catalog';
import {
  ORDER_NUMBER_PLACEHOLDER,
  placedOrderSchema,
  type Address,
  type CheckoutPrice,
  type CheckoutPriceRequest,
  type PlaceOrder,
  type PlacedOrder,
} from '@store/contracts/commerce';
import type { Format } from '@store/contracts/commerce-constants';
import type { Db } from '@store/database';
import type { Locale } from '@store/locales';
import { ProblemError } from '@store/service-runtime';
import { entriesOf, type Tx } from '../carts/carts.ts';
import { checkLine, lineProblem } from '../carts/lines.ts';
import { unitPriceAt } from '../carts/pricing.ts';
import { priceOf, productName } from '../catalogue/present.ts';
import type { Snapshot } from '../catalogue/snapshot.ts';
import type { CustomerRow } from '../customers/customers.ts';
import { isStoreAddress } from '../customers/logout-address.ts';
import { cartEntries, carts, orderLines, orders } from '../db/schema.ts';
import type { Site } from '../http/site-context.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';
import { refuseUnqualifiedLines } from '../qualifications/qualification-gate.ts';
import { computeTax, TaxRefusal, type TaxComputation } from '../tax/compute-tax.ts';
import { SHIPPED_CLASSES, TAX_CLASS_BY_FORMAT, type TaxClass } from '../tax/tax-rates.ts';
import { ownAddress, taxProblem } from './addresses.ts';
import { deliveryCharge } from './delivery-methods.ts';
import { claimKey, completeKey, keyMadeOrder, releaseKey, requestHash, type KeyRef } from './idempotency.ts';
import { nextOrderNumber } from './order-numbers.ts';
import { changesTo, orderById, recordChanges, type OrderRow } from './orders.ts';

/**
 * Placing an order from the customer's cart (docs/architecture.md, "Money, orders and trust"): every
 * price, limit, availability and tax is worked out here from the store's own data; the request only
 * names the cart, the address, the delivery method and how to pay. The cart row is locked and emptied
 * in the transaction that writes the order, so two placements of one cart make one order.
 */

/** What pricing a checkout reads: the catalogue as it is now, the site and its language. */
export interface PricingScope {
  db: Db;
  snapshot: Snapshot;
  site: Site;
  language: CatalogLanguage;
}

export interface PlacementScope extends PricingScope {
  locale: Locale;
  payments: StripePayments;
  /** Origins the provider's page may send the customer back to besides loopback ones. */
  storeOrigins: ReadonlySet<string>;
}

interface PricedLine {
  itemCode: string;
  productCode: string;
  name: string;
  format: Format;
  digital: boolean;
  taxClass: TaxClass;
  quantity: number;
  unitPrice: number;
  net: number;
}

const CUSTOMER = 'customer';

/** The customer's own cart on the site; placing locks it so that two placements make one order. */
async function ownCart(tx: Tx, scope: PricingScope, userId: string, cartId: string, lock: boolean) {
  const query = tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.siteId, scope.site.siteId), eq(carts.userId, userId)));
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart) {
    throw new ProblemError(404, `You have no cart ${cartId} on this store; order from your own cart.`);
  }
  return cart;
}

/** Each entry checked and priced as the catalogue has it now, in integer minor units. */
function pricedLines(scope: PricingScope, entries: { itemCode: string; quantity: number }[]): PricedLine[] {
  const { currency } = scope.site;
  return entries.map((entry) => {
    const check = checkLine(scope.snapshot, scope.site.siteId, entry.itemCode, entry.quantity);
    if (!check.ok) throw lineProblem(check.status, check.error, check.message, check.limit);
    const { item, product } = check;
    const unitPrice = toMinorUnits(unitPriceAt(priceOf(item, currency), entry.quantity), currency);
    return {
      itemCode: item.code,
      productCode: product.code,
      name: itemName(productName(product, scope.language), item.kind, scope.language),
      format: item.format,
      digital: item.digital,
      taxClass: TAX_CLASS_BY_FORMAT[item.format][item.digital ? 'digital' : 'physical'],
      quantity: entry.quantity,
      unitPrice,
      net: unitPrice * entry.quantity,
    };
  });
}

/** The delivery method and its charge; an order with nothing to deliver has none. */
function delivery(
  scope: PricingScope,
  lines: PricedLine[],
  subtotal: number,
  wanted: PlaceOrder['deliveryMethod'],
) {
  const ships = lines.some((line) => SHIPPED_CLASSES.has(line.taxClass));
  if (!ships) {
    if (wanted !== undefined) {
      throw new ProblemError(
        422,
        'Nothing in this cart is delivered (digital items only): leave out deliveryMethod.',
        {
          errors: [
            { path: 'body.deliveryMethod', message: 'expects no delivery method for digital items only' },
          ],
        },
      );
    }
    return { method: 'none' as const, charge: 0 };
  }
  const charge = wanted === undefined ? undefined : deliveryCharge(scope.site, wanted, subtotal);
  if (wanted === undefined || charge === undefined) {
    throw new ProblemError(422, 'Choose how the order is delivered: deliveryMethod standard or express.', {
      errors: [{ path: 'body.deliveryMethod', message: 'expects standard or express' }],
    });
  }
  return { method: wanted, charge };
}

function taxOf(
  scope: PricingScope,
  address: Address,
  lines: PricedLine[],
  shippingNet: number,
): TaxComputation {
  try {
    return computeTax({
      storeId: scope.site.siteId,
      delivery: { country: address.country, region: address.region },
      lines: lines.map((l) => ({
        key: l.itemCode,
        net: l.net,
        currency: scope.site.currency,
        taxClass: l.taxClass,
      })),
      shippingNet,
      buyer: { kind: 'standard' },
    });
  } catch (error) {
    if (error instanceof TaxRefusal) throw taxProblem(error);
    throw error;
  }
}

interface PricedCart {
  lines: PricedLine[];
  subtotal: number;
  method: CheckoutPrice['deliveryMethod'];
  charge: number;
  tax: TaxComputation;
}

/** The cart's entries priced for delivery to the address: the one pricing of checkout and placement. */
function priceCart(
  scope: PricingScope,
  address: Address,
  entries: { itemCode: string; quantity: number }[],
  wanted: PlaceOrder['deliveryMethod'],
): PricedCart {
  if (entries.length === 0) {
    throw new ProblemError(
      409,
      'The cart is empty: there is nothing to order (it may just have been ordered).',
    );
  }
  const lines = pricedLines(scope, entries);
  const subtotal = lines.reduce((sum, line) => sum + line.net, 0);
  const { method, charge } = delivery(scope, lines, subtotal, wanted);
  return { lines, subtotal, method, charge, tax: taxOf(scope, address, lines, charge) };
}

/** What placing the cart with these choices would charge, worked out as placing does and written nowhere. */
export async function priceCheckout(
  scope: PricingScope,
  customer: CustomerRow,
  body: CheckoutPriceRequest,
): Promise<CheckoutPrice> {
  const address = await ownAddress(scope.db, customer.id, body.addressId);
  const priced = await scope.db.transaction(async (tx) => {
    const cart = await ownCart(tx, scope, customer.id, body.cartId, false);
    return priceCart(scope, address, await entriesOf(tx, cart.id), body.deliveryMethod);
  });
  const { lines, subtotal, method, charge, tax } = priced;
  const taxByLine = new Map(tax.lines.map((line) => [line.key, line]));
  return {
    currency: scope.site.currency,
    lines: lines.map((line) => {
      const taxed = taxByLine.get(line.itemCode);
      return { ...line, tax: taxed?.tax ?? 0, taxComponents: taxed?.components ?? [] };
    }),
    deliveryMethod: method,
    totals: { subtotal, delivery: charge, tax: tax.taxTotal, total: tax.grossTotal },
    taxes: {
      treatment: tax.treatment,
      jurisdiction: tax.jurisdiction.name,
      deliveryTax: tax.shipping.tax,
      components: tax.components,
    },
  };
}

/** Writes the order in one transaction with the cart's lock, and empties the cart. Answers the order's id. */
async function writeOrder(
  scope: PlacementScope,
  customer: CustomerRow,
  key: KeyRef,
  body: PlaceOrder,
): Promise<string> {
  const address = await ownAddress(scope.db, customer.id, body.addressId);
  return scope.db.transaction(async (tx) => {
    const cart = await ownCart(tx, scope, customer.id, body.cartId, true);
    const { lines, subtotal, method, charge, tax } = priceCart(
      scope,
      address,
      await entriesOf(tx, cart.id),
      body.deliveryMethod,
    );
    await refuseUnqualifiedLines(tx, scope.snapshot, scope.site, customer.id, lines);
    const taxByLine = new Map(tax.lines.map((line) => [line.key, line]));

    const now = new Date();
    const id = randomUUID();
    const placed: OrderRow = {
      id,
      number: await nextOrderNumber(tx, scope.site.siteId, now),
      userId: customer.id,
      siteId: scope.site.siteId,
      locale: scope.locale,
      currency: scope.site.currency,
      cartId: cart.id,
      email: customer.orderEmail ?? customer.email,
      status: 'awaiting-payment',
      paymentStatus: 'unpaid',
      fulfilmentStatus: 'unfulfilled',
      paymentType: body.paymentType,
      deliveryAddress: address,
      deliveryMethod: method,
      subtotal,
      deliveryCharge: charge,
      taxTotal: tax.taxTotal,
      total: tax.grossTotal,
      tax,
      checkoutSessionId: null,
      paymentIntentId: null,
      paymentFailure: null,
      purchaseOrderNumber: null,
      paymentReference: null,
      vatNumber: null,
      taxExemption: null,
      screeningMatch: null,
      refundId: null,
      placedAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    await tx.insert(orders).values(placed);
    await tx.insert(orderLines).values(
      lines.map((line, position) => {
        const taxed = taxByLine.get(line.itemCode);
        return {
          orderId: id,
          position,
          ...line,
          tax: taxed?.tax ?? 0,
          taxComponents: taxed?.components ?? [],
        };
      }),
    );
    await recordChanges(tx, id, CUSTOMER, [
      { state: 'order', from: null, to: 'placed', note: placed.number },
      { state: 'order', from: 'placed', to: placed.status },
      { state: 'payment', from: null, to: placed.paymentStatus },
      { state: 'fulfilment', from: null, to: placed.fulfilmentStatus },
    ]);
    await tx.delete(cartEntries).where(eq(cartEntries.cartId, cart.id));
    await tx.update(carts).set({ updatedAt: now.toISOString() }).where(eq(carts.id, cart.id));
    await keyMadeOrder(tx, key, id);
    return id;
  });
}

/** Where the provider's page sends the customer back: only the store itself, or this would be an open redirect. */
function checkReturnAddress(
  address: string,
  field: 'successUrl' | 'cancelUrl',
  origins: ReadonlySet<string>,
): void {
  if (isStoreAddress(new URL(address), origins)) return;
  throw new ProblemError(400, `The ${field} must be an address on one of the store’s own origins.`, {
    errors: [{ path: `body.${field}`, message: 'expects an address on a store origin' }],
  });
}

/** A return address with the order's number where the caller asked for it. */
const withOrderNumber = (address: string, number: string) =>
  address.replaceAll(ORDER_NUMBER_PLACEHOLDER, number);

/** Opens the provider's hosted page for a card order once, and records it on the order. */
async function openCheckout(scope: PlacementScope, orderId: string, body: PlaceOrder): Promise<string> {
  const order = await orderById(scope.db, orderId);
  const checkout = await scope.payments.createCheckout({
    order,
    locale: scope.locale,
    successUrl: withOrderNumber(body.successUrl, order.number),
    cancelUrl: withOrderNumber(body.cancelUrl, order.number),
  });
  await scope.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row || row.checkoutSessionId !== null) return;
    await tx
      .update(orders)
      .set({
        checkoutSessionId: checkout.sessionId,
        paymentStatus: 'awaiting-payment',
        updatedAt: new Date().toISOString(),
      })
      .where(eq(orders.id, orderId));
    await recordChanges(
      tx,
      orderId,
      CUSTOMER,
      changesTo(row, [['payment', 'awaiting-payment']], checkout.sessionId),
    );
  });
  return checkout.url;
}

export async function placeOrder(
  scope: PlacementScope,
  customer: CustomerRow,
  idempotencyKey: string,
  body: PlaceOrder,
): Promise<PlacedOrder> {
  checkReturnAddress(body.successUrl, 'successUrl', scope.storeOrigins);
  checkReturnAddress(body.cancelUrl, 'cancelUrl', scope.storeOrigins);
  const key: KeyRef = { userId: customer.id, key: idempotencyKey };
  const claim = await claimKey(scope.db, key, requestHash(scope.site.siteId, body));
  if (claim.kind === 'replay') return placedOrderSchema.parse(claim.response);
  try {
    const orderId = claim.orderId ?? (await writeOrder(scope, customer, key, body));
    const redirectUrl = await openCheckout(scope, orderId, body);
    const answer: PlacedOrder = { order: await orderById(scope.db, orderId), redirectUrl };
    await completeKey(scope.db, key, answer);
    return answer;
  } catch (error) {
    await releaseKey(scope.db, key);
    throw error;
  }
}
