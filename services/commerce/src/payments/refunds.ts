import type { StripePayments } from './stripe-payments.ts';

/**
 * Refunds of cancelled orders through the payment provider. The refund's idempotency key is derived
 * from the order, so however often a cancellation is retried, the provider refunds the order once.
 */

export const refundKey = (orderId: string) => `order-${orderId}-refund`;

/** Refunds what the order's PaymentIntent took and answers the provider's refund id (re_…). */
export function refundOrder(
  payments: StripePayments,
  order: { id: string; paymentIntentId: string },
): Promise<string> {
  return payments.refundPayment(order.paymentIntentId, refundKey(order.id));
}
