import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addressListSchema,
  cartSchema,
  checkoutPriceSchema,
  deliveryMethodsSchema,
  orderListSchema,
  orderSchema,
  placedOrderSchema,
  problemSchema,
  type PlacedOrder,
} from '@store/contracts/commerce';
import { payWith } from '@store/payments-service/test-support';
import { claimKey, requestHash } from './idempotency.ts';
import { demoCustomer, lumenItem, orderTestKit, STORE, type Lines } from './order-test-kit.ts';

/**
 * Placing and reading orders against the real identity service (tokens), the real payment sandbox
 * (driven through the official stripe SDK by commerce, paid on its hosted page with a test card) and
 * the real database. The sandbox's signed webhook deliveries are handed to commerce's webhook as sent.
 */

const us = demoCustomer('demo.us');
const gb = demoCustomer('demo.gb');
const kit = lumenItem((i) => i.kind === 'KIT');
const rf25 = lumenItem((i) => i.kind === 'RF25');

const RETURN = {
  successUrl: `${STORE}/en-us/checkout/complete?session={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${STORE}/en-us/checkout`,
};

const orderKit = orderTestKit({ customers: [us, gb] });
const { as, call, customerCart, addAddress, place, deliver } = orderKit;

async function newOrderBody(lines: Lines = [[kit.code, 1]]) {
  return {
    cartId: await customerCart(us.id, lines),
    addressId: (await addAddress(us.id)).id,
    deliveryMethod: 'standard',
    paymentType: 'card',
    ...RETURN,
  };
}

async function placed(body: Record<string, unknown>, key?: string): Promise<PlacedOrder> {
  const res = await place(us.id, body, key);
  expect(res.statusCode).toBe(201);
  expect(res.headers['cache-control']).toBe('no-store');
  return placedOrderSchema.parse(res.json());
}

const readOrder = async (number: string, userId = us.id, site = 'usassessments') =>
  call({ path: `/users/${userId}/orders/${number}`, site, headers: as(userId, site) });

describe('the address book and delivery methods', () => {
  it('keeps the customer’s addresses and refuses a place the store cannot deliver to or tax', async () => {
    const address = await addAddress(gb.id, { city: 'Austin', region: 'tx', postcode: '73301' });
    expect(address.region).toBe('TX');
    const list = await call({ path: `/users/${gb.id}/addresses`, headers: as(gb.id) });
    expect(addressListSchema.parse(list.json()).addresses.map((a) => a.id)).toContain(address.id);

    for (const [placeOf, reason] of [
      [{ country: 'CA', region: 'ON' }, 'outside-store-area'],
      [{ country: 'US', region: undefined }, 'region-required'],
    ] as const) {
      const refused = await call({
        method: 'POST',
        path: `/users/${gb.id}/addresses`,
        headers: as(gb.id),
        payload: { fullName: 'A B', line1: '1 Road', city: 'Town', postcode: '1', ...placeOf },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ taxRefusal: reason });
    }
    const foreign = await call({ path: `/users/${gb.id}/addresses`, headers: as(us.id) });
    expect(foreign.statusCode).toBe(403);
  });

  it('prices the site’s delivery methods in its currency, standard free from its threshold', async () => {
    const res = await call({ path: '/delivery-methods?subtotal=20000' });
    expect(deliveryMethodsSchema.parse(res.json())).toEqual({
      currency: 'USD',
      methods: [
        { code: 'standard', price: 995, freeFrom: 15_000, charge: 0 },
        { code: 'express', price: 2_495, charge: 2_495 },
      ],
    });
    const yen = deliveryMethodsSchema.parse(
      (await call({ path: '/delivery-methods', site: 'asiaassessments' })).json(),
    );
    expect(yen.currency).toBe('JPY');
    expect(yen.methods[0]).toMatchObject({ code: 'standard', charge: 1_000 });
  });
});

describe('order numbers', () => {
  it('are the store, the year and a sequence without gaps or duplicates under concurrency', async () => {
    const { nextOrderNumber } = await import('./order-numbers.ts');
    const numbers = await Promise.all(
      Array.from({ length: 12 }, () =>
        orderKit.app.database.db.transaction((tx) =>
          nextOrderNumber(tx, 'nzassessments', new Date('2031-03-01T00:00:00Z')),
        ),
      ),
    );
    expect(numbers.toSorted()).toEqual(
      Array.from({ length: 12 }, (_, i) => `NZ-2031-${String(i + 1).padStart(6, '0')}`),
    );
    const rolledBack = orderKit.app.database.db.transaction(async (tx) => {
      await nextOrderNumber(tx, 'nzassessments', new Date('2031-05-01T00:00:00Z'));
      throw new Error('placement failed');
    });
    await expect(rolledBack).rejects.toThrow('placement failed');
    const next = await orderKit.app.database.db.transaction((tx) =>
      nextOrderNumber(tx, 'nzassessments', new Date('2031-06-01T00:00:00Z')),
    );
    expect(next).toBe('NZ-2031-000013');
    const japan = await orderKit.app.database.db.transaction((tx) =>
      nextOrderNumber(tx, 'asiaassessments', new Date('2031-06-01T00:00:00Z')),
    );
    expect(japan).toBe('JP-2031-000001');
  });
});

