import { checkOwnCustomer, ownCustomerRecord } from '../customers/own-customer.ts';
import { signedInCustomer, type SignInDeps } from '../customers/signed-in-customer.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { listQualifications, submitQualification } from './qualifications.ts';

/** The Qualifications operations: the customer's own records and submissions (the operator's reviews are qualification-reviews.ts). */

export const qualificationRoutes: RouteGroup<SignInDeps> = {
  tags: ['Qualifications'],
  register(route, deps) {
    const db = deps.database.db;

    route('listQualifications', async ({ params, context }) => {
      const customer = await signedInCustomer(deps, context);
      checkOwnCustomer(customer, params.userId, 'read its own customer’s qualifications');
      return listQualifications(db, customer.userId, context.site.siteId);
    });

    route('submitQualification', async ({ params, body, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'submit its own customer’s qualifications',
      );
      return submitQualification(db, customer.id, context.site.siteId, body);
    });
  },
};
