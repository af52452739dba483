import { recordEvent } from '../webhooks/events.ts';
import { newId, nowSeconds, type ApiErrorBody, type PaymentMethod, type SetupIntent } from './objects.ts';
import type { Attempt } from './payment-intents.ts';
import { attachToCustomer } from './payment-methods.ts';
import { insertObject, saveObject, type Tx } from './store.ts';

/** SetupIntents: made by a Checkout Session in setup mode, which saves a card for later payments. */

export async function createSetupIntent(tx: Tx, customer: string | null): Promise<SetupIntent> {
  const id = newId('seti_');
  const intent: SetupIntent = {
    id,
    object: 'setup_intent',
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${newId('', 32)}`,
    created: nowSeconds(),
    customer,
    description: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: 'off_session',
  };
  await insertObject(tx, intent);
  return intent;
}

export async function succeedSetup(
  attempt: Attempt,
  intent: SetupIntent,
  method: PaymentMethod,
): Promise<SetupIntent> {
  if (intent.customer) await attachToCustomer(attempt.tx, method, intent.customer);
  const succeeded: SetupIntent = {
    ...intent,
    status: 'succeeded',
    payment_method: method.id,
    last_setup_error: null,
  };
  await saveObject(attempt.tx, succeeded);
  await recordEvent(attempt.tx, attempt.endpoints, 'setup_intent.succeeded', succeeded, attempt.cause);
  return succeeded;
}

export async function failSetup(
  attempt: Attempt,
  intent: SetupIntent,
  error: ApiErrorBody,
): Promise<SetupIntent> {
  const failed: SetupIntent = {
    ...intent,
    status: 'requires_payment_method',
    last_setup_error: error,
    payment_method: null,
  };
  await saveObject(attempt.tx, failed);
  await recordEvent(attempt.tx, attempt.endpoints, 'setup_intent.setup_failed', failed, attempt.cause);
  return failed;
}
