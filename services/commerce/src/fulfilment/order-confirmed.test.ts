import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '@store/config';
import { orderSchema, type PlacedOrder } from '@store/contracts/commerce';
import { outbox } from '@store/mail';
import { payWith, WEBHOOK_SECRET, type Delivery } from '@store/payments-service/test-support';
import { demoCustomer, lumenItem, orderTestKit, STORE, type Lines } from '../orders/order-test-kit.ts';
import { StripePayments } from '../payments/stripe-payments.ts';
import { reconcilePayments } from '../payments/reconciler.ts';
import { TEST_API_KEY } from '../test-app.ts';
import { LICENCE_CODE_PATTERN } from './licence-codes.ts';

/**
 * A card order's confirmation, digital fulfilment and mails, through the real identity service, the
 * payment sandbox and the database: by the signed webhook, and by the reconciler when the webhook
 * never comes. The sandbox's deliveries reach commerce only when a test hands them over.
 */

const us = demoCustomer('demo.us');
const kit = lumenItem((i) => !i.digital);
const digital = lumenItem((i) => i.digital);

const orderKit = orderTestKit({ customers: [us] });
const { as, call, deliver } = orderKit;

async function placeOrder(
  lines: Lines,
  payment: Record<string, string> = { paymentType: 'card' },
): Promise<PlacedOrder> {
  const cartId = await orderKit.customerCart(us.id, lines);
  const address = await orderKit.addAddress(us.id);
  const shipsSomething = lines.some(([code]) => code === kit.code);
  return orderKit.placed(us.id, {
    cartId,
    addressId: address.id,
    ...(shipsSomething ? { deliveryMethod: 'standard' } : {}),
    ...payment,
    successUrl: `${STORE}/en-us/checkout/confirmation?order={ORDER_NUMBER}`,
    cancelUrl: `${STORE}/en-us/checkout`,
  });
}

const readOrder = async (number: string) =>
  orderSchema.parse((await call({ path: `/users/${us.id}/orders/${number}`, headers: as(us.id) })).json());

/** The order's mails in the outbox, by template. */
const mailsOf = (number: string) =>
  orderKit.app.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, us.email), like(outbox.subject, `%${number}%`)));

async function paidDeliveries(placed: PlacedOrder): Promise<Delivery[]> {
  expect((await payWith(placed.redirectUrl ?? '', '4242 4242 4242 4242')).status).toBe(303);
  return orderKit.deliveriesAbout(placed.order.id, 2);
}

describe('a card order paid by the signed webhook', () => {
  it('is fulfilled at once for its digital lines, and mailed once: confirmation and access codes', async () => {
    const placed = await placeOrder([
      [kit.code, 1],
      [digital.code, 2],
    ]);
    expect(await mailsOf(placed.order.number)).toEqual([]);
    const deliveries = await paidDeliveries(placed);
    for (const delivery of deliveries) expect((await deliver(delivery)).statusCode).toBe(200);

    const paid = await readOrder(placed.order.number);
    expect(paid).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      fulfilmentStatus: 'partially-fulfilled',
    });
    const licence = paid.lines.find((l) => l.itemCode === digital.code)?.licence ?? '';
    expect(licence).toMatch(LICENCE_CODE_PATTERN);
    expect(paid.lines.find((l) => l.itemCode === kit.code)?.licence).toBeUndefined();
    expect(paid.history.at(-1)).toMatchObject({
      actor: 'store',
      state: 'fulfilment',
      from: 'unfulfilled',
      to: 'partially-fulfilled',
    });

    const mails = await mailsOf(placed.order.number);
    expect(mails.map((m) => m.template).toSorted()).toEqual(['digitalAccess', 'orderConfirmation']);
    const confirmation = mails.find((m) => m.template === 'orderConfirmation')!;
    expect(confirmation).toMatchObject({
      locale: 'en-us',
      subject: `Order ${placed.order.number} confirmed`,
    });
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      paid.totals.total / 100,
    );
    expect(confirmation.text).toContain(`Total: ${total}`);
    expect(confirmation.text).toContain(`${STORE}/en-us/my-account/orders/${placed.order.number}`);
    expect(confirmation.text).toContain(`${STORE}/store/usassessments/en/order-status`);
    expect(confirmation.text).toContain('1 Main Street');
    const access = mails.find((m) => m.template === 'digitalAccess')!;
    expect(access.text).toContain(licence);
    expect(access.html).toContain(`href="${STORE}/en-us/platform-logins"`);

    // The provider retries until it hears 2xx: nothing is fulfilled or mailed twice.
    for (const delivery of deliveries) expect((await deliver(delivery)).statusCode).toBe(200);
    expect((await readOrder(placed.order.number)).lines).toEqual(paid.lines);
    expect(await mailsOf(placed.order.number)).toHaveLength(2);
  });

  it('fulfils an order of digital items only in full', async () => {
    const placed = await placeOrder([[digital.code, 1]]);
    for (const delivery of await paidDeliveries(placed)) await deliver(delivery);
    const paid = await readOrder(placed.order.number);
    expect(paid.fulfilmentStatus).toBe('fulfilled');
    const confirmation = (await mailsOf(placed.order.number)).find((m) => m.template === 'orderConfirmation');
    expect(confirmation?.text).not.toContain('Delivery address');
  });
});

