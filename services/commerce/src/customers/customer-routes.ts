import { TRANSACTION_ID_HEADER } from '@store/contracts/identity';
import { ProblemError } from '@store/service-runtime';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale } from '../http/site-context.ts';
import { setOrderEmail, toOrderEmail, toProfile } from './customers.ts';
import { askIdentity } from './identity-unavailable.ts';
import { checkLogoutAddress } from './logout-address.ts';
import { ownCustomerRecord } from './own-customer.ts';
import { customerRecord, noCustomerRecord, signedInCustomer, type SignInDeps } from './signed-in-customer.ts';
import type { StepUp } from './step-up.ts';

/** The Customers operations: profile, session check, logout and the order confirmation email. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the customer is asked to confirm in the StepUp tree (its description). */
export const ORDER_EMAIL_STEP_UP = 'Change where your order confirmations and invoices are sent';

const STEP_UP_WAITS = 'The change cannot be confirmed until it answers; try again shortly.';

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
      const transactionId = headers[TRANSACTION_ID_HEADER];
      if (transactionId !== undefined && (typeof transactionId !== 'string' || !UUID.test(transactionId))) {
        throw new ProblemError(
          400,
          `The ${TRANSACTION_ID_HEADER} header must be one transaction id (a UUID) from the step-up advice.`,
          { errors: [{ path: `header.${TRANSACTION_ID_HEADER}`, message: 'expects a UUID' }] },
        );
      }
      const confirmed =
        transactionId !== undefined &&
        (await askIdentity(deps.stepUp.consume(transactionId, userId), STEP_UP_WAITS));
      if (!confirmed) {
        const challenge = await askIdentity(
          deps.stepUp.challenge(userId, ORDER_EMAIL_STEP_UP),
          STEP_UP_WAITS,
        );
        throw new ProblemError(
          401,
          transactionId === undefined
            ? 'Changing the order confirmation email needs you to confirm it is you: complete the step-up in WWW-Authenticate, then send the change again with its transaction id in x-txid.'
            : 'That confirmation is unknown, not yours, expired or already used: complete the new step-up in WWW-Authenticate and send the change again.',
          {},
          { 'www-authenticate': challenge },
        );
      }
      const updated = await setOrderEmail(deps.database.db, userId, body.email);
      if (!updated) throw noCustomerRecord(userId);
      return toOrderEmail(updated);
    });
  },
};
