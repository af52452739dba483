import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@store/database/testing';
import {
  eventually,
  payWith,
  startSandbox,
  WEBHOOK_SECRET,
  WebhookReceiver,
  type RunningSandbox,
} from '../test-support.ts';
import { signatureHeader } from './signature.ts';

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function declineThenPay(running: RunningSandbox): Promise<string> {
  const session = await running.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { price_data: { currency: 'usd', unit_amount: 900, product_data: { name: 'Kit' } }, quantity: 1 },
    ],
    success_url: 'https://store.example/done',
  });
  await payWith(session.url ?? '', '4000000000000002');
  await payWith(session.url ?? '', '4242424242424242');
  return String((await running.stripe.checkout.sessions.retrieve(session.id)).payment_intent);
}

describe('webhooks', () => {
  it('signs each event so that stripe.webhooks.constructEvent accepts it, and a forged signature fails', async () => {
    sandbox = await startSandbox();
    const intent = await declineThenPay(sandbox);
    const [delivery] = await eventually(() => {
      const found = sandbox?.receiver.deliveries.filter((item) => item.objectId === intent) ?? [];
      return found.length > 0 ? found : undefined;
    });
    if (!delivery) throw new Error('no delivery');
    expect(delivery.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = sandbox.stripe.webhooks.constructEvent(
      delivery.payload,
      delivery.signature,
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe('payment_intent.payment_failed');

    const forged = signatureHeader(delivery.payload, 'whsec_not_the_secret');
    expect(() => sandbox?.stripe.webhooks.constructEvent(delivery.payload, forged, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const tampered = delivery.payload.replace('"amount": 900', '"amount": 1');
    expect(() =>
      sandbox?.stripe.webhooks.constructEvent(tampered, delivery.signature, WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('retries until the endpoint answers 2xx, keeping each object’s events in order, and survives a restart', async () => {
    const database = await openTestDatabase();
    const receiver = new WebhookReceiver();
    await receiver.listen();
    receiver.failFirst = 3;
    try {
      sandbox = await startSandbox({ database, receiver });
      const intent = await declineThenPay(sandbox);
      await sandbox.close();
      // Nothing is lost with the process: the next one sends whatever is still undelivered.
      sandbox = await startSandbox({ database, receiver });
      const delivered = await eventually(() => {
        const found = receiver.deliveries.filter((item) => item.objectId === intent);
        return found.length === 2 ? found : undefined;
      });
      expect(delivered.map((item) => item.type)).toEqual([
        'payment_intent.payment_failed',
        'payment_intent.succeeded',
      ]);
      expect(receiver.attempts).toBeGreaterThan(receiver.deliveries.length);
      expect((await sandbox.stripe.paymentIntents.retrieve(intent)).status).toBe('succeeded');
    } finally {
      await sandbox?.close();
      sandbox = undefined;
      await receiver.close();
      await database.close();
    }
  });
});
