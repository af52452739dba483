import { checkOwnCustomer, ownCustomerRecord } from '../../customers/own-customer.ts';
import { signedInCustomer, type SignInDeps } from '../../customers/signed-in-customer.ts';
import type { RouteGroup } from '../../http/route-builder.ts';
import { idempotencyKeyOf } from '../../orders/idempotency.ts';
import type { StripePayments } from '../../payments/stripe-payments.ts';
import { cancelInvoicePayment } from './cancel-invoice-payment.ts';
import { ownPayment, toInvoicePayment } from './invoice-payment-records.ts';
import { startInvoicePayment } from './start-invoice-payment.ts';

/** The Invoice payments operations: start a payment of the customer's invoices, read it, give it up. */

export interface InvoicePaymentRouteDeps extends SignInDeps {
  payments: StripePayments;
  storeOrigins: ReadonlySet<string>;
}

const WHAT = 'pay its own customer’s invoices';

export const invoicePaymentRoutes: RouteGroup<InvoicePaymentRouteDeps> = {
  tags: ['Invoice payments'],
  register(route, deps) {
    const db = deps.database.db;

    route('startInvoicePayment', async ({ params, body, context, headers }) => {
      const customer = await ownCustomerRecord(deps, context, params.userId, WHAT);
      return startInvoicePayment(
        { db, payments: deps.payments, storeOrigins: deps.storeOrigins },
        customer,
        context.site,
        idempotencyKeyOf(headers),
        body,
      );
    });

    route('getInvoicePayment', async ({ params, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'read its own customer’s invoice payments');
      const owner = { userId: customer.userId, siteId: context.site.siteId };
      return toInvoicePayment(db, await ownPayment(db, owner, params.paymentId));
    });

    route('cancelInvoicePayment', async ({ params, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, WHAT);
      return cancelInvoicePayment(
        db,
        deps.payments,
        { userId: customer.userId, siteId: context.site.siteId },
        params.paymentId,
      );
    });
  },
};
