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
  type TaxExemptionInput,
} from '@store/contracts/commerce';
import type { Format } from '@store/contracts/commerce-constants';
import type { AccountRef } from '@store/contracts/commerce-org-buying';
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
import type { AssistedCall } from '../customers/signed-in-customer.ts';
import { cartEntries, carts, orderLines, orders, type AssistedByRecord } from '../db/schema.ts';
import type { CheckoutFlags } from '../flags/checkout-flags.ts';
import type { Site } from '../http/site-context.ts';
import { paymentCustomerFor } from '../payments/saved-cards.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';
import { buyingFor, gateOrder } from '../org-buying/buying-account.ts';
import {
  allocateDiscount,
  discountRecord,
  discountStanding,
  orderDiscountOf,
  type DiscountStanding,
} from '../org-buying/organisation-discount.ts';
import { cartQuote, markQuoteOrdered, type QuotedPrices } from '../quotes/quote-prices.ts';
import type { SanctionsScreening } from '../screening/sanctions-screening.ts';
import { computeTax, TaxRefusal, type TaxBuyer, type TaxComputation } from '../tax/compute-tax.ts';
import { SHIPPED_CLASSES, TAX_CLASS_BY_FORMAT, type TaxClass } from '../tax/tax-rates.ts';
import { ownAddress, taxProblem } from '../addresses/address-book.ts';
import { deliveryCharge } from './delivery-methods.ts';
import { confirmOrder } from '../fulfilment/confirm-order.ts';
import { claimKey, completeKey, keyMadeOrder, releaseKey, requestHash, type KeyRef } from './idempotency.ts';
import { nextOrderNumber } from './order-numbers.ts';
import { changesTo, orderById, recordChanges, type OrderRow } from './orders.ts';
import { checkPaymentType, initialPaymentStatus, statusGoingOn } from './payment-types.ts';
import { checkTaxExemption } from './tax-exemption.ts';
import { checkVatNumber } from './vat-numbers.ts';

/**
 * Placing an order from the customer's cart (docs/architecture.md, "Money, orders and trust"): every
 * price, limit, availability and tax is worked out here from the store's own data; the request only
 * names the cart, the address, the delivery method and how to pay. The cart row is locked and emptied
 * in the transaction that writes the order, so two placements of one cart make one order. What the
 * store accepts (payment types, VAT numbers, exemptions, screening) follows the checkout flags as
 * commerce reads them itself (docs/checkout.md).
 */

/** What pricing a checkout reads: the catalogue as it is now, the site and its language, the flags. */
export interface PricingScope {
  db: Db;
  snapshot: Snapshot;
  site: Site;
  language: CatalogLanguage;
  /** The checkout flags for this customer (flags/checkout-flags.ts). */
  flags: CheckoutFlags;
}

export interface PlacementScope extends PricingScope {
  locale: Locale;
  payments: StripePayments;
  /** Origins the provider's page may send the customer back to besides loopback ones. */
  storeOrigins: ReadonlySet<string>;
  screening: SanctionsScreening;
  /** The support agent placing the order for the customer in an assisted session. */
  assistedBy?: AssistedByRecord;
}

/** The part of a placement's scope that names the agent acting for the customer, if any. */
export const assistedScope = (call: AssistedCall | undefined): Pick<PlacementScope, 'assistedBy'> =>
  call ? { assistedBy: { staffId: call.actor.sub, name: call.actor.name } } : {};

