import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceListSchema, invoicePaymentStartedSchema, invoiceSchema } from '@store/contracts/commerce';
import { invoices, organisationMembers, organisations, orders } from '../db/schema.ts';
import { demoCustomer, lumenItem, orderTestKit, STORE } from '../orders/order-test-kit.ts';
import { issueOnConfirmation } from './issue-invoices.ts';

/**
 * Organisation invoices (docs/invoices.md, access), through the real identity service, payment
 * sandbox and database: an order placed for an organisation is invoiced to it, its finance members
 * list, read, print and pay the invoice, a member without finance and a member of another
 * organisation read it as unknown.
 */

const us = demoCustomer('demo.us');
const gb = demoCustomer('demo.gb');
const ca = demoCustomer('demo.ca');
const digital = lumenItem((i) => i.digital);
const RETURN = {
  successUrl: `${STORE}/en-us/invoices/x/payment/confirmation?payment={PAYMENT_ID}`,
  cancelUrl: `${STORE}/en-us/invoices/x/payment`,
};

const SCHOOL = { id: randomUUID(), accountNumber: 'ORG-TEST-INV-1', name: 'Lakeside School District' };
const CLINIC = { id: randomUUID(), accountNumber: 'ORG-TEST-INV-2', name: 'Harbour Clinic' };

const kit = orderTestKit({ customers: [us, gb, ca] });
const { as, call } = kit;
const db = () => kit.app.database.db;

/** A purchase-order order by demo.us, placed for the organisation and invoiced as confirming it does. */
async function organisationInvoice(organisationId: string): Promise<string> {
  const { order } = await kit.placed(us.id, {
    cartId: await kit.customerCart(us.id, [[digital.code, 1]]),
    addressId: (await kit.addAddress(us.id)).id,
    paymentType: 'purchase-order',
    purchaseOrderNumber: `PO-${randomUUID().slice(0, 8)}`,
    ...RETURN,
  });
  return db().transaction(async (tx) => {
    await tx.update(orders).set({ organisationId }).where(eq(orders.id, order.id));
    await tx.delete(invoices).where(eq(invoices.orderId, order.id));
    const id = await issueOnConfirmation(tx, order.id, undefined);
    if (!id) throw new Error('the organisation order was not invoiced');
    return id;
  });
}

let schoolInvoice = '';
let clinicInvoice = '';

beforeAll(async () => {
  for (const org of [SCHOOL, CLINIC])
    await db()
      .insert(organisations)
      .values({ ...org, siteId: 'usassessments' });
  await db()
    .insert(organisationMembers)
    .values([
      { organisationId: SCHOOL.id, userId: us.id, roles: ['purchaser'] },
      { organisationId: SCHOOL.id, userId: gb.id, roles: ['finance'] },
      { organisationId: SCHOOL.id, userId: ca.id, roles: ['purchaser', 'qualified-user', 'administrator'] },
      { organisationId: CLINIC.id, userId: us.id, roles: ['finance'] },
    ]);
  schoolInvoice = await organisationInvoice(SCHOOL.id);
  clinicInvoice = await organisationInvoice(CLINIC.id);
});

const read = (userId: string, path: string) =>
  call({ path: `/users/${userId}/invoices${path}`, headers: as(userId) });

const startPayment = (userId: string, invoiceId: string) =>
  call({
    method: 'POST',
    path: `/users/${userId}/invoice-payments`,
    headers: { ...as(userId), 'idempotency-key': randomUUID() },
    payload: { method: 'card', allocations: [{ invoiceId, amount: 100 }], ...RETURN },
  });

describe('organisation invoices', () => {
  it('are issued to the organisation the order was placed for', async () => {
    const [row] = await db().select().from(invoices).where(eq(invoices.id, schoolInvoice));
    expect(row?.organisationId).toBe(SCHOOL.id);
  });

  it('are listed, read and printed by the organisation’s finance members, marked with the organisation', async () => {
    const list = invoiceListSchema.parse((await read(gb.id, '')).json());
    const listed = list.invoices.find((i) => i.id === schoolInvoice);
    expect(listed?.organisation).toEqual({ id: SCHOOL.id, name: SCHOOL.name });
    expect(list.invoices.map((i) => i.id)).not.toContain(clinicInvoice);
    expect(list.totals.open).toBeGreaterThanOrEqual(listed?.balance ?? Infinity);

    const res = await read(gb.id, `/${schoolInvoice}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(invoiceSchema.parse(res.json()).organisation).toEqual({ id: SCHOOL.id, name: SCHOOL.name });
    const pdf = await read(gb.id, `/${schoolInvoice}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('are unknown to a member without finance, even the one who placed the order', async () => {
    for (const userId of [ca.id, us.id]) {
      const list = invoiceListSchema.parse((await read(userId, '')).json());
      expect(list.invoices.map((i) => i.id)).not.toContain(schoolInvoice);
      expect((await read(userId, `/${schoolInvoice}`)).statusCode).toBe(404);
      expect((await read(userId, `/${schoolInvoice}/pdf`)).statusCode).toBe(404);
      expect((await startPayment(userId, schoolInvoice)).statusCode).toBe(404);
    }
  });

  it('are unknown to the finance members of another organisation', async () => {
    expect((await read(gb.id, `/${clinicInvoice}`)).statusCode).toBe(404);
    expect((await startPayment(gb.id, clinicInvoice)).statusCode).toBe(404);
    const clinic = await read(us.id, `/${clinicInvoice}`);
    expect(invoiceSchema.parse(clinic.json()).organisation?.name).toBe(CLINIC.name);
  });

  it('are paid by a finance member', async () => {
    const res = await startPayment(gb.id, schoolInvoice);
    expect(res.statusCode, res.body).toBe(201);
    const started = invoicePaymentStartedSchema.parse(res.json());
    expect(started.payment.allocations).toEqual([
      expect.objectContaining({ invoiceId: schoolInvoice, amount: 100 }),
    ]);
  });
});
