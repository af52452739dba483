import { ProblemError } from '@store/service-runtime';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale } from '../http/site-context.ts';
import { accountSummary } from './account-summary.ts';
import { setOrderEmail, toOrderEmail, toProfile } from './customers.ts';
import { requireStepUp } from './confirmed-step-up.ts';
import { checkLogoutAddress } from './logout-address.ts';
import { ownCustomerRecord } from './own-customer.ts';
import { customerRecord, noCustomerRecord, signedInCustomer, type SignInDeps } from './signed-in-customer.ts';
import type { StepUp } from './step-up.ts';

/** The Customers operations: profile, session check, logout, the order confirmation email, the account summary. */

/** What the customer is asked to confirm in the StepUp tree (its description). */
export const ORDER_EMAIL_STEP_UP = 'Change where your order confirmations and invoices are sent';

export interface CustomerRouteDeps extends SignInDeps {
  stepUp: StepUp;
  /** Origins a logout may redirect to besides store paths and loopback addresses. */
  storeOrigins: ReadonlySet<string>;
}

export const customerRoutes: RouteGroup<CustomerRouteDeps> = {
  tags: ['Customers'],
  register(route, deps) {
    route('getUser', async ({ params, query, context }) => {
      if (query.locale !== undefined) siteLocale(context.site, query.locale);
      const region = query.routingRegion;
      if (region !== undefined && region !== context.site.routingRegion) {
        throw new ProblemError(
          400,
          `The routingRegion '${region}' does not match site ${context.site.siteId}, which is served from region ${context.site.routingRegion}.`,
          { errors: [{ path: 'query.routingRegion', message: `expects ${context.site.routingRegion}` }] },
        );
      }
      return toProfile(
        await ownCustomerRecord(deps, context, params.userId, 'read its own customer’s profile'),
      );
    });

    route('getCurrentCustomer', async ({ context }) =>
      toProfile(customerRecord(await signedInCustomer(deps, context))),
    );

    // Never looks the token up: an unknown or foreign token gets the same answer as a valid one.
    route('logout', async ({ body, context }) => {
      const redirectUrl = checkLogoutAddress(body.logoutUrl, deps.storeOrigins);
      if (context.credentials.kind === 'bearer') deps.customerTokens.forget(context.credentials.token);
      return { redirectUrl };
    });

    route('getOrderEmail', async ({ params, context }) =>
      toOrderEmail(
        await ownCustomerRecord(deps, context, params.userId, 'read its own customer’s order email'),
      ),
    );

    // Step-up (requirements §4): the body is checked first, so nobody confirms their password for a change
    // that would be refused anyway; the write happens only once identity has consumed the transaction.
    route('changeOrderEmail', async ({ params, body, context, headers }) => {
      const { userId } = params;
      await ownCustomerRecord(deps, context, userId, 'change its own customer’s order email');
      await requireStepUp({
        stepUp: deps.stepUp,
        userId,
        headers,
        description: ORDER_EMAIL_STEP_UP,
        change: 'Changing the order confirmation email',
      });
      const updated = await setOrderEmail(deps.database.db, userId, body.email);
      if (!updated) throw noCustomerRecord(userId);
      return toOrderEmail(updated);
    });

    route('getAccountSummary', async ({ params, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'read its own customer’s account',
      );
      return accountSummary(deps.database.db, customer.id, context.site.siteId);
    });
  },
};