interface PricedLine {
  itemCode: string;
  productCode: string;
  name: string;
  format: Format;
  digital: boolean;
  taxClass: TaxClass;
  quantity: number;
  unitPrice: number;
  /** The organisation discount's share, already taken off net. */
  discount?: number;
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

/**
 * Each entry checked and priced as the catalogue has it now, in integer minor units; an accepted
 * quote the cart holds (quote-prices.ts) gives its unit prices instead.
 */
function pricedLines(
  scope: PricingScope,
  entries: { itemCode: string; quantity: number }[],
  quoted: QuotedPrices | undefined,
): PricedLine[] {
  const { currency } = scope.site;
  return entries.map((entry) => {
    const check = checkLine(scope.snapshot, scope.site.siteId, entry.itemCode, entry.quantity);
    if (!check.ok) throw lineProblem(check.status, check.error, check.message, check.limit);
    const { item, product } = check;
    const unitPrice =
      quoted?.lines.get(item.code)?.unitPrice ??
      toMinorUnits(unitPriceAt(priceOf(item, currency), entry.quantity), currency);
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

/** What the buyer gave that changes the tax: a VAT number or an exemption certificate, both checked. */
interface BuyerTerms {
  tax: TaxBuyer;
  vatNumber: string | null;
  taxExemption: TaxExemptionInput | null;
}

function buyerTerms(scope: PricingScope, body: Pick<PlaceOrder, 'vatNumber' | 'taxExemption'>): BuyerTerms {
  if (body.taxExemption !== undefined) {
    const today = new Date().toISOString().slice(0, 10);
    const taxExemption = checkTaxExemption(scope.site, body.taxExemption, today);
    if (body.vatNumber !== undefined) checkVatNumber(scope.site, scope.flags, body.vatNumber);
    return { tax: { kind: 'exempt' }, vatNumber: null, taxExemption };
  }
  if (body.vatNumber !== undefined) {
    const vat = checkVatNumber(scope.site, scope.flags, body.vatNumber);
    return {
      tax: { kind: 'vat-registered', vatCountry: vat.country },
      vatNumber: vat.number,
      taxExemption: null,
    };
  }
  return { tax: { kind: 'standard' }, vatNumber: null, taxExemption: null };
}

function taxOf(
  scope: PricingScope,
  address: Address,
  lines: PricedLine[],
  shippingNet: number,
  buyer: TaxBuyer,
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
      buyer,
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
  discount?: DiscountStanding;
  /** Priced at an accepted quote's prices: negotiated already, so no organisation discount on top. */
  quoted: boolean;
}

/**
 * An organisation's cart with the org-level discount flag on: the discount in the state it is in,
 * shared over the lines when applied, and the tax worked out on the discounted nets. The subtotal
 * (and so the delivery charge's threshold) stays the one before the discount. A quote's prices are
 * what was negotiated: no discount is taken off them.
 */
async function takeDiscount(
  tx: Tx,
  scope: PricingScope,
  address: Address,
  organisation: AccountRef | null,
  priced: PricedCart,
  buyer: TaxBuyer,
): Promise<PricedCart> {
  if (organisation === null || priced.quoted || !scope.flags['org-level-discount']) return priced;
  const discount = await discountStanding(tx, organisation.id, priced.subtotal);
  if (!discount) return priced;
  const shares = allocateDiscount(
    priced.lines.map((line) => line.net),
    discount.amount,
  );
  const lines = priced.lines.map((line, index) => {
    const share = shares[index] ?? 0;
    return { ...line, discount: share, net: line.net - share };
  });
  return { ...priced, lines, discount, tax: taxOf(scope, address, lines, priced.charge, buyer) };
}

/** The cart's entries priced for delivery to the address: the one pricing of checkout and placement. */
function priceCart(
  scope: PricingScope,
  address: Address,
  entries: { itemCode: string; quantity: number }[],
  wanted: PlaceOrder['deliveryMethod'],
  buyer: TaxBuyer,
  quoted: QuotedPrices | undefined,
): PricedCart {
  if (entries.length === 0) {
    throw new ProblemError(
      409,
      'The cart is empty: there is nothing to order (it may just have been ordered).',
    );
  }
  const lines = pricedLines(scope, entries, quoted);
  const subtotal = lines.reduce((sum, line) => sum + line.net, 0);
  const { method, charge } = delivery(scope, lines, subtotal, wanted);
  return {
    lines,
    subtotal,
    method,
    charge,
    tax: taxOf(scope, address, lines, charge, buyer),
    quoted: quoted !== undefined,
  };
}

/**
 * The customer's cart priced as checkout and placement both price it: at the quote's prices when it
 * holds an accepted quote's lines, less the organisation's discount, and gated by the qualifications
 * of whom the order is for. `lock` (placement) locks the cart and the organisation's row, so the
 * discount's spending limit is read by one placement at a time.
 */
async function priceOwnCart(
  tx: Tx,
  scope: PricingScope,
  customer: CustomerRow,
  body: CheckoutPriceRequest,
  address: Address,
  terms: BuyerTerms,
  lock: boolean,
) {
  const cart = await ownCart(tx, scope, customer.id, body.cartId, lock);
  const organisation = await buyingFor(tx, scope.site, customer.id, cart.organisationId, lock);
  const entries = await entriesOf(tx, cart.id);
  const quoted = await cartQuote(tx, cart.quoteId, entries);
  const price = await takeDiscount(
    tx,
    scope,
    address,
    organisation,
    priceCart(scope, address, entries, body.deliveryMethod, terms.tax, quoted),
    terms.tax,
  );
  const qualifiedUser = await gateOrder(
    tx,
    scope.snapshot,
    scope.site,
    customer,
    organisation,
    body.qualifiedUserId,
    price.lines,
  );
  return { cart, organisation, quoted, price, qualifiedUser };
}

/**
 * What placing the cart with these choices would charge, worked out as placing does and written
 * nowhere: the same refusals (qualifications; the payment type when one is named) and the same tax.
 */
export async function priceCheckout(
  scope: PricingScope,
  customer: CustomerRow,
  body: CheckoutPriceRequest,
): Promise<CheckoutPrice> {
  const address = await ownAddress(scope.db, customer.id, body.addressId, scope.flags);
  const terms = buyerTerms(scope, body);
  const priced = await scope.db.transaction(async (tx) => {
    const { price, organisation, qualifiedUser } = await priceOwnCart(
      tx,
      scope,
      customer,
      body,
      address,
      terms,
      false,
    );
    return { ...price, organisation, qualifiedUser };
  });
  if (body.paymentType !== undefined) {
    checkPaymentType(
      scope.site,
      scope.flags,
      { paymentType: body.paymentType, purchaseOrderNumber: body.purchaseOrderNumber },
      priced.tax.grossTotal,
    );
  }
  const { lines, subtotal, method, charge, tax, discount, organisation, qualifiedUser } = priced;
  const taxByLine = new Map(tax.lines.map((line) => [line.key, line]));
  return {
    currency: scope.site.currency,
    lines: lines.map((line) => {
      const taxed = taxByLine.get(line.itemCode);
      return {
        ...line,
        discount: line.discount ?? 0,
        tax: taxed?.tax ?? 0,
        taxComponents: taxed?.components ?? [],
      };
    }),
    deliveryMethod: method,
    totals: {
      subtotal,
      discount: discount?.amount ?? 0,
      delivery: charge,
      tax: tax.taxTotal,
      total: tax.grossTotal,
    },
    ...(organisation ? { organisation } : {}),
    ...(organisation && qualifiedUser ? { qualifiedUser } : {}),
    ...(discount ? { discount: orderDiscountOf(discount) } : {}),
    taxes: {
      treatment: tax.treatment,
      jurisdiction: tax.jurisdiction.name,
      deliveryTax: tax.shipping.tax,
      components: tax.components,
    },
  };
}

/** With the OFAC flag: the first of the buyer's and the delivery names on the sanctions list. */
function screeningMatchOf(scope: PlacementScope, customer: CustomerRow, address: Address) {
  if (!scope.flags.ofac) return null;
  const buyer = [
    `${customer.firstName} ${customer.lastName}`,
    ...(address.organisation ? [address.organisation] : []),
  ];
  return scope.screening.screen({ buyer, delivery: address.fullName }) ?? null;
}

/**
 * The states a new order starts in. A screening match holds it before anything else and takes no
 * payment yet; an exemption certificate waits for review whatever the payment type.
 */
function placementStates(body: PlaceOrder, held: boolean, exempt: boolean) {
  if (held) return { status: 'held-for-review', paymentStatus: 'unpaid' } as const;
  const paymentStatus = initialPaymentStatus(body.paymentType);
  return { status: exempt ? 'tax-review' : statusGoingOn(paymentStatus), paymentStatus } as const;
}

/** Writes the order in one transaction with the cart's lock, and empties the cart. Answers the order's id. */
async function writeOrder(
  scope: PlacementScope,
  customer: CustomerRow,
  key: KeyRef,
  body: PlaceOrder,
): Promise<string> {
  const address = await ownAddress(scope.db, customer.id, body.addressId, scope.flags);
  const terms = buyerTerms(scope, body);
  return scope.db.transaction(async (tx) => {
    const { cart, organisation, quoted, price, qualifiedUser } = await priceOwnCart(
      tx,
      scope,
      customer,
      body,
      address,
      terms,
      true,
    );
    const { lines, subtotal, method, charge, tax, discount } = price;
    checkPaymentType(scope.site, scope.flags, body, tax.grossTotal);
    const taxByLine = new Map(tax.lines.map((line) => [line.key, line]));
    const screeningMatch = screeningMatchOf(scope, customer, address);
    const states = placementStates(body, screeningMatch !== null, terms.taxExemption !== null);

    const now = new Date();
    const id = randomUUID();
    const number = await nextOrderNumber(tx, scope.site.siteId, now);
    const placed: OrderRow = {
      id,
      number,
      userId: customer.id,
      siteId: scope.site.siteId,
      locale: scope.locale,
      currency: scope.site.currency,
      cartId: cart.id,
      email: customer.orderEmail ?? customer.email,
      ...states,
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
      purchaseOrderNumber: body.purchaseOrderNumber ?? null,
      // The transfer's reference is the order number (bank-transfer.ts), given once nothing holds the order.
      paymentReference: body.paymentType === 'bank-transfer' && !screeningMatch ? number : null,
      vatNumber: terms.vatNumber,
      taxExemption: terms.taxExemption,
      screeningMatch,
      refundId: null,
      organisationId: organisation?.id ?? null,
      qualifiedUserId: qualifiedUser?.id ?? customer.id,
      quoteId: quoted?.id ?? null,
      discountTotal: discount?.amount ?? 0,
      discount: discount ? discountRecord(discount) : null,
      assistedBy: scope.assistedBy ?? null,
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
    if (quoted) await markQuoteOrdered(tx, quoted, id, cart.id);
    await tx.delete(cartEntries).where(eq(cartEntries.cartId, cart.id));
    await tx.update(carts).set({ updatedAt: now.toISOString() }).where(eq(carts.id, cart.id));
    // An order not waiting for a card payment is confirmed now: fulfilment of digital lines and mails.
    await confirmOrder(tx, id, scope.storeOrigins);
    await keyMadeOrder(tx, key, id);
    return id;
  });
}

/** Where the provider's page sends the customer back: only the store itself, or this would be an open redirect. */
export function checkReturnAddress(
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
export const withOrderNumber = (address: string, number: string) =>
  address.replaceAll(ORDER_NUMBER_PLACEHOLDER, number);

/** How a written card order is paid; answers where the customer goes next, if anywhere. */
export type CardPayment = (
  scope: PlacementScope,
  customer: CustomerRow,
  orderId: string,
  body: PlaceOrder,
) => Promise<string | undefined>;

/**
 * How an order is placed: `payByCard` pays a card order; `keyed`, when the placement serves another
 * request (express checkout's), is what the Idempotency-Key names instead of the body.
 */
export interface PlacementWay {
  keyed?: unknown;
  payByCard: CardPayment;
}

/**
 * Opens the provider's hosted page for a card order once, and records it on the order. The card is
 * saved to the customer's provider Customer once paid, for express checkout.
 */
async function openCheckout(
  scope: PlacementScope,
  customer: CustomerRow,
  orderId: string,
  body: PlaceOrder,
): Promise<string> {
  const order = await orderById(scope.db, orderId);
  const checkout = await scope.payments.createCheckout({
    order,
    locale: scope.locale,
    successUrl: withOrderNumber(body.successUrl, order.number),
    cancelUrl: withOrderNumber(body.cancelUrl, order.number),
    customer: await paymentCustomerFor(scope, customer),
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
  way: PlacementWay = { payByCard: openCheckout },
): Promise<PlacedOrder> {
  checkReturnAddress(body.successUrl, 'successUrl', scope.storeOrigins);
  checkReturnAddress(body.cancelUrl, 'cancelUrl', scope.storeOrigins);
  const key: KeyRef = { userId: customer.id, key: idempotencyKey };
  // The reCAPTCHA response is checked before placement (checkout-recaptcha.ts); a repeat may carry none.
  const { recaptchaToken: _recaptcha, ...request } = body;
  const claim = await claimKey(scope.db, key, requestHash(scope.site.siteId, way.keyed ?? request));
  if (claim.kind === 'replay') return placedOrderSchema.parse(claim.response);
  try {
    const orderId = claim.orderId ?? (await writeOrder(scope, customer, key, body));
    const [placed] = await scope.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    // A held card order is not sent to the provider: the customer pays from the order once released.
    const pays = body.paymentType === 'card' && placed?.status !== 'held-for-review';
    const redirectUrl = pays ? await way.payByCard(scope, customer, orderId, body) : undefined;
    const order = await orderById(scope.db, orderId);
    const answer: PlacedOrder = redirectUrl === undefined ? { order } : { order, redirectUrl };
    await completeKey(scope.db, key, answer);
    return answer;
  } catch (error) {
    await releaseKey(scope.db, key);
    throw error;
  }
}
