import { checkOwnCustomer } from '../customers/own-customer.ts';
import { signedInCustomer, type SignInDeps } from '../customers/signed-in-customer.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { customerInvoice, customerInvoices } from './invoice-reads.ts';

/** The Invoices operations: the customer's invoices and credit notes, and one of them in full. */
export const invoiceRoutes: RouteGroup<SignInDeps> = {
  tags: ['Invoices'],
  register(route, deps) {
    const db = deps.database.db;

    route('listInvoices', async ({ params, query, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'read its own customer’s invoices');
      return customerInvoices(db, customer.userId, context.site.siteId, query);
    });

    route('getInvoice', async ({ params, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'read its own customer’s invoices');
      return customerInvoice(db, customer.userId, context.site.siteId, params.invoiceId);
    });
  },
};
