import { eq } from 'drizzle-orm';
import type { Order } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { enqueueMail, type MailParams } from '@store/mail';
import type { Tx } from '../carts/carts.ts';
import { customers } from '../db/schema.ts';
import type { FulfilledLine } from '../fulfilment/digital-fulfilment.ts';
import { orderLinks } from './store-links.ts';

/**
 * The order mails (docs/order-mail.md): queued in the outbox of the mail component in the
 * transaction that changes the order, so a mail goes out exactly when its change is kept. They go
 * to the order's email (the customer's order confirmation address at placement), in the order's
 * locale; the platform's mail worker sends them.
 */

export type ConfirmationSituation = MailParams<'orderConfirmation'>['situation'];

/**
 * What the confirmation says the order waits for, or undefined while there is nothing to confirm
 * (a card order before its payment). A held order is only "received": the customer is never told why.
 */
export function confirmationSituation(order: Order): ConfirmationSituation | undefined {
  if (order.status === 'held-for-review') return 'received';
  if (order.status === 'tax-review') return 'tax-review';
  const payment = order.payments[0];
  if (payment?.type === 'bank-transfer' && payment.status !== 'paid') return 'bank-transfer';
  if (payment?.status === 'on-account') return 'on-account';
  if (payment?.status === 'paid') return 'paid';
  return undefined;
}

/** The name the mail greets: the customer's first name, else the name on the delivery address. */
export async function greetingName(
  tx: Tx,
  userId: string,
  order: Pick<Order, 'deliveryAddress'>,
): Promise<string> {
  const [customer] = await tx
    .select({ firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, userId));
  return customer?.firstName ?? order.deliveryAddress.fullName;
}

/** The payment as the mail names it; a transfer's account only when the order waits for it (never while held). */
function paymentParams(
  order: Order,
  situation: ConfirmationSituation,
): MailParams<'orderConfirmation'>['order']['payment'] {
  const payment = order.payments[0];
  switch (payment?.type) {
    case 'purchase-order':
      return { type: 'purchase-order', purchaseOrderNumber: payment.purchaseOrderNumber ?? '' };
    case 'bank-transfer':
      return situation === 'bank-transfer' && payment.bankTransfer
        ? { type: 'bank-transfer', transfer: payment.bankTransfer }
        : { type: 'bank-transfer' };
    default:
      return { type: 'card' };
  }
}

export interface MailTarget {
  userId: string;
  locale: Locale;
  origins: ReadonlySet<string>;
}

/** Queues the order's confirmation, in the situation given. */
export async function queueOrderConfirmation(
  tx: Tx,
  order: Order,
  situation: ConfirmationSituation,
  target: MailTarget,
): Promise<void> {
  const links = orderLinks(target.origins, target.locale, order.number);
  const address = order.deliveryAddress;
  await enqueueMail(tx, {
    template: 'orderConfirmation',
    to: order.email,
    locale: target.locale,
    params: {
      name: await greetingName(tx, target.userId, order),
      situation,
      order: {
        number: order.number,
        placedAt: order.placedAt,
        currency: order.currency,
        lines: order.lines.map(({ name, quantity, net }) => ({ name, quantity, net })),
        totals: order.totals,
        deliveryMethod: order.deliveryMethod,
        deliveryAddress: {
          fullName: address.fullName,
          ...(address.organisation ? { organisation: address.organisation } : {}),
          lines: [address.line1, address.line2, address.line3].filter((line) => line !== undefined),
          city: address.city,
          ...(address.region ? { region: address.region } : {}),
          postcode: address.postcode,
          country: address.country,
        },
        payment: paymentParams(order, situation),
      },
      orderLink: links.order,
      statusLink: links.status,
    },
  });
}

/** Queues the access mail: each digital line fulfilled now with its code, and where to use it. */
export async function queueDigitalAccess(
  tx: Tx,
  order: Order,
  lines: readonly FulfilledLine[],
  target: MailTarget,
): Promise<void> {
  const links = orderLinks(target.origins, target.locale, order.number);
  await enqueueMail(tx, {
    template: 'digitalAccess',
    to: order.email,
    locale: target.locale,
    params: {
      name: await greetingName(tx, target.userId, order),
      orderNumber: order.number,
      lines: [...lines],
      platformLink: links.platformLogins,
      orderLink: links.order,
    },
  });
}