describe('an order placed on account', () => {
  it('is confirmed and its digital lines fulfilled at placement, with the purchase order in the mail', async () => {
    const placed = await placeOrder(
      [
        [kit.code, 1],
        [digital.code, 1],
      ],
      { paymentType: 'purchase-order', purchaseOrderNumber: 'PO-7731' },
    );
    expect(placed.order).toMatchObject({
      paymentStatus: 'on-account',
      fulfilmentStatus: 'partially-fulfilled',
    });
    expect(placed.order.lines.find((l) => l.digital)?.licence).toMatch(LICENCE_CODE_PATTERN);
    const mails = await mailsOf(placed.order.number);
    // The digital line is invoiced at placement too (docs/invoices.md).
    expect(mails.map((m) => m.template).toSorted()).toEqual([
      'digitalAccess',
      'invoiceIssued',
      'orderConfirmation',
    ]);
    expect(mails.find((m) => m.template === 'orderConfirmation')?.text).toContain('Purchase order PO-7731');
  });
});

describe('the payment reconciler', () => {
  const scope = () => ({
    db: orderKit.app.database.db,
    payments: new StripePayments(
      loadEnv({
        COMMERCE_API_KEY: TEST_API_KEY,
        STRIPE_API_URL: orderKit.sandbox.origin,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
    ),
    storeOrigins: new Set([STORE]),
  });

  it('pays, fulfils and mails an order whose webhook never came, once, and the late webhook changes nothing', async () => {
    const placed = await placeOrder([[digital.code, 1]]);
    const deliveries = await paidDeliveries(placed);
    // Not given time yet: the webhook may still come.
    await reconcilePayments(scope());
    expect((await readOrder(placed.order.number)).paymentStatus).toBe('awaiting-payment');

    const later = { now: new Date(Date.now() + 10 * 60_000) };
    await reconcilePayments(scope(), later);
    const paid = await readOrder(placed.order.number);
    expect(paid).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      fulfilmentStatus: 'fulfilled',
    });
    expect(paid.history.find((h) => h.to === 'paid')?.actor).toMatch(/^reconciler:cs_/);
    expect(await mailsOf(placed.order.number)).toHaveLength(2);

    await reconcilePayments(scope(), { now: new Date(Date.now() + 20 * 60_000) });
    for (const delivery of deliveries) expect((await deliver(delivery)).statusCode).toBe(200);
    const after = await readOrder(placed.order.number);
    expect(after.history).toEqual(paid.history);
    expect(after.lines).toEqual(paid.lines);
    expect(await mailsOf(placed.order.number)).toHaveLength(2);
    // Only a look: the provider took the one payment the customer made.
    const succeeded = orderKit.sandbox.receiver.deliveries.filter(
      (d) => d.type === 'payment_intent.succeeded' && d.payload.includes(placed.order.id),
    );
    expect(succeeded).toHaveLength(1);
  });

  it('marks the payment of an expired session failed, once, and mails nothing', async () => {
    const placed = await placeOrder([[digital.code, 1]]);
    await orderKit.sandbox.stripe.checkout.sessions.expire(placed.order.payments[0]?.checkoutSessionId ?? '');
    const later = { now: new Date(Date.now() + 10 * 60_000) };
    await reconcilePayments(scope(), later);
    const expired = await readOrder(placed.order.number);
    expect(expired).toMatchObject({ status: 'awaiting-payment', paymentStatus: 'failed' });
    expect(expired.payments[0]?.failure).toBe('expired');
    await reconcilePayments(scope(), { now: new Date(Date.now() + 20 * 60_000) });
    expect((await readOrder(placed.order.number)).history).toEqual(expired.history);
    expect(await mailsOf(placed.order.number)).toEqual([]);
  });
});