describe('POST /users/{userId}/orders with a card', () => {
  it('prices the order itself, empties the cart, and is paid only when the signed webhook says so', async () => {
    const body = await newOrderBody([
      [kit.code, 2],
      [rf25.code, 1],
    ]);
    const { order, redirectUrl } = await placed(body);
    expect(order.number).toMatch(new RegExp(`^US-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(order).toMatchObject({
      status: 'awaiting-payment',
      paymentStatus: 'awaiting-payment',
      fulfilmentStatus: 'unfulfilled',
      currency: 'USD',
      deliveryMethod: 'standard',
      email: us.email,
    });
    const kitLine = order.lines.find((l) => l.itemCode === kit.code)!;
    const usd = kit.prices.USD;
    const unit = Math.round((usd.tiers.findLast((tier) => tier.minQuantity <= 2)?.price ?? usd.price) * 100);
    expect(kitLine).toMatchObject({ quantity: 2, unitPrice: unit, net: unit * 2 });
    const subtotal = order.lines.reduce((sum, l) => sum + l.net, 0);
    expect(order.totals.subtotal).toBe(subtotal);
    expect(order.totals.delivery).toBe(subtotal >= 15_000 ? 0 : 995);
    // Oregon has no sales tax: the tax is the table's, not the browser's.
    expect(order.taxes).toMatchObject({
      treatment: 'charged',
      jurisdiction: 'Oregon, United States',
      components: [],
    });
    expect(order.totals.total).toBe(subtotal + order.totals.delivery + order.totals.tax);
    expect(order.history.map((h) => [h.state, h.from, h.to])).toEqual([
      ['order', null, 'placed'],
      ['order', 'placed', 'awaiting-payment'],
      ['payment', null, 'unpaid'],
      ['fulfilment', null, 'unfulfilled'],
      ['payment', 'unpaid', 'awaiting-payment'],
    ]);

    const cart = await call({ path: `/carts/${body.cartId}`, headers: as(us.id) });
    expect(cartSchema.parse(cart.json()).entries).toEqual([]);

    // The session was made through the SDK with the order's lines and amounts.
    const sessionId = order.payments[0]?.checkoutSessionId ?? '';
    expect(redirectUrl).toBe(`${orderKit.sandbox.origin}/payments/pay/${sessionId}`);
    const session = await orderKit.sandbox.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: order.totals.total,
      currency: 'usd',
      customer: expect.stringMatching(/^cus_/),
      metadata: { orderId: order.id, orderNumber: order.number },
      success_url: RETURN.successUrl,
    });
    // The customer's provider Customer, which keeps the card for express checkout, carries the order's email.
    expect(await orderKit.sandbox.stripe.customers.retrieve(String(session.customer))).toMatchObject({
      email: us.email,
    });

    // Coming back from the page proves nothing; the order is still unpaid.
    expect((await payWith(redirectUrl ?? '', '4242 4242 4242 4242')).status).toBe(303);
    expect(orderSchema.parse((await readOrder(order.number)).json()).paymentStatus).toBe('awaiting-payment');

    const deliveries = await orderKit.deliveriesAbout(order.id, 2);
    for (const delivery of deliveries) expect((await deliver(delivery)).statusCode).toBe(200);
    const paid = orderSchema.parse((await readOrder(order.number)).json());
    expect(paid).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(paid.payments[0]?.paymentIntentId).toMatch(/^pi_/);

    // The provider retries until it hears 2xx: a repeated event changes nothing.
    for (const delivery of deliveries) expect((await deliver(delivery)).statusCode).toBe(200);
    const again = orderSchema.parse((await readOrder(order.number)).json());
    expect(again.history).toEqual(paid.history);
    expect(paid.history.slice(5).map((h) => [h.state, h.from, h.to])).toEqual([
      ['payment', 'awaiting-payment', 'paid'],
      ['order', 'awaiting-payment', 'processing'],
    ]);
    expect(paid.history[5]?.actor).toMatch(/^provider:evt_/);
  });

  it('sends the customer back to addresses that name the order where they ask for {ORDER_NUMBER}', async () => {
    const { order, redirectUrl } = await placed({
      ...(await newOrderBody()),
      successUrl: `${STORE}/en-us/checkout/confirmation?order={ORDER_NUMBER}`,
      cancelUrl: `${STORE}/en-us/checkout?cancelled={ORDER_NUMBER}`,
    });
    const paid = await payWith(redirectUrl ?? '', '4242 4242 4242 4242');
    expect(paid.location).toBe(`${STORE}/en-us/checkout/confirmation?order=${order.number}`);
  });

  it('records a declined card, then the payment with another', async () => {
    const { order, redirectUrl } = await placed(await newOrderBody());
    await payWith(redirectUrl ?? '', '4000 0000 0000 0002');
    const [failure] = await orderKit.deliveriesAbout(order.id, 1);
    expect((await deliver(failure!)).statusCode).toBe(200);
    const declined = orderSchema.parse((await readOrder(order.number)).json());
    expect(declined).toMatchObject({ status: 'awaiting-payment', paymentStatus: 'failed' });
    expect(declined.payments[0]?.failure).toBe('generic_decline');
    expect(declined.history.at(-1)).toMatchObject({
      state: 'payment',
      to: 'failed',
      note: 'generic_decline',
    });
  });

  it('refuses a forged or missing webhook signature', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {},
    });
    const forged = await deliver({
      payload,
      signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['content-type']).toMatch(/^application\/problem\+json/);
    const stale = await deliver({ payload, signature: 't=1000000000,v1=abc' });
    expect(stale.statusCode).toBe(400);
    const missing = await deliver({ payload, signature: '' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses amounts in the body as unknown fields, and needs an Idempotency-Key', async () => {
    const body = await newOrderBody();
    const withAmount = await place(us.id, { ...body, total: 1 });
    expect(withAmount.statusCode).toBe(400);
    expect(JSON.stringify(problemSchema.parse(withAmount.json()))).toContain('total');
    const withPrice = await place(us.id, { ...body, lines: [{ itemCode: kit.code, unitPrice: 1 }] });
    expect(withPrice.statusCode).toBe(400);
    expect((await place(us.id, body, undefined)).statusCode).toBe(201);
    const noKey = await call({
      method: 'POST',
      path: `/users/${us.id}/orders`,
      headers: as(us.id),
      payload: body,
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('refuses return addresses off the store, another customer’s cart, and an address not in the book', async () => {
    const body = await newOrderBody();
    const offStore = await place(us.id, { ...body, successUrl: 'https://evil.example/steal' });
    expect(offStore.statusCode).toBe(400);
    expect(offStore.json()).toMatchObject({ errors: [{ path: 'body.successUrl' }] });
    const othersCart = await place(us.id, { ...body, cartId: await customerCart(gb.id, [[kit.code, 1]]) });
    expect(othersCart.statusCode).toBe(404);
    const othersAddress = await place(us.id, { ...body, addressId: (await addAddress(gb.id)).id });
    expect(othersAddress.statusCode).toBe(422);
    const foreignToken = await call({
      method: 'POST',
      path: `/users/${us.id}/orders`,
      headers: { ...as(gb.id), 'idempotency-key': randomUUID() },
      payload: body,
    });
    expect(foreignToken.statusCode).toBe(403);
  });
});

describe('POST /users/{userId}/checkout/price', () => {
  const price = (userId: string, body: Record<string, unknown>, token = as(userId)) =>
    call({ method: 'POST', path: `/users/${userId}/checkout/price`, headers: token, payload: body });

  it('prices the checkout as placing it then charges, and writes nothing', async () => {
    const body = {
      ...(await newOrderBody([
        [kit.code, 1],
        [rf25.code, 2],
      ])),
      addressId: (await addAddress(us.id, { city: 'Los Angeles', region: 'CA', postcode: '90001' })).id,
    };
    const { cartId, addressId, deliveryMethod } = body;
    const first = await price(us.id, { cartId, addressId, deliveryMethod });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const quote = checkoutPriceSchema.parse(first.json());
    expect(quote.taxes.jurisdiction).toBe('California, United States');
    expect(quote.totals.tax).toBeGreaterThan(0);
    expect(quote.lines.map((l) => l.itemCode)).toEqual(expect.arrayContaining([kit.code, rf25.code]));
    expect(quote.totals.total).toBe(quote.totals.subtotal + quote.totals.delivery + quote.totals.tax);
    const again = checkoutPriceSchema.parse(
      (await price(us.id, { cartId, addressId, deliveryMethod })).json(),
    );
    expect(again).toEqual(quote);

    const { order } = await placed(body);
    expect(order.lines).toEqual(quote.lines);
    expect(order.totals).toEqual(quote.totals);
    expect(order.taxes).toEqual(quote.taxes);
    expect({ currency: order.currency, deliveryMethod: order.deliveryMethod }).toEqual({
      currency: quote.currency,
      deliveryMethod: quote.deliveryMethod,
    });
  });

  it('refuses what placing refuses: a missing delivery method, an empty or another’s cart, another token, amounts', async () => {
    const { cartId, addressId } = await newOrderBody();
    const noMethod = await price(us.id, { cartId, addressId });
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json()).toMatchObject({ errors: [{ path: 'body.deliveryMethod' }] });
    const withAmount = await price(us.id, { cartId, addressId, deliveryMethod: 'standard', total: 1 });
    expect(withAmount.statusCode).toBe(400);
    const othersCart = await price(us.id, {
      cartId: await customerCart(gb.id, [[kit.code, 1]]),
      addressId,
      deliveryMethod: 'standard',
    });
    expect(othersCart.statusCode).toBe(404);
    const foreignToken = await price(us.id, { cartId, addressId, deliveryMethod: 'standard' }, as(gb.id));
    expect(foreignToken.statusCode).toBe(403);

    await placed({ ...(await newOrderBody()), cartId, addressId });
    const empty = await price(us.id, { cartId, addressId, deliveryMethod: 'standard' });
    expect(empty.statusCode).toBe(409);
  });
});

describe('idempotency and concurrency', () => {
  it('answers a repeated request as the first, refuses the key with another body (422) and while it runs (409)', async () => {
    const body = await newOrderBody();
    const key = randomUUID();
    const first = await placed(body, key);
    const repeated = await placed(body, key);
    expect(repeated).toEqual(first);
    const other = await place(us.id, { ...body, deliveryMethod: 'express' }, key);
    expect(other.statusCode).toBe(422);
    expect(problemSchema.parse(other.json()).detail).toMatch(/Idempotency-Key/);

    const running = randomUUID();
    const next = await newOrderBody();
    await claimKey(
      orderKit.app.database.db,
      { userId: us.id, key: running },
      requestHash('usassessments', next),
    );
    const inFlight = await place(us.id, next, running);
    expect(inFlight.statusCode).toBe(409);
  });

  it('makes one order of one cart placed twice at once', async () => {
    const body = await newOrderBody();
    const answers = await Promise.all([place(us.id, body), place(us.id, body)]);
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 409]);
    const list = orderListSchema.parse(
      (await call({ path: `/users/${us.id}/orders`, headers: as(us.id) })).json(),
    );
    const created = answers.find((a) => a.statusCode === 201)!;
    const number = placedOrderSchema.parse(created.json()).order.number;
    expect(list.orders.filter((o) => o.number === number)).toHaveLength(1);
  });
});

describe('reading orders', () => {
  it('lists the customer’s orders newest first, filters by status, and hides others’ and other sites’ orders', async () => {
    const { order } = await placed(await newOrderBody());
    const list = orderListSchema.parse(
      (await call({ path: `/users/${us.id}/orders`, headers: as(us.id) })).json(),
    );
    expect(list.orders[0]?.number).toBe(order.number);
    const placedAt = list.orders.map((o) => o.placedAt);
    expect(placedAt).toEqual(placedAt.toSorted().toReversed());
    const processing = orderListSchema.parse(
      (await call({ path: `/users/${us.id}/orders?status=processing`, headers: as(us.id) })).json(),
    );
    expect(processing.orders.every((o) => o.status === 'processing')).toBe(true);
    expect(processing.orders.map((o) => o.number)).not.toContain(order.number);

    const detail = orderSchema.parse((await readOrder(order.number)).json());
    expect(detail.deliveryAddress.city).toBe('Portland');

    expect((await readOrder(order.number, gb.id)).statusCode).toBe(404);
    expect(
      (await call({ path: `/users/${us.id}/orders/${order.number}`, headers: as(gb.id) })).statusCode,
    ).toBe(403);
    const otherSite = await readOrder(order.number, us.id, 'ukassessments');
    expect(otherSite.statusCode).toBe(404);
    expect(otherSite.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await readOrder('US-2026-99999x')).statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('lists the address, delivery, order and webhook operations with problem+json errors', async () => {
    const doc = (await call({ path: '/openapi.json' })).json();
    const paths = doc.paths as Record<
      string,
      Record<string, { responses: Record<string, { content?: object }> }>
    >;
    const base = '/headless/ecommerce/v2';
    for (const [path, method, problem] of [
      ['/users/{userId}/addresses', 'post', '422'],
      ['/delivery-methods', 'get', '400'],
      ['/users/{userId}/checkout/price', 'post', '422'],
      ['/users/{userId}/orders', 'post', '409'],
      ['/users/{userId}/orders', 'get', '403'],
      ['/users/{userId}/orders/{orderNumber}', 'get', '404'],
      ['/payments/webhook', 'post', '400'],
    ] as const) {
      const operation = paths[`${base}${path}`]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.responses[problem]?.content).toHaveProperty(['application/problem+json']);
    }
    expect(JSON.stringify(paths[`${base}/users/{userId}/orders`]?.['post'])).toContain('Idempotency-Key');
  });
});
