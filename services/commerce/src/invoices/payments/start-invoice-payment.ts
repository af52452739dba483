import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  INVOICE_PAYMENT_PLACEHOLDER,
  type InvoicePaymentRequest,
  type InvoicePaymentStarted,
} from '@store/contracts/commerce';
import type { Db } from '@store/database';
import type { Locale } from '@store/locales';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../../carts/carts.ts';
import type { CustomerRow } from '../../customers/customers.ts';
import { invoicePaymentAllocations, invoicePayments, invoices } from '../../db/schema.ts';
import { siteLocale, type Site } from '../../http/site-context.ts';
import { requestHash } from '../../orders/idempotency.ts';
import { checkReturnAddress } from '../../orders/place-order.ts';
import type { StripePayments } from '../../payments/stripe-payments.ts';
import { nextDocumentNumber } from '../document-numbers.ts';
import { invoiceReader, reaches } from '../invoice-access.ts';
import {
  amountText,
  balanceOf,
  heldAmounts,
  lockPayment,
  toInvoicePayment,
  type InvoiceRow,
  type PaymentRow,
} from './invoice-payment-records.ts';

/**
 * Starting a payment of one or several invoices (docs/invoice-payments.md). Every amount is checked
 * against its invoice under the invoice's lock, and the pending payment's allocations hold their
 * amounts from the same transaction on, so two payments can never cover one amount. A card payment
 * then gets its provider page; a bank transfer waits for an operator to record it received.
 */

export interface InvoicePaymentScope {
  db: Db;
  payments: StripePayments;
  storeOrigins: ReadonlySet<string>;
}

const notYours = (invoiceId: string) =>
  new ProblemError(404, `You have no invoice ${invoiceId} on this store.`);

/**
 * Each allocation's invoice, checked: one the caller reaches on this site (their own, or their
 * organisation's as its finance member), open, in one currency, the amount payable now.
 */
async function checkAllocations(
  tx: Tx,
  customer: CustomerRow,
  siteId: string,
  body: InvoicePaymentRequest,
  locked: readonly InvoiceRow[],
): Promise<string> {
  const reader = await invoiceReader(tx, customer.id, siteId);
  const held = await heldAmounts(
    tx,
    locked.map((row) => row.id),
  );
  let currency: string | undefined;
  body.allocations.forEach(({ invoiceId, amount }, index) => {
    const invoice = locked.find((row) => row.id === invoiceId);
    if (!invoice || !reaches(reader, invoice)) throw notYours(invoiceId);
    if (invoice.kind !== 'invoice') {
      throw new ProblemError(409, `${invoice.number} is a credit note; there is nothing to pay on it.`);
    }
    if (invoice.status === 'cancelled' || invoice.status === 'credited') {
      throw new ProblemError(
        409,
        `Invoice ${invoice.number} is ${invoice.status}; there is nothing to pay on it.`,
      );
    }
    const balance = balanceOf(invoice);
    if (balance === 0) {
      throw new ProblemError(
        409,
        `Invoice ${invoice.number} is already paid in full; nothing is left to pay.`,
      );
    }
    if (currency !== undefined && invoice.currency !== currency) {
      throw new ProblemError(
        422,
        `A payment is in one currency: invoice ${invoice.number} is in ${invoice.currency}, the others in ${currency}. Pay them separately.`,
        {
          errors: [
            { path: `body.allocations.${index}.invoiceId`, message: `expects an invoice in ${currency}` },
          ],
        },
      );
    }
    currency = invoice.currency;
    const holding = held.get(invoice.id) ?? 0;
    const payable = Math.max(0, balance - holding);
    if (amount > payable) {
      const why =
        holding > 0
          ? ` ${amountText(holding, invoice.currency)} of its balance of ${amountText(balance, invoice.currency)} is held by a payment in progress; it is released if that payment fails or is cancelled.`
          : '';
      throw new ProblemError(
        422,
        `Invoice ${invoice.number}: at most ${amountText(payable, invoice.currency)} can be paid now.${why}`,
        {
          errors: [
            {
              path: `body.allocations.${index}.amount`,
              message: `expects at most ${payable}`,
            },
          ],
        },
      );
    }
  });
  if (currency === undefined) throw new Error('a payment request names at least one invoice');
  return currency;
}

type Created = { kind: 'created'; row: PaymentRow } | { kind: 'existing'; row: PaymentRow };

async function paymentByKey(db: Db | Tx, userId: string, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.userId, userId), eq(invoicePayments.idempotencyKey, key)));
  return row;
}

/**
 * In one transaction: the invoices locked in id order (so two payments of the same invoices queue
 * rather than deadlock), checked, and the pending payment and its allocations written.
 */
