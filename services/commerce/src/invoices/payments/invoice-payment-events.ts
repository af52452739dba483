import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '@store/database';
import { invoicePayments } from '../../db/schema.ts';
import { lockPayment } from './invoice-payment-records.ts';
import { settleInvoicePayment, type SettleScope } from './settle-invoice-payment.ts';

/**
 * What the payment provider's events do to an invoice payment (docs/invoice-payments.md, "Webhook").
 * The payment's page and PaymentIntent carry `invoicePaymentId` in their metadata; an event without
 * it is an order's (payments/payment-events.ts). Each change is taken under the payment's lock and
 * only from the state it applies to, so a repeated event changes nothing.
 */

export const INVOICE_PAYMENT_METADATA = 'invoicePaymentId';

const paymentIdSchema = z.uuid();

/** The invoice payment an object's metadata names, if it names one. */
export function invoicePaymentIdOf(metadata: Stripe.Metadata | null | undefined): string | undefined {
  const parsed = paymentIdSchema.safeParse(metadata?.[INVOICE_PAYMENT_METADATA]);
  return parsed.success ? parsed.data : undefined;
}

const idOf = (value: string | { id: string } | null): string | undefined =>
  value === null ? undefined : typeof value === 'string' ? value : value.id;

/** A paid Checkout Session of an invoice payment, as its completed event or a look at the provider gives it. */
export async function invoiceSessionPaid(
  scope: SettleScope,
  actor: string,
  session: Stripe.Checkout.Session,
): Promise<void> {
  const paymentId = invoicePaymentIdOf(session.metadata);
  if (paymentId === undefined || session.payment_status !== 'paid') return;
  const paymentIntentId = idOf(session.payment_intent);
  await settleInvoicePayment(scope, paymentId, {
    amount: session.amount_total,
    currency: session.currency,
    ...(paymentIntentId === undefined ? {} : { paymentIntentId }),
    actor,
  });
}

/**
 * A Checkout Session that expired unpaid: its payment failed (`expired`) and releases what it held.
 * Only the payment's own session counts, and only while the payment is pending.
 */
export async function invoiceSessionExpired(db: Db, session: Stripe.Checkout.Session): Promise<void> {
  const paymentId = invoicePaymentIdOf(session.metadata);
  if (paymentId === undefined) return;
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment?.status !== 'pending' || payment.checkoutSessionId !== session.id) return;
    await tx
      .update(invoicePayments)
      .set({ status: 'failed', failure: 'expired', updatedAt: new Date().toISOString() })
      .where(eq(invoicePayments.id, paymentId));
  });
}

/** A declined attempt: its code is kept and the payment stays pending, as the customer may try another card. */
async function attemptFailed(db: Db, intent: Stripe.PaymentIntent): Promise<void> {
  const paymentId = invoicePaymentIdOf(intent.metadata);
  if (paymentId === undefined) return;
  const failure =
    intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'payment_failed';
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment?.status !== 'pending') return;
    await tx
      .update(invoicePayments)
      .set({ failure, paymentIntentId: intent.id, updatedAt: new Date().toISOString() })
      .where(eq(invoicePayments.id, paymentId));
  });
}

/** Applies the event if it is an invoice payment's; answers whether it was. */
export async function applyInvoicePaymentEvent(scope: SettleScope, event: Stripe.Event): Promise<boolean> {
  const actor = `provider:${event.id}`;
  switch (event.type) {
    case 'checkout.session.completed':
      if (invoicePaymentIdOf(event.data.object.metadata) === undefined) return false;
      await invoiceSessionPaid(scope, actor, event.data.object);
      return true;
    case 'checkout.session.expired':
      if (invoicePaymentIdOf(event.data.object.metadata) === undefined) return false;
      await invoiceSessionExpired(scope.db, event.data.object);
      return true;
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const paymentId = invoicePaymentIdOf(intent.metadata);
      if (paymentId === undefined) return false;
      await settleInvoicePayment(scope, paymentId, {
        amount: intent.amount_received,
        currency: intent.currency,
        paymentIntentId: intent.id,
        actor,
      });
      return true;
    }
    case 'payment_intent.payment_failed':
      if (invoicePaymentIdOf(event.data.object.metadata) === undefined) return false;
      await attemptFailed(scope.db, event.data.object);
      return true;
    default:
      return false;
  }
}
