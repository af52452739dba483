import { requireStepUp } from '../customers/confirmed-step-up.ts';
import { ownCustomerRecord } from '../customers/own-customer.ts';
import { noCustomerRecord, type SignInDeps } from '../customers/signed-in-customer.ts';
import type { StepUp } from '../customers/step-up.ts';
import type { RouteGroup } from '../http/route-builder.ts';
import { siteLocale } from '../http/site-context.ts';
import { mailLocale } from './mail-locale.ts';
import { confirmMarketing, subscribeMarketing, unsubscribeMarketing } from './marketing-subscription.ts';
import { changePreferences, checkPreferredLocale, toPreferences } from './preferences.ts';

/** The Preferences operations (docs/preferences.md): language, invoice email, marketing emails. */

/** What the customer is asked to confirm in the StepUp tree (its description). */
export const INVOICE_EMAIL_STEP_UP = 'Change where your invoices and payment receipts are sent';

export interface PreferenceRouteDeps extends SignInDeps {
  stepUp: StepUp;
  /** Where the confirmation link points (the store's origins). */
  storeOrigins: ReadonlySet<string>;
}

export const preferenceRoutes: RouteGroup<PreferenceRouteDeps> = {
  tags: ['Preferences'],
  register(route, deps) {
    route('getPreferences', async ({ params, context }) =>
      toPreferences(
        await ownCustomerRecord(deps, context, params.userId, 'read its own customer’s preferences'),
        context.site,
      ),
    );

    // The body is checked before any step-up, so nobody confirms their password for a refused change.
    route('changePreferences', async ({ params, body, context, headers }) => {
      const { userId } = params;
      await ownCustomerRecord(deps, context, userId, 'change its own customer’s preferences');
      checkPreferredLocale(body, context.site);
      if (body.invoiceEmail !== undefined) {
        await requireStepUp({
          stepUp: deps.stepUp,
          userId,
          headers,
          description: INVOICE_EMAIL_STEP_UP,
          change: 'Changing the invoice email',
        });
      }
      const updated = await changePreferences(deps.database.db, userId, body);
      if (!updated) throw noCustomerRecord(userId);
      return toPreferences(updated, context.site);
    });

    route('subscribeMarketing', async ({ params, query, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'change its own customer’s marketing emails',
      );
      const answer = await subscribeMarketing(deps.database.db, {
        userId: customer.id,
        locale: mailLocale(customer.preferredLocale, context.site, siteLocale(context.site, query.locale)),
        origins: deps.storeOrigins,
      });
      if (!answer) throw noCustomerRecord(customer.id);
      return answer;
    });

    route('unsubscribeMarketing', async ({ params, context }) => {
      const customer = await ownCustomerRecord(
        deps,
        context,
        params.userId,
        'change its own customer’s marketing emails',
      );
      const answer = await unsubscribeMarketing(deps.database.db, customer.id);
      if (!answer) throw noCustomerRecord(customer.id);
      return answer;
    });

    route('confirmMarketing', async ({ body }) => confirmMarketing(deps.database.db, body.token));
  },
};
