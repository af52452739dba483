import { minorDigits } from '@store/catalog';
import type { OrderStatus, PaymentStatus, PaymentType } from '@store/contracts/commerce';
import type { StoreId } from '@store/locales';
import { ProblemError } from '@store/service-runtime';
import type { CheckoutFlags } from '../flags/checkout-flags.ts';
import type { Site } from '../http/site-context.ts';

/**
 * Which payment types a store offers and what each does to a new order (docs/checkout.md). The
 * storefront's payment options (payment-options.ts) and placement both ask this module, so the
 * customer is offered exactly what the server accepts.
 */

/**
 * The lowest order total (minor units, the store's currency) a purchase order is taken for when the
 * PO threshold flag is on. Invoicing on account costs about the same whatever the amount (a credit
 * check, the invoice, reminders, matching the remittance), so below roughly 250 US dollars a card is
 * cheaper for both sides. Each store's amount is that value rounded to a figure its customers
 * recognise: 250 in the dollar currencies, 200 in pounds and euros, ¥30,000.
 */
export const PO_THRESHOLDS: Readonly<Record<StoreId, number>> = {
  usassessments: 250_00,
  caassessments: 250_00,
  auassessments: 250_00,
  nzassessments: 250_00,
  sgassessments: 250_00,
  ukassessments: 200_00,
  nlassessments: 200_00,
  esassessments: 200_00,
  asiaassessments: 30_000,
};

/** The Spanish store takes purchase orders only with the spanish-po flag (requirements §9). */
const SPANISH_STORE: StoreId = 'esassessments';

export function offeredPaymentTypes(site: Site, flags: CheckoutFlags): PaymentType[] {
  const purchaseOrder = site.siteId !== SPANISH_STORE || flags['spanish-po'];
  return [
    'card',
    ...(purchaseOrder ? (['purchase-order'] as const) : []),
    ...(flags['bank-transfer'] ? (['bank-transfer'] as const) : []),
  ];
}

/** The purchase order threshold in force: only with the PO threshold flag on. */
export function purchaseOrderMinimum(site: Site, flags: CheckoutFlags): number | undefined {
  return flags['po-threshold'] ? PO_THRESHOLDS[site.siteId] : undefined;
}

export function formatAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

const refuse = (path: string, detail: string, message: string) =>
  new ProblemError(422, detail, { errors: [{ path, message }] });

/** Throws the 422 of a payment type, or purchase order number, this order cannot use. */
export function checkPaymentType(
  site: Site,
  flags: CheckoutFlags,
  choice: { paymentType: PaymentType; purchaseOrderNumber?: string | undefined },
  total: number,
): void {
  const offered = offeredPaymentTypes(site, flags);
  if (!offered.includes(choice.paymentType)) {
    throw refuse(
      'body.paymentType',
      `This store does not take ${choice.paymentType} payments; it offers ${offered.join(', ')}.`,
      `expects one of ${offered.join(', ')}`,
    );
  }
  if (choice.paymentType !== 'purchase-order') {
    if (choice.purchaseOrderNumber !== undefined) {
      throw refuse(
        'body.purchaseOrderNumber',
        'A purchase order number goes with paymentType purchase-order only; leave it out or pay by purchase order.',
        'expects no purchase order number with this payment type',
      );
    }
    return;
  }
  if (choice.purchaseOrderNumber === undefined) {
    throw refuse(
      'body.purchaseOrderNumber',
      'Paying by purchase order needs your purchase order number: send purchaseOrderNumber.',
      'expects the purchase order number',
    );
  }
  const minimum = purchaseOrderMinimum(site, flags);
  if (minimum !== undefined && total < minimum) {
    throw refuse(
      'body.paymentType',
      `Purchase orders are taken for orders of ${formatAmount(minimum, site.currency)} or more; this order comes to ${formatAmount(total, site.currency)}. Pay by ${offered.filter((t) => t !== 'purchase-order').join(' or ')}, or add to the order.`,
      `expects a total of at least ${minimum} for purchase-order`,
    );
  }
}

/** The payment state a new order starts in (a card's becomes awaiting-payment once its checkout opens). */
export function initialPaymentStatus(paymentType: PaymentType): PaymentStatus {
  switch (paymentType) {
    case 'card':
      return 'unpaid';
    case 'purchase-order':
      return 'on-account';
    case 'bank-transfer':
      return 'awaiting-payment';
  }
}

/** Where an order goes once nothing holds it: on to fulfilment when paid or on account, else waiting for payment. */
export function statusGoingOn(paymentStatus: string): OrderStatus {
  return paymentStatus === 'paid' || paymentStatus === 'on-account' ? 'processing' : 'awaiting-payment';
}
