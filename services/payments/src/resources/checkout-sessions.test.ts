import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '../hosted/messages.ts';
import {
  eventually,
  formToken,
  openPage,
  payWith,
  postForm,
  startSandbox,
  WEBHOOK_SECRET,
  type RunningSandbox,
} from '../test-support.ts';

let sandbox: RunningSandbox;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startSandbox();
  stripe = sandbox.stripe;
});
afterAll(() => sandbox.close());

const STORE = 'https://store.example';

/** A text as the page writes it (the apostrophe of "card's" is escaped). */
const asHtml = (text: string) => text.replaceAll("'", '&#39;');

async function paymentSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  const customer = await stripe.customers.create({ email: 'avery@example.com', name: 'Avery Johnson' });
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer: customer.id,
    line_items: [
      {
        price_data: { currency: 'usd', unit_amount: 12_950, product_data: { name: 'WISC-V Kit' } },
        quantity: 2,
      },
      {
        price_data: { currency: 'usd', unit_amount: 1_500, product_data: { name: 'Shipping' } },
        quantity: 1,
      },
    ],
    success_url: `${STORE}/en-us/checkout/complete?session={CHECKOUT_SESSION_ID}`,
    cancel_url: `${STORE}/en-us/checkout`,
    metadata: { order: 'US-2026-000123' },
    client_reference_id: 'cart-42',
    locale: 'en',
    payment_intent_data: { metadata: { order: 'US-2026-000123' } },
    ...extra,
  });
  return { customer, session };
}

/** The events of one object that reached the receiver, each verified with the SDK's own check. */
function eventsFor(objectId: string): Stripe.Event[] {
  return sandbox.receiver.deliveries
    .filter((delivery) => delivery.objectId === objectId)
    .map((delivery) => stripe.webhooks.constructEvent(delivery.payload, delivery.signature, WEBHOOK_SECRET));
}

