import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../test-support.ts';

let sandbox: RunningSandbox;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startSandbox();
  stripe = sandbox.stripe;
});
afterAll(() => sandbox.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.origin}${path}`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_raw',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body,
  });

describe('the API', () => {
  it('creates, retrieves and updates customers', async () => {
    const customer = await stripe.customers.create({
      email: 'sanne@example.nl',
      name: 'Sanne de Vries',
      metadata: { store: 'nl', userId: 'u-4' },
      preferred_locales: ['nl'],
    });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'sanne@example.nl',
      livemode: false,
      metadata: { store: 'nl', userId: 'u-4' },
      preferred_locales: ['nl'],
    });
    expect(customer.id).toMatch(/^cus_/);
    expect(await stripe.customers.retrieve(customer.id)).toEqual(customer);
    const updated = await stripe.customers.update(customer.id, {
      name: 'S. de Vries',
      description: '',
      metadata: { userId: '' },
    });
    expect(updated).toMatchObject({ name: 'S. de Vries', description: null, metadata: { store: 'nl' } });
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
  });

  it('refuses a key that is not a test secret key, and a request without one, with 401', async () => {
    const live = new Stripe('sk_live_0123456789abcdef', {
      host: '127.0.0.1',
      port: Number(new URL(sandbox.origin).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(live.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const none = await fetch(`${sandbox.origin}/v1/customers`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('answers unknown parameters, bad integers, unknown paths and bodies that are not forms in Stripe error shape', async () => {
    await expect(
      stripe.customers.create({ email: 'a@example.com', ...{ colour: 'red' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'colour',
    });
    const badInteger = await post('/v1/payment_intents', 'amount=ten&currency=usd');
    expect(badInteger.status).toBe(400);
    expect(await badInteger.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        param: 'amount',
        message: 'Invalid integer: ten',
      },
    });
    const missing = await post('/v1/payment_intents', 'currency=usd');
    expect(await missing.json()).toMatchObject({ error: { code: 'parameter_missing', param: 'amount' } });
    const json = await post('/v1/customers', '{"email":"a@example.com"}', {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(400);
    const unknown = await fetch(`${sandbox.origin}/v1/charges/ch_1`, {
      headers: { authorization: 'Bearer sk_test_x' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const deep = await post('/v1/customers', `metadata${'[a]'.repeat(10)}=1`);
    expect(deep.status).toBe(400);
  });
});

describe('idempotent requests', () => {
  it('replays the first answer for the same key and body, and refuses the key with another body', async () => {
    const first = await stripe.customers.create(
      { email: 'once@example.com' },
      { idempotencyKey: 'order-1-customer' },
    );
    const again = await stripe.customers.create(
      { email: 'once@example.com' },
      { idempotencyKey: 'order-1-customer' },
    );
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');

    const other = stripe.customers.create(
      { email: 'twice@example.com' },
      { idempotencyKey: 'order-1-customer' },
    );
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(other).rejects.toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
  });

  it('keeps no answer refused for its parameters, so the key is used again, then replays the answer that ran', async () => {
    const bad = await post('/v1/payment_intents', 'amount=-5&currency=usd', {
      'idempotency-key': 'retry-me',
    });
    expect(bad.status).toBe(400);
    const good = await post('/v1/payment_intents', 'amount=500&currency=usd', {
      'idempotency-key': 'retry-me',
    });
    expect(good.status).toBe(200);
    const replay = await post('/v1/payment_intents', 'amount=500&currency=usd', {
      'idempotency-key': 'retry-me',
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await good.json());
  });
});
