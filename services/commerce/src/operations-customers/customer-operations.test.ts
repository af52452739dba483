import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  operatorCustomerDetailSchema,
  operatorCustomerListSchema,
  operatorOrganisationDetailSchema,
  operatorOrganisationListSchema,
  operatorOrganisationMemberSchema,
} from '@store/contracts/operator-customers';
import { auditLog, organisationMembers } from '../db/schema.ts';
import { OPERATOR_KEY_HEADER } from '../operator/operator-api.ts';
import { demoCustomer, lumenItem, orderTestKit, STORE } from '../orders/order-test-kit.ts';
import { demoOrganisationOf } from '../organisations/demo-organisations.ts';

/**
 * Customers and organisations in the operator API (docs/operations.md), through the real identity
 * service and database, with the operator key (the system, which holds every role).
 */

const us = demoCustomer('demo.us');
const digital = lumenItem((i) => i.digital);
const OPERATOR_KEY = 'operator-key-for-customer-operation-tests';
const maple = demoOrganisationOf('demo.us');

const kit = orderTestKit({ customers: [us], env: { OPERATOR_API_KEY: OPERATOR_KEY } });
let orderNumber = '';

beforeAll(async () => {
  const cartId = await kit.customerCart(us.id);
  const addressId = (await kit.addAddress(us.id)).id;
  await kit.addLines(us.id, cartId, [[digital.code, 1]]);
  const { order } = await kit.placed(us.id, {
    cartId,
    addressId,
    paymentType: 'purchase-order',
    purchaseOrderNumber: 'PO-CUSTOMERS-1',
    successUrl: `${STORE}/en-us/checkout/confirmation`,
    cancelUrl: `${STORE}/en-us/checkout`,
  });
  orderNumber = order.number;
});

const operator = (method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>) =>
  kit.call({
    method,
    path: `/operator${path}`,
    site: null,
    headers: { 'x-api-key': '', [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
    ...(payload === undefined ? {} : { payload }),
  });

const read = async <T>(path: string, schema: { parse(value: unknown): T }): Promise<T> => {
  const res = await operator('GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
};

describe('customers', () => {
  it('finds a customer by an order number, by email and by name, and pages', async () => {
    const byOrder = await read(`/customers?q=${orderNumber.toLowerCase()}`, operatorCustomerListSchema);
    expect(byOrder.total).toBe(1);
    expect(byOrder.data[0]).toMatchObject({ id: us.id, email: us.email, orders: expect.any(Number) });
    expect(byOrder.data[0]?.orders).toBeGreaterThan(0);

    const byEmail = await read(
      `/customers?q=${encodeURIComponent(us.email.toUpperCase())}`,
      operatorCustomerListSchema,
    );
    expect(byEmail.data.map((c) => c.id)).toContain(us.id);
    const byName = await read(
      `/customers?q=${encodeURIComponent(`${us.givenName} ${us.familyName}`)}&siteId=usassessments`,
      operatorCustomerListSchema,
    );
    expect(byName.data.map((c) => c.id)).toContain(us.id);
    const elsewhere = await read(
      `/customers?q=${encodeURIComponent(us.email)}&siteId=asiaassessments`,
      operatorCustomerListSchema,
    );
    expect(elsewhere.data.map((c) => c.id)).not.toContain(us.id);

    const page = await read('/customers?perPage=1&sort=name&order=asc', operatorCustomerListSchema);
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await operator('GET', '/customers?sort=password')).statusCode).toBe(400);
  });

  it('reads a customer with orders, organisations and roles, and nothing secret', async () => {
    const res = await operator('GET', `/customers/${us.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = operatorCustomerDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ id: us.id, firstName: us.givenName, email: us.email });
    expect(detail.sites).toContain('usassessments');
    expect(detail.recentOrders[0]).toMatchObject({ number: orderNumber, siteId: 'usassessments' });
    expect(detail.organisations).toContainEqual(
      expect.objectContaining({ id: maple.id, roles: expect.arrayContaining(['administrator']) }),
    );
    expect(res.body).not.toMatch(/password|paymentCustomerId|cus_/i);
    expect((await operator('GET', '/customers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('organisations', () => {
  it('lists by account number and reads members, waiting invitations and the discount', async () => {
    const list = await read(`/organisations?q=${maple.accountNumber}`, operatorOrganisationListSchema);
    expect(list).toMatchObject({ total: 1, data: [{ id: maple.id, accountNumber: maple.accountNumber }] });
    const detail = await read(`/organisations/${maple.id}`, operatorOrganisationDetailSchema);
    expect(detail.members).toContainEqual(
      expect.objectContaining({ userId: us.id, roles: expect.arrayContaining(['administrator']) }),
    );
    expect(detail.memberCount).toBe(detail.members.length);
    expect((await operator('GET', '/organisations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('changes a member’s roles, audited, and keeps the last administrator', async () => {
    const colleague = maple.highlyQualified.id;
    const res = await operator('PUT', `/organisations/${maple.id}/members/${colleague}`, {
      roles: ['purchaser', 'qualified-user'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(operatorOrganisationMemberSchema.parse(res.json()).roles).toEqual(['purchaser', 'qualified-user']);
    const entries = await kit.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, maple.id), eq(auditLog.action, 'setMemberRolesAsStaff')));
    expect(entries).toEqual([
      expect.objectContaining({
        actorKind: 'system',
        subjectType: 'organisation',
        before: { userId: colleague, roles: ['qualified-user'] },
        after: { userId: colleague, roles: ['purchaser', 'qualified-user'] },
      }),
    ]);

    const last = await operator('PUT', `/organisations/${maple.id}/members/${us.id}`, {
      roles: ['purchaser'],
    });
    expect(last.statusCode, last.body).toBe(409);
    const [kept] = await kit.app.database.db
      .select()
      .from(organisationMembers)
      .where(and(eq(organisationMembers.organisationId, maple.id), eq(organisationMembers.userId, us.id)));
    expect(kept?.roles).toContain('administrator');
    expect(
      (await operator('PUT', `/organisations/${maple.id}/members/${us.id}`, { roles: [] })).statusCode,
    ).toBe(400);
  });

  it('sets and removes a discount, each audited, and shows its state in the detail', async () => {
    const set = await operator('PUT', `/organisations/${maple.id}/discount`, {
      scheme: 'uap',
      percent: 12.5,
      startsOn: '2020-01-01',
      endsOn: '2999-12-31',
      spendingLimit: 500_000,
    });
    expect(set.statusCode, set.body).toBe(200);
    const detail = await read(`/organisations/${maple.id}`, operatorOrganisationDetailSchema);
    expect(detail.discount).toMatchObject({
      scheme: 'uap',
      percent: 12.5,
      state: 'UAP_APPLIED',
      spendingLimit: { currency: 'USD', amount: 500_000 },
      spent: { currency: 'USD' },
    });
    expect((await operator('DELETE', `/organisations/${maple.id}/discount`)).statusCode).toBe(204);
    expect((await read(`/organisations/${maple.id}`, operatorOrganisationDetailSchema)).discount).toBeNull();
    const entries = await kit.app.database.db.select().from(auditLog).where(eq(auditLog.subjectId, maple.id));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['setOrganisationDiscount', 'removeOrganisationDiscount']),
    );
    expect(entries.find((entry) => entry.action === 'setOrganisationDiscount')?.after).toEqual([
      expect.objectContaining({ scheme: 'uap', basisPoints: 1250, spendingLimit: 500_000 }),
    ]);
  });
});
