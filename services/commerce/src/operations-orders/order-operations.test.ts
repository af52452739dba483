import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderSchema, problemSchema, type PlacedOrder } from '@store/contracts/commerce';
import {
  operatorDashboardSchema,
  operatorOrderDetailSchema,
  operatorOrderListSchema,
  operatorOrderNoteSchema,
  type OperatorOrderDetail,
} from '@store/contracts/operator-orders';
import { payWith } from '@store/payments-service/test-support';
import { auditLog, invoices, orders } from '../db/schema.ts';
import { OPERATOR_KEY_HEADER } from '../operator/operator-api.ts';
import { demoCustomer, lumenItem, orderTestKit, STORE, type Lines } from '../orders/order-test-kit.ts';

/**
 * The orders part of the operator API against the real identity service and payment sandbox, with
 * the operator key (the system, with every role): the search, an order in full, notes, a staff
 * cancellation refunded through the provider, audit entries of changes, and the dashboard.
 */

const us = demoCustomer('demo.us');
const kit = lumenItem((i) => i.kind === 'KIT');
const OPERATOR_KEY = 'operator-key-for-operations-orders-0123';

const orderKit = orderTestKit({ customers: [us], env: { OPERATOR_API_KEY: OPERATOR_KEY } });
const { call, customerCart, addAddress, deliverEvents } = orderKit;
const db = () => orderKit.app.database.db;

let addressId: string | undefined;

async function place(lines: Lines = [[kit.code, 1]]): Promise<PlacedOrder> {
  addressId ??= (await addAddress(us.id)).id;
  return orderKit.placed(us.id, {
    cartId: await customerCart(us.id, lines),
    addressId,
    deliveryMethod: 'standard',
    paymentType: 'card',
    successUrl: `${STORE}/en-us/checkout/complete`,
    cancelUrl: `${STORE}/en-us/checkout`,
  });
}

async function paidOrder(): Promise<PlacedOrder['order']> {
  const placed = await place();
  await payWith(placed.redirectUrl ?? '', '4242 4242 4242 4242');
  await deliverEvents(placed.order.id, 2);
  return placed.order;
}

