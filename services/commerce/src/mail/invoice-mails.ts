import { eq } from 'drizzle-orm';
import type { Order } from '@store/contracts/commerce';
import { enqueueMail } from '@store/mail';
import type { Tx } from '../carts/carts.ts';
import { customers } from '../db/schema.ts';
import { greetingName, type MailTarget } from './order-mails.ts';
import { invoiceLink } from './store-links.ts';

/**
 * The "invoice issued" mail (docs/invoices.md): queued in the transaction that issues the invoice,
 * to the customer's invoice email (docs/preferences.md), else the order's email, in the order's
 * locale, with a link to the invoice's page in the store.
 */

/** The address the customer chose for invoices and receipts; undefined when they chose none. */
export async function invoiceEmailOf(tx: Tx, userId: string): Promise<string | undefined> {
  const [customer] = await tx
    .select({ invoiceEmail: customers.invoiceEmail })
    .from(customers)
    .where(eq(customers.id, userId));
  return customer?.invoiceEmail ?? undefined;
}

export interface IssuedInvoice {
  id: string;
  number: string;
  currency: string;
  total: number;
  dueOn: string;
}

export async function queueInvoiceIssued(
  tx: Tx,
  order: Pick<Order, 'number' | 'email' | 'deliveryAddress'>,
  invoice: IssuedInvoice,
  target: MailTarget,
): Promise<void> {
  await enqueueMail(tx, {
    template: 'invoiceIssued',
    to: (await invoiceEmailOf(tx, target.userId)) ?? order.email,
    locale: target.locale,
    params: {
      name: await greetingName(tx, target.userId, order),
      invoiceNumber: invoice.number,
      orderNumber: order.number,
      currency: invoice.currency,
      total: invoice.total,
      dueOn: invoice.dueOn,
      invoiceLink: invoiceLink(target.origins, target.locale, invoice.id),
    },
  });
}
