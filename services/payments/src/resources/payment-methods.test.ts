import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, payWith, startSandbox, type RunningSandbox } from '../test-support.ts';

/**
 * Saved cards as a store manages them: saved on the hosted page in setup mode, made the Customer's
 * default (`invoice_settings.default_payment_method`), detached; with Stripe's answers to a card
 * that is not the Customer's and to a card detached already.
 */

let sandbox: RunningSandbox;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startSandbox();
  stripe = sandbox.stripe;
});
afterAll(() => sandbox.close());

const STORE = 'https://store.example';

/** A card saved to the customer through a Checkout Session in setup mode; answers the session. */
async function saveCard(customer: string, number: string): Promise<Stripe.Checkout.Session> {
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    currency: 'usd',
    customer,
    success_url: `${STORE}/en-us/my-account/payment-cards?added=1`,
    cancel_url: `${STORE}/en-us/my-account/payment-cards`,
  });
  expect(await payWith(session.url ?? '', number)).toMatchObject({
    status: 303,
    location: `${STORE}/en-us/my-account/payment-cards?added=1`,
  });
  return session;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('a customer’s saved cards', () => {
  it('are saved by a setup session, which announces its completion and its SetupIntent', async () => {
    const customer = await stripe.customers.create({ email: 'riley@example.com' });
    const session = await saveCard(customer.id, '4242 4242 4242 4242');
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', url: null });
    const types = await eventually(() => {
      const found = sandbox.receiver.deliveries
        .filter((d) => d.objectId === session.id || d.objectId === done.setup_intent)
        .map((d) => d.type);
      return found.length >= 2 ? found.toSorted() : undefined;
    });
    expect(types).toEqual(['checkout.session.completed', 'setup_intent.succeeded']);
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1);
  });

  it('have a default the customer update sets, clears, and refuses for a card not attached to the customer', async () => {
    const customer = await stripe.customers.create({ email: 'jordan@example.com' });
    expect(customer.invoice_settings.default_payment_method).toBeNull();
    await saveCard(customer.id, '4242 4242 4242 4242');
    await saveCard(customer.id, '5555 5555 5555 4444');
    const [mastercard, visa] = (await stripe.customers.listPaymentMethods(customer.id)).data;
    expect([mastercard?.card?.brand, visa?.card?.brand]).toEqual(['mastercard', 'visa']);

    const updated = await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: visa?.id ?? '' },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(visa?.id);
    const retrieved = await stripe.customers.retrieve(customer.id);
    expect(retrieved.deleted ? null : retrieved.invoice_settings.default_payment_method).toBe(visa?.id);

    const other = await stripe.customers.create({ email: 'sam@example.com' });
    await saveCard(other.id, '4000 0566 5566 5556');
    const [theirs] = (await stripe.customers.listPaymentMethods(other.id)).data;
    const notAttached = await refusal(
      stripe.customers.update(customer.id, {
        invoice_settings: { default_payment_method: theirs?.id ?? '' },
      }),
    );
    expect(notAttached).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(notAttached).toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'invoice_settings[default_payment_method]',
    });
    expect(
      await refusal(
        stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: 'pm_missing' } }),
      ),
    ).toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'invoice_settings[default_payment_method]',
    });

    const cleared = await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: '' },
    });
    expect(cleared.invoice_settings.default_payment_method).toBeNull();
  });

  it('are detached for good: the default detached leaves none, a second detach is refused', async () => {
    const customer = await stripe.customers.create({ email: 'casey@example.com' });
    await saveCard(customer.id, '4242 4242 4242 4242');
    const [card] = (await stripe.customers.listPaymentMethods(customer.id)).data;
    if (!card) throw new Error('the card was not saved');
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });

    const detached = await stripe.paymentMethods.detach(card.id);
    expect(detached).toMatchObject({ id: card.id, object: 'payment_method', customer: null });
    const after = await stripe.customers.retrieve(customer.id);
    expect(after.deleted ? undefined : after.invoice_settings.default_payment_method).toBeNull();
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);

    const again = await refusal(stripe.paymentMethods.detach(card.id));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({
      statusCode: 400,
      message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
    });
    expect(await refusal(stripe.paymentMethods.detach('pm_missing'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
