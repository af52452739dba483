import { checkOwnCustomer } from '../../customers/own-customer.ts';
import { signedInCustomer, type SignInDeps } from '../../customers/signed-in-customer.ts';
import type { RouteGroup } from '../../http/route-builder.ts';
import { siteLocale } from '../../http/site-context.ts';
import { customerInvoice } from '../invoice-reads.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** The Invoice documents operation: an invoice or credit note as its printed PDF, behind getInvoice's access check. */
export const invoicePdfRoutes: RouteGroup<SignInDeps> = {
  tags: ['Invoice documents'],
  register(route, deps) {
    route('getInvoicePdf', async ({ params, query, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'read its own customer’s invoices');
      const locale = query.locale === undefined ? undefined : siteLocale(context.site, query.locale);
      const invoice = await customerInvoice(
        deps.database.db,
        customer.userId,
        context.site.siteId,
        params.invoiceId,
      );
      return {
        bytes: await renderInvoicePdf(invoice, locale ?? invoice.locale),
        filename: `${invoice.number}.pdf`,
      };
    });
  },
};
