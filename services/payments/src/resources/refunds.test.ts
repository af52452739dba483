import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, payWith, startSandbox, WEBHOOK_SECRET, type RunningSandbox } from '../test-support.ts';

let sandbox: RunningSandbox;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startSandbox();
  stripe = sandbox.stripe;
});
afterAll(() => sandbox.close());

async function paidIntent(amount: number, currency = 'eur'): Promise<Stripe.PaymentIntent> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { price_data: { currency, unit_amount: amount, product_data: { name: 'Kit' } }, quantity: 1 },
    ],
    success_url: 'https://store.example/nl-nl/done',
  });
  await payWith(session.url ?? '', '4242424242424242');
  return stripe.paymentIntents.retrieve(
    String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent),
  );
}

describe('refunds', () => {
  it('refunds in parts, then the rest, and refuses more than was paid', async () => {
    const intent = await paidIntent(10_000);
    const partial = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 2_500,
      reason: 'requested_by_customer',
    });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 2_500,
      currency: 'eur',
      status: 'succeeded',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      reason: 'requested_by_customer',
    });
    expect(partial.id).toMatch(/^re_/);
    expect(await stripe.refunds.retrieve(partial.id)).toEqual(partial);

    const tooMuch = stripe.refunds.create({ payment_intent: intent.id, amount: 7_501 });
    await expect(tooMuch).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(tooMuch).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
    });

    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(7_500);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });

    const charge = String(intent.latest_charge);
    const refunded = await eventually(() => {
      const found = sandbox.receiver.deliveries.filter((delivery) => delivery.objectId === charge);
      return found.length === 2 ? found : undefined;
    });
    const events = refunded.map((delivery) =>
      stripe.webhooks.constructEvent(delivery.payload, delivery.signature, WEBHOOK_SECRET),
    );
    expect(events.map((event) => [event.type, event.data.object])).toEqual([
      ['charge.refunded', expect.objectContaining({ amount_refunded: 2_500, refunded: false })],
      ['charge.refunded', expect.objectContaining({ amount_refunded: 10_000, refunded: true })],
    ]);
  });

  it('refuses a refund of a PaymentIntent that was never paid', async () => {
    const unpaid = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_intent',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
    });
  });
});