async function createPayment(
  db: Db,
  customer: CustomerRow,
  site: Site,
  key: string,
  hash: string,
  body: InvoicePaymentRequest,
): Promise<Created> {
  return db.transaction(async (tx) => {
    const ids = body.allocations.map((a) => a.invoiceId).sort();
    const locked = await tx
      .select()
      .from(invoices)
      .where(inArray(invoices.id, ids))
      .orderBy(asc(invoices.id))
      .for('update');
    // A first call with this key may have committed while this one waited for the locks.
    const existing = await paymentByKey(tx, customer.id, key);
    if (existing) return { kind: 'existing', row: existing };
    const currency = await checkAllocations(tx, customer, site.siteId, body, locked);
    const now = new Date();
    const [row] = await tx
      .insert(invoicePayments)
      .values({
        id: randomUUID(),
        receiptNumber: await nextDocumentNumber(tx, site.siteId, 'RC', now),
        userId: customer.id,
        siteId: site.siteId,
        locale: siteLocale(site, body.locale),
        currency,
        method: body.method,
        status: 'pending',
        amount: body.allocations.reduce((sum, a) => sum + a.amount, 0),
        idempotencyKey: key,
        requestHash: hash,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new ProblemError(
        409,
        'The first request with this Idempotency-Key is still being processed; repeat it in a moment for its answer.',
      );
    }
    await tx
      .insert(invoicePaymentAllocations)
      .values(body.allocations.map((a) => ({ paymentId: row.id, invoiceId: a.invoiceId, amount: a.amount })));
    return { kind: 'created', row };
  });
}

const withPaymentId = (address: string, paymentId: string) =>
  address.replaceAll(INVOICE_PAYMENT_PLACEHOLDER, paymentId);

/**
 * The card payment's provider page: opened once (its idempotency key is the payment's), its session
 * kept; a repeat answers the page again while it is open. A payment no longer pending by the time
 * its page opened (an operator's or reconciler's decision in between) has that page closed at once.
 */
async function cardPage(
  scope: InvoicePaymentScope,
  customer: CustomerRow,
  row: PaymentRow,
  body: InvoicePaymentRequest,
  locale: Locale,
): Promise<string | undefined> {
  if (row.status !== 'pending') return undefined;
  if (row.checkoutSessionId !== null) {
    const session = await scope.payments.checkoutSession(row.checkoutSessionId).catch((error: unknown) => {
      if (error instanceof Stripe.errors.StripeError) {
        throw new ProblemError(
          503,
          'The payment provider cannot be reached to find your payment page; send the request again shortly.',
        );
      }
      throw error;
    });
    return session.status === 'open' && session.url ? session.url : undefined;
  }
  const invoiceLines = await scope.db
    .select({ invoiceNumber: invoices.number, amount: invoicePaymentAllocations.amount })
    .from(invoicePaymentAllocations)
    .innerJoin(invoices, eq(invoices.id, invoicePaymentAllocations.invoiceId))
    .where(eq(invoicePaymentAllocations.paymentId, row.id))
    .orderBy(asc(invoices.number));
  const checkout = await scope.payments.createInvoiceCheckout({
    paymentId: row.id,
    receiptNumber: row.receiptNumber,
    currency: row.currency,
    lines: invoiceLines,
    email: customer.orderEmail ?? customer.email,
    locale,
    successUrl: withPaymentId(body.successUrl, row.id),
    cancelUrl: withPaymentId(body.cancelUrl, row.id),
  });
  const kept = await scope.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, row.id);
    if (locked?.status !== 'pending') return false;
    await tx
      .update(invoicePayments)
      .set({ checkoutSessionId: checkout.sessionId, updatedAt: new Date().toISOString() })
      .where(eq(invoicePayments.id, row.id));
    return true;
  });
  if (!kept) {
    await scope.payments.closeCheckout(checkout.sessionId);
    return undefined;
  }
  return checkout.url;
}

/**
 * Starts the payment, once per Idempotency-Key: the same key and body answer the same payment (a
 * pending card payment its open page again, or a page at last if the provider could not be reached
 * before); the same key with another body is a 422.
 */
export async function startInvoicePayment(
  scope: InvoicePaymentScope,
  customer: CustomerRow,
  site: Site,
  idempotencyKey: string,
  body: InvoicePaymentRequest,
): Promise<InvoicePaymentStarted> {
  checkReturnAddress(body.successUrl, 'successUrl', scope.storeOrigins);
  checkReturnAddress(body.cancelUrl, 'cancelUrl', scope.storeOrigins);
  const locale = siteLocale(site, body.locale);
  const hash = requestHash(site.siteId, { invoicePayment: body });
  const earlier = await paymentByKey(scope.db, customer.id, idempotencyKey);
  const row = earlier ?? (await createPayment(scope.db, customer, site, idempotencyKey, hash, body)).row;
  if (row.requestHash !== hash) {
    throw new ProblemError(
      422,
      'This Idempotency-Key was used for another invoice payment; use a new key for a new payment.',
    );
  }
  const redirectUrl = row.method === 'card' ? await cardPage(scope, customer, row, body, locale) : undefined;
  const [now] = await scope.db.select().from(invoicePayments).where(eq(invoicePayments.id, row.id));
  return {
    payment: await toInvoicePayment(scope.db, now ?? row),
    ...(redirectUrl === undefined ? {} : { redirectUrl }),
  };
}