describe('a Checkout Session in payment mode', () => {
  it('is created as Stripe creates one: open, unpaid, with its amounts in minor units and a hosted page', async () => {
    const { customer, session } = await paymentSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      livemode: false,
      amount_subtotal: 27_400,
      amount_total: 27_400,
      currency: 'usd',
      customer: customer.id,
      client_reference_id: 'cart-42',
      locale: 'en',
      metadata: { order: 'US-2026-000123' },
      payment_intent: null,
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(session.url).toBe(`${sandbox.origin}/payments/pay/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);

    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['WISC-V Kit', 2, 25_900],
      ['Shipping', 1, 1_500],
    ]);
  });

  it('shows a card form with labels, the amount in the currency and its own CSP, and sends no script', async () => {
    const { session } = await paymentSession();
    const page = await openPage(session.url ?? '');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en-US">');
    expect(page.html).toContain('$274.00');
    for (const field of ['number', 'exp', 'cvc', 'name'])
      expect(page.html).toContain(`<label for="${field}">`);
    expect(page.html).not.toContain('<script');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${STORE}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.html).toContain(`href="${STORE}/en-us/checkout"`);
  });

  it('completes with 4242 4242 4242 4242: redirect to success_url, a succeeded PaymentIntent and signed events', async () => {
    const { session } = await paymentSession();
    const paid = await payWith(session.url ?? '', '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${STORE}/en-us/checkout/complete?session=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(done.customer_details).toMatchObject({ email: 'avery@example.com', name: 'Avery Johnson' });
    const intent = done.payment_intent;
    if (typeof intent !== 'object' || intent === null) throw new Error('payment_intent was not expanded');
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 27_400,
      amount_received: 27_400,
      currency: 'usd',
      metadata: { order: 'US-2026-000123' },
    });
    expect(intent.id).toMatch(/^pi_/);
    const method = await stripe.paymentMethods.retrieve(String(intent.payment_method));
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    expect(JSON.stringify(method)).not.toContain('4242424242424242');

    const sessionEvents = await eventually(() => {
      const events = eventsFor(session.id);
      return events.length > 0 ? events : undefined;
    });
    expect(sessionEvents.map((event) => event.type)).toEqual(['checkout.session.completed']);
    expect(sessionEvents[0]?.data.object).toMatchObject({ id: session.id, status: 'complete' });
    const intentEvents = await eventually(() => {
      const events = eventsFor(intent.id);
      return events.length > 0 ? events : undefined;
    });
    expect(intentEvents.map((event) => event.type)).toEqual(['payment_intent.succeeded']);
    expect(intentEvents[0]).toMatchObject({ object: 'event', livemode: false });
    expect(intentEvents[0]?.id).toMatch(/^evt_/);

    // The page of a paid session sends the customer on to the store.
    expect((await openPage(session.url ?? '')).status).toBe(303);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline'],
    ['4000 0000 0000 9995', 'card_declined', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card', 'expired_card'],
    ['4000 0000 0000 0127', 'incorrect_cvc', 'incorrect_cvc'],
    ['4000 0000 0000 0119', 'processing_error', 'processing_error'],
  ] as const)(
    'declines %s with %s (%s), shows why and lets the customer pay with another card',
    async (number, code, declineCode) => {
      const { session } = await paymentSession();
      const declined = await payWith(session.url ?? '', number);
      expect(declined.status).toBe(303);
      expect(declined.location).toBe(`/payments/pay/${session.id}`);

      const open = await stripe.checkout.sessions.retrieve(session.id);
      expect(open.status).toBe('open');
      const intent = await stripe.paymentIntents.retrieve(String(open.payment_intent));
      expect(intent.status).toBe('requires_payment_method');
      expect(intent.last_payment_error).toMatchObject({
        type: 'card_error',
        code,
        decline_code: declineCode,
      });
      const failed = await eventually(() => {
        const events = eventsFor(intent.id);
        return events.length > 0 ? events : undefined;
      });
      expect(failed.map((event) => event.type)).toEqual(['payment_intent.payment_failed']);

      const page = await openPage(session.url ?? '');
      expect(page.status).toBe(200);
      expect(page.html).toContain(asHtml(PAGE_MESSAGES['en-us'].declines[declineCode]));
      expect(page.html).toMatch(/id="number"[^>]*aria-describedby="decline"[^>]* autofocus/);

      expect((await payWith(session.url ?? '', '4242424242424242')).status).toBe(303);
      const paid = await stripe.paymentIntents.retrieve(intent.id);
      expect(paid.status).toBe('succeeded');
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
    },
  );

  it('refuses a number that fails the Luhn check on the form, with the error tied to the field and focused', async () => {
    const { session } = await paymentSession();
    const answer = await payWith(session.url ?? '', '4242 4242 4242 4241', { exp: '13/30' });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain(PAGE_MESSAGES['en-us'].errors.numberInvalid);
    expect(answer.html).toMatch(
      /id="number"[^>]*aria-invalid="true" aria-describedby="number-error" autofocus/,
    );
    expect(answer.html).toMatch(/id="exp"[^>]*aria-invalid="true" aria-describedby="exp-error">/);
    expect(answer.html).not.toContain('4242 4242 4242 4241');
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBeNull();
  });

  it('refuses a post without the form token (CSRF)', async () => {
    const { session } = await paymentSession();
    const forged = await postForm(session.url ?? '', {
      token: 'forged',
      number: '4242424242424242',
      exp: '12/34',
      cvc: '123',
      name: 'Mallory',
    });
    expect(forged.status).toBe(403);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('asks 4000 0027 6000 3184 for 3-D Secure: Complete pays, Fail is payment_intent_authentication_failure', async () => {
    const { session } = await paymentSession();
    const challenge = await payWith(session.url ?? '', '4000 0027 6000 3184');
    expect(challenge.status).toBe(303);
    expect(challenge.location).toBe(`/payments/pay/${session.id}/authenticate`);
    const challengeUrl = `${sandbox.origin}${challenge.location}`;
    const page = await openPage(challengeUrl);
    expect(page.html).toContain('value="complete"');
    expect(page.html).toContain('value="fail"');
    const pending = await stripe.paymentIntents.retrieve(
      String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent),
    );
    expect(pending.status).toBe('requires_action');

    const failed = await postForm(challengeUrl, { token: formToken(page.html), result: 'fail' });
    expect(failed.location).toBe(`/payments/pay/${session.id}`);
    const afterFail = await stripe.paymentIntents.retrieve(pending.id);
    expect(afterFail.status).toBe('requires_payment_method');
    expect(afterFail.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    expect((await openPage(session.url ?? '')).html).toContain(
      asHtml(PAGE_MESSAGES['en-us'].declines.authentication_failed),
    );

    const again = await payWith(session.url ?? '', '4000002760003184');
    const retry = await openPage(`${sandbox.origin}${again.location}`);
    const passed = await postForm(`${sandbox.origin}${again.location}`, {
      token: formToken(retry.html),
      result: 'complete',
    });
    expect(passed.location).toBe(`${STORE}/en-us/checkout/complete?session=${session.id}`);
    expect((await stripe.paymentIntents.retrieve(pending.id)).status).toBe('succeeded');
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
  });

  it('shows the page in the session locale with the currency of its line items (JPY has no decimals)', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'jpy', unit_amount: 12_000, product_data: { name: 'Kit' } }, quantity: 1 },
      ],
      success_url: `${STORE}/ja-jp/done`,
      locale: 'ja',
    });
    expect(session.amount_total).toBe(12_000);
    const page = await openPage(session.url ?? '');
    expect(page.html).toContain('<html lang="ja-JP">');
    expect(page.html).toContain(PAGE_MESSAGES['ja-jp'].number);
    expect(page.html).toMatch(/[￥¥]12,000/);

    const british = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'gbp', unit_amount: 995, product_data: { name: 'Kit' } }, quantity: 1 },
      ],
      success_url: `${STORE}/en-gb/done`,
      locale: 'auto',
    });
    const australian = await openPage(british.url ?? '', { 'accept-language': 'en-AU,en;q=0.8' });
    expect(australian.html).toContain('<html lang="en-AU">');
    expect(australian.html).toContain(
      new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'GBP' }).format(9.95),
    );
  });

  it('expires an open session: its page is gone and checkout.session.expired is sent', async () => {
    const { session } = await paymentSession();
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    expect((await openPage(session.url ?? '')).status).toBe(410);
    const events = await eventually(() => {
      const found = eventsFor(session.id);
      return found.length > 0 ? found : undefined;
    });
    expect(events.map((event) => event.type)).toEqual(['checkout.session.expired']);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
  });

  it('answers bad parameters in Stripe error shape, naming the parameter', async () => {
    await expect(
      stripe.checkout.sessions.create({ mode: 'payment', success_url: `${STORE}/done` }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'line_items' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        success_url: `${STORE}/done`,
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } }, quantity: 0 },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][quantity]' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        success_url: `${STORE}/done`,
        customer: 'cus_missing',
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } }, quantity: 1 },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});

describe('a Checkout Session in setup mode', () => {
  it('saves a card to the customer, which lists it, charges it off-session and detaches it', async () => {
    const customer = await stripe.customers.create({ email: 'camille@example.ca' });
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'cad',
      customer: customer.id,
      success_url: `${STORE}/fr-ca/account/cards?session={CHECKOUT_SESSION_ID}`,
      locale: 'fr-CA',
    });
    expect(session).toMatchObject({
      mode: 'setup',
      payment_status: 'no_payment_required',
      amount_total: null,
    });
    const page = await openPage(session.url ?? '');
    expect(page.html).toContain('<html lang="fr-CA">');
    expect(page.html).toContain(PAGE_MESSAGES['fr-ca'].save);

    expect((await payWith(session.url ?? '', '5555 5555 5555 4444')).status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] });
    expect(done.status).toBe('complete');
    const setup = done.setup_intent;
    if (typeof setup !== 'object' || setup === null) throw new Error('setup_intent was not expanded');
    expect(setup).toMatchObject({ object: 'setup_intent', status: 'succeeded', customer: customer.id });
    expect(setup.id).toMatch(/^seti_/);
    const setupEvents = await eventually(() => {
      const found = eventsFor(setup.id);
      return found.length > 0 ? found : undefined;
    });
    expect(setupEvents.map((event) => event.type)).toEqual(['setup_intent.succeeded']);

    const cards = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(cards).toMatchObject({ object: 'list', has_more: false, url: '/v1/payment_methods' });
    expect(cards.data.map((card) => [card.card?.brand, card.card?.last4])).toEqual([['mastercard', '4444']]);
    const same = await stripe.customers.listPaymentMethods(customer.id);
    expect(same.data.map((card) => card.id)).toEqual([setup.payment_method]);

    const express = await stripe.paymentIntents.create({
      amount: 4_500,
      currency: 'cad',
      customer: customer.id,
      payment_method: String(setup.payment_method),
      off_session: true,
      confirm: true,
      metadata: { order: 'CA-2026-000007' },
    });
    expect(express).toMatchObject({
      status: 'succeeded',
      amount_received: 4_500,
      metadata: { order: 'CA-2026-000007' },
    });
    const expressEvents = await eventually(() => {
      const found = eventsFor(express.id);
      return found.length > 0 ? found : undefined;
    });
    expect(expressEvents.map((event) => event.type)).toEqual(['payment_intent.succeeded']);

    const detached = await stripe.paymentMethods.detach(String(setup.payment_method));
    expect(detached.customer).toBeNull();
    expect((await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toEqual([]);
  });

  it('declines an off-session payment with a saved card that always asks for 3-D Secure', async () => {
    const customer = await stripe.customers.create({ email: 'oliver@example.co.uk' });
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customer.id,
      success_url: `${STORE}/en-gb/done`,
    });
    const challenge = await payWith(session.url ?? '', '4000 0027 6000 3184');
    const page = await openPage(`${sandbox.origin}${challenge.location}`);
    await postForm(`${sandbox.origin}${challenge.location}`, {
      token: formToken(page.html),
      result: 'complete',
    });
    const [saved] = (await stripe.customers.listPaymentMethods(customer.id)).data;
    if (!saved) throw new Error('the card was not saved');

    const refused = await stripe.paymentIntents
      .create({
        amount: 2_000,
        currency: 'gbp',
        customer: customer.id,
        payment_method: saved.id,
        off_session: true,
        confirm: true,
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(refused).toMatchObject({
      statusCode: 402,
      code: 'authentication_required',
      decline_code: 'authentication_required',
    });
  });
});
