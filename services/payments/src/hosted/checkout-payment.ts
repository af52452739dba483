import type { Db } from '@store/database';
import { invalidRequest } from '../api/errors.ts';
import { declinesCharges, testCardOutcome, type CardOutcome } from '../cards/test-cards.ts';
import type { CheckoutSession, PaymentIntent, PaymentMethod, SetupIntent } from '../resources/objects.ts';
import {
  authenticationFailure,
  createIntent,
  declineError,
  fail,
  succeed,
  type Attempt,
} from '../resources/payment-intents.ts';
import { createCardMethod, type EnteredCard } from '../resources/payment-methods.ts';
import { createSetupIntent, failSetup, succeedSetup } from '../resources/setup-intents.ts';
import { loadObject, saveObject, type Stored } from '../resources/store.ts';
import { recordEvent } from '../webhooks/events.ts';
import { nowSeconds } from '../resources/objects.ts';

/**
 * What the hosted card page does with a card: a PaymentIntent (payment mode) or SetupIntent (setup
 * mode) for the session, made on the first attempt and reused by the next, then the test card's
 * outcome: the session completes, the card is declined (the session stays open for another card),
 * or 3-D Secure is asked for.
 */

export type PaymentStep = 'completed' | 'declined' | 'challenge' | 'closed';

export function isOpen(session: CheckoutSession): boolean {
  return session.status === 'open' && session.expires_at > nowSeconds();
}

async function complete(
  attempt: Attempt,
  session: CheckoutSession,
  method: PaymentMethod,
  intents: { payment_intent?: string; setup_intent?: string },
): Promise<void> {
  const customer = session.customer
    ? (await loadObject(attempt.tx, 'customer', session.customer)).data
    : undefined;
  const completed: CheckoutSession = {
    ...session,
    ...intents,
    status: 'complete',
    payment_status: session.mode === 'payment' ? 'paid' : 'no_payment_required',
    customer_details: {
      address: null,
      email: customer?.email ?? session.customer_email,
      name: method.billing_details.name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    url: null,
  };
  await saveObject(attempt.tx, completed);
  await recordEvent(attempt.tx, attempt.endpoints, 'checkout.session.completed', completed, attempt.cause);
}

async function paymentIntentFor(attempt: Attempt, session: Stored<CheckoutSession>): Promise<PaymentIntent> {
  if (session.data.payment_intent) {
    return (await loadObject(attempt.tx, 'payment_intent', session.data.payment_intent, { lock: true })).data;
  }
  const { amount_total: amount, currency } = session.data;
  if (amount === null || currency === null) throw invalidRequest('The session has no amount to pay.');
  const data = session.private.paymentIntentData;
  const intent = await createIntent(attempt.tx, {
    amount,
    currency,
    customer: session.data.customer,
    description: null,
    metadata: data?.metadata ?? {},
    receiptEmail: null,
    setupFutureUsage: data?.setup_future_usage ?? null,
  });
  await saveObject(attempt.tx, { ...session.data, payment_intent: intent.id });
  return intent;
}

async function setupIntentFor(attempt: Attempt, session: CheckoutSession): Promise<SetupIntent> {
  if (session.setup_intent) {
    return (await loadObject(attempt.tx, 'setup_intent', session.setup_intent, { lock: true })).data;
  }
  const intent = await createSetupIntent(attempt.tx, session.customer);
  await saveObject(attempt.tx, { ...session, setup_intent: intent.id });
  return intent;
}

/** Applies a card outcome to the session's intent; the session row is locked by the caller. */
async function applyOutcome(
  attempt: Attempt,
  sessionId: string,
  method: PaymentMethod,
  outcome: CardOutcome,
): Promise<PaymentStep> {
  const session = await loadObject(attempt.tx, 'checkout.session', sessionId, { lock: true });
  if (session.data.mode === 'payment') {
    const intent = await paymentIntentFor(attempt, session);
    const fresh = (await loadObject(attempt.tx, 'checkout.session', sessionId)).data;
    if (outcome.kind === 'decline') {
      await fail(attempt, intent, declineError(outcome.decline, method));
      return 'declined';
    }
    if (outcome.kind === 'authenticate') {
      await saveObject(attempt.tx, { ...intent, status: 'requires_action', payment_method: method.id });
      return 'challenge';
    }
    await succeed(attempt, intent, method);
    await complete(attempt, fresh, method, { payment_intent: intent.id });
    return 'completed';
  }
  const intent = await setupIntentFor(attempt, session.data);
  const fresh = (await loadObject(attempt.tx, 'checkout.session', sessionId)).data;
  if (outcome.kind === 'decline') {
    await failSetup(attempt, intent, declineError(outcome.decline, method));
    return 'declined';
  }
  if (outcome.kind === 'authenticate') {
    await saveObject(attempt.tx, { ...intent, status: 'requires_action', payment_method: method.id });
    return 'challenge';
  }
  const succeeded = await succeedSetup(attempt, intent, method);
  await complete(attempt, fresh, method, { setup_intent: succeeded.id });
  return 'completed';
}

export async function payWithCard(
  attempt: Attempt,
  sessionId: string,
  card: EnteredCard,
): Promise<PaymentStep> {
  const session = await loadObject(attempt.tx, 'checkout.session', sessionId, { lock: true });
  if (!isOpen(session.data)) return 'closed';
  const outcome = testCardOutcome(card.digits, session.data.mode);
  const method = await createCardMethod(attempt.tx, card, {
    alwaysAuthenticate: outcome.kind === 'authenticate',
    declinesCharges: declinesCharges(card.digits),
  });
  return applyOutcome(attempt, sessionId, method, outcome);
}

/** The intent waiting for 3-D Secure, if the session has one. */
export async function pendingChallenge(
  db: Db,
  session: CheckoutSession,
): Promise<PaymentIntent | SetupIntent | undefined> {
  const id = session.payment_intent ?? session.setup_intent;
  if (!id) return undefined;
  const kind = session.mode === 'payment' ? 'payment_intent' : 'setup_intent';
  const intent = (await loadObject(db, kind, id)).data;
  return intent.status === 'requires_action' ? intent : undefined;
}

/** The customer passed or failed the 3-D Secure challenge. */
export async function finishChallenge(
  attempt: Attempt,
  sessionId: string,
  passed: boolean,
): Promise<PaymentStep> {
  const session = await loadObject(attempt.tx, 'checkout.session', sessionId, { lock: true });
  if (!isOpen(session.data)) return 'closed';
  const intent = await pendingChallenge(attempt.tx, session.data);
  if (!intent?.payment_method) return 'declined';
  const method = (await loadObject(attempt.tx, 'payment_method', intent.payment_method)).data;
  if (passed) return applyOutcome(attempt, sessionId, method, { kind: 'succeed' });
  if (intent.object === 'payment_intent')
    await fail(attempt, intent, authenticationFailure(method, 'payment_intent'));
  else await failSetup(attempt, intent, authenticationFailure(method, 'setup_intent'));
  return 'declined';
}

/** Why the last attempt failed, as the card page shows it. */
export async function lastFailure(db: Db, session: CheckoutSession): Promise<string | undefined> {
  const id = session.payment_intent ?? session.setup_intent;
  if (!id) return undefined;
  const intent =
    session.mode === 'payment'
      ? (await loadObject(db, 'payment_intent', id)).data.last_payment_error
      : (await loadObject(db, 'setup_intent', id)).data.last_setup_error;
  if (!intent) return undefined;
  if (intent.code?.endsWith('_authentication_failure')) return 'authentication_failed';
  return intent.decline_code ?? intent.code;
}