const operator = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  call({
    method,
    path: `/operator${path}`,
    site: null,
    headers: { 'x-api-key': '', [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
    ...(payload === undefined ? {} : { payload }),
  });

async function search(query: string) {
  const res = await operator('GET', `/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return operatorOrderListSchema.parse(res.json());
}

async function detail(number: string): Promise<OperatorOrderDetail> {
  const res = await operator('GET', `/orders/${number}`);
  expect(res.statusCode, res.body).toBe(200);
  return operatorOrderDetailSchema.parse(res.json());
}

const auditOf = (number: string, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, number), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));

describe('searching orders', () => {
  it('filters by text, states, store, placing day and total, sorts and pages', async () => {
    const placed = [(await place()).order, (await place()).order, (await place()).order];
    // Totals no demo order has, so that the range finds these three only.
    for (const [index, order] of placed.entries()) {
      await db()
        .update(orders)
        .set({ total: 9_000_001 + index })
        .where(eq(orders.id, order.id));
    }
    const mine = 'minTotal=9000001&maxTotal=9000003';
    await db().update(orders).set({ placedAt: '2020-01-15T12:00:00Z' }).where(eq(orders.id, placed[0]!.id));

    const all = await search(`${mine}&sort=total&order=asc`);
    expect(all.total).toBe(3);
    expect(all.data.map((row) => row.id)).toEqual(placed.map((o) => o.number));
    expect(all.data[0]).toMatchObject({
      number: placed[0]!.number,
      siteId: 'usassessments',
      customer: { userId: us.id, email: us.email },
      paymentType: 'card',
      total: { currency: 'USD', amount: 9_000_001 },
      assistedBy: null,
    });

    const page2 = await search(`${mine}&sort=total&order=desc&perPage=2&page=2`);
    expect(page2).toEqual({ total: 3, data: [all.data[0]] });
    expect((await search(`${mine}&sort=number&order=desc`)).data.map((r) => r.number)).toEqual(
      placed
        .map((o) => o.number)
        .toSorted()
        .reverse(),
    );

    expect((await search(`q=${placed[1]!.number.toLowerCase()}`)).data.map((r) => r.number)).toEqual([
      placed[1]!.number,
    ]);
    expect((await search(`${mine}&q=${encodeURIComponent(us.email.toUpperCase())}`)).total).toBe(3);
    expect((await search(`${mine}&q=${encodeURIComponent(all.data[0]!.customer.name)}`)).total).toBe(3);
    expect((await search(`${mine}&q=nobody-at-all`)).total).toBe(0);
    expect((await search(`${mine}&from=2020-01-15&to=2020-01-15`)).data.map((r) => r.number)).toEqual([
      placed[0]!.number,
    ]);
    expect((await search(`${mine}&from=2020-01-16`)).total).toBe(2);
    expect((await search(`${mine}&siteId=ukassessments`)).total).toBe(0);
    expect(
      (await search(`${mine}&status=${all.data[0]!.status}&paymentStatus=${all.data[0]!.paymentStatus}`))
        .total,
    ).toBe(3);
    expect((await search(`${mine}&fulfilmentStatus=fulfilled`)).total).toBe(0);

    for (const bad of [
      'perPage=101',
      'from=2020-02-01&to=2020-01-01',
      'minTotal=-1',
      'status=lost',
      'colour=red',
    ]) {
      const res = await operator('GET', `/orders?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe('an order in full', () => {
  it('has its lines, payment, history and notes; a note is audited', async () => {
    const { number } = (await place()).order;
    expect((await operator('POST', `/orders/${number}/notes`, { body: '  ' })).statusCode).toBe(400);
    expect((await operator('POST', `/orders/${number}/notes`, { body: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
    expect((await operator('POST', '/orders/US-2026-999999/notes', { body: 'Called.' })).statusCode).toBe(
      404,
    );

    const res = await operator('POST', `/orders/${number}/notes`, {
      body: ' Customer called about delivery. ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = operatorOrderNoteSchema.parse(res.json());
    expect(note).toMatchObject({
      orderNumber: number,
      staffId: null,
      staffName: 'system',
      body: 'Customer called about delivery.',
    });

    const [entry, ...more] = await auditOf(number, 'addOrderNote');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorKind: 'system', subjectType: 'order', before: null, after: note });

    const order = await detail(number);
    expect(order).toMatchObject({
      id: number,
      locale: 'en-us',
      email: us.email,
      payment: { type: 'card', failure: null, refundId: null },
      screeningMatch: null,
      shipments: [],
      invoices: [],
      notes: [note],
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        position: 0,
        itemCode: kit.code,
        quantity: 1,
        unitPrice: expect.objectContaining({ currency: 'USD' }),
      }),
    ]);
    expect(order.history.length).toBeGreaterThan(0);
    expect(order.history[0]).toMatchObject({ actor: 'customer', state: 'order' });
    expect(order.audit.map((a) => a.action)).toEqual(['addOrderNote']);

    expect((await operator('GET', '/orders/US-2026-999999')).statusCode).toBe(404);
    expect((await operator('GET', '/orders/not-a-number')).statusCode).toBe(400);
  });
});

describe('cancelling as staff', () => {
  it('refunds a paid card order through the provider and audits the change', async () => {
    const order = await paidOrder();
    expect((await operator('POST', `/orders/${order.number}/cancellation`, {})).statusCode).toBe(400);

    const res = await operator('POST', `/orders/${order.number}/cancellation`, {
      reason: 'Customer asked by phone.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = operatorOrderDetailSchema.parse(res.json());
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(cancelled.payment.refundId).toMatch(/^re_/);
    const refund = await orderKit.sandbox.stripe.refunds.retrieve(cancelled.payment.refundId ?? '');
    expect(refund).toMatchObject({ status: 'succeeded', amount: cancelled.total.amount });
    expect(cancelled.history.slice(-2).map((h) => [h.actor, h.state, h.to, h.note])).toEqual([
      ['operator', 'order', 'cancelled', null],
      ['operator', 'payment', 'refunded', cancelled.payment.refundId],
    ]);
    expect(cancelled.audit).toEqual([
      expect.objectContaining({
        action: 'cancelOrderAsStaff',
        actorKind: 'system',
        before: { status: 'processing', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' },
        after: {
          status: 'cancelled',
          paymentStatus: 'paid',
          fulfilmentStatus: 'unfulfilled',
          reason: 'Customer asked by phone.',
        },
      }),
    ]);

    const again = await operator('POST', `/orders/${order.number}/cancellation`, { reason: 'Twice.' });
    expect(again.statusCode).toBe(409);
    expect(problemSchema.parse(again.json()).detail).toMatch(/already cancelled/);
  });

  it('refuses a shipped order with 409; the shipment is audited', async () => {
    const order = await paidOrder();
    const shipped = await operator('POST', `/orders/${order.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    expect(orderSchema.parse(shipped.json()).status).toBe('shipped');
    expect(await auditOf(order.number, 'shipOrder')).toEqual([
      expect.objectContaining({
        before: { status: 'processing', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' },
        after: {
          status: 'shipped',
          paymentStatus: 'paid',
          fulfilmentStatus: 'fulfilled',
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
        },
      }),
    ]);

    const res = await operator('POST', `/orders/${order.number}/cancellation`, { reason: 'Too late.' });
    expect(res.statusCode).toBe(409);
    expect(problemSchema.parse(res.json()).detail).toMatch(/already shipped/);
    expect((await detail(order.number)).status).toBe('shipped');
    expect(await auditOf(order.number, 'cancelOrderAsStaff')).toEqual([]);
  });
});

describe('reviews', () => {
  it('lists held orders with the list conventions and audits the decision', async () => {
    const { number, id } = (await place()).order;
    const match = { field: 'delivery', name: 'Dana Blocked', entry: 'Dana Blocked-Demo' } as const;
    await db()
      .update(orders)
      .set({ status: 'held-for-review', screeningMatch: match })
      .where(eq(orders.id, id));

    const listed = await operator('GET', '/orders/reviews?status=held-for-review&perPage=100');
    expect(listed.statusCode, listed.body).toBe(200);
    const held = listed.json().data.find((row: { id: string }) => row.id === number);
    expect(held).toMatchObject({ order: { number }, screeningMatch: match, taxExemption: null });
    expect(listed.json().total).toBeGreaterThanOrEqual(1);

    const released = await operator('POST', `/orders/${number}/screening/release`);
    expect(released.statusCode, released.body).toBe(200);
    const [entry, ...more] = await auditOf(number, 'releaseScreenedOrder');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorKind: 'system',
      before: { status: 'held-for-review' },
      after: { status: released.json().order.status },
    });
  });
});

describe('the dashboard', () => {
  it('counts today’s orders and revenue per store, the queues, overdue invoices and failed payments', async () => {
    const read = async () => {
      const res = await operator('GET', '/dashboard');
      expect(res.statusCode, res.body).toBe(200);
      return operatorDashboardSchema.parse(res.json());
    };
    const before = await read();
    expect(before.date).toBe(new Date().toISOString().slice(0, 10));
    expect(before.stores.map((s) => s.siteId)).toContain('ukassessments');
    expect(before.stores.find((s) => s.siteId === 'ukassessments')?.currency).toBe('GBP');

    const sold = (await place()).order;
    const failed = (await place()).order;
    const held = (await place()).order;
    const cancelled = (await place()).order;
    await db().update(orders).set({ paymentFailure: 'card_declined' }).where(eq(orders.id, failed.id));
    await db().update(orders).set({ status: 'tax-review' }).where(eq(orders.id, held.id));
    expect(
      (await operator('POST', `/orders/${cancelled.number}/cancellation`, { reason: 'Duplicate.' }))
        .statusCode,
    ).toBe(200);
    const [paidInvoice] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'invoice'), eq(invoices.status, 'paid')))
      .limit(1);
    if (!paidInvoice) throw new Error('the demo data has a paid invoice');
    await db()
      .update(invoices)
      .set({ status: 'open', paid: 0, credited: 0, dueOn: '2020-01-01' })
      .where(eq(invoices.id, paidInvoice.id));

    const after = await read();
    const us = (d: typeof before) => d.stores.find((s) => s.siteId === 'usassessments');
    const [failedRow] = await db().select().from(orders).where(eq(orders.id, failed.id));
    expect(failedRow?.status).toBe('awaiting-payment');
    expect(us(after)?.orders).toBe((us(before)?.orders ?? 0) + 3);
    expect(us(after)?.revenue.amount).toBe(
      (us(before)?.revenue.amount ?? 0) + sold.totals.total + failed.totals.total + held.totals.total,
    );
    expect(after.queues).toEqual({ ...before.queues, taxReviews: before.queues.taxReviews + 1 });
    expect(after.failedPayments.count).toBe(before.failedPayments.count + 1);
    expect(after.overdueInvoices.count).toBe(before.overdueInvoices.count + 1);
    const owed = (d: typeof before) =>
      d.overdueInvoices.amounts.find((a) => a.currency === paidInvoice.currency)?.amount ?? 0;
    expect(owed(after)).toBe(owed(before) + paidInvoice.total);
  });
});
