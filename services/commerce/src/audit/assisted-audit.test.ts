import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '@store/catalog';
import { addressSchema, customerCartSchema, orderSchema, placedOrderSchema } from '@store/contracts/commerce';
import { identityPaths } from '@store/contracts/identity';
import { auditLog, orders } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/**
 * Assisted sessions at commerce: a token whose userinfo carries the `act` claim places an order
 * recorded as placed by the agent, and every change made with it is in the audit log; the customer's
 * own token writes no audit entry. The identity provider is a stand-in that answers userinfo and
 * introspection for two tokens of one customer.
 */

const CUSTOMER_ID = randomUUID();
const STAFF_ID = '5a7e3b10-6c2d-4e8f-9a1b-000000000002';
const PROFILE = {
  user_id: CUSTOMER_ID,
  email: 'avery@example.com',
  given_name: 'Avery',
  registration_country: 'US',
  family_name: 'Johnson',
};
const USERINFO = new Map<string, unknown>([
  ['own-token', PROFILE],
  ['assisted-token', { ...PROFILE, act: { sub: STAFF_ID, name: 'Sam Rivera' } }],
]);
const STORE = 'https://assessments.example.com';
const RETURN = { successUrl: `${STORE}/checkout/complete`, cancelUrl: `${STORE}/checkout` };
const item = generateCatalog(1)
  .programs.filter((p) => p.qualificationLevel === 'A' && p.stores.includes('usassessments'))
  .flatMap((p) => p.items)
  .find((i) => !i.digital)!;

let identity: Server;
let t: TestApp;

function answerIdentity(server: Server) {
  server.on('request', (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const json = (status: number, answer: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (request.url?.endsWith(identityPaths().introspect)) {
        const form = new URLSearchParams(body);
        const known = USERINFO.has(form.get('token') ?? '');
        return json(200, known ? { active: true, client_id: form.get('client_id') } : { active: false });
      }
      const info = USERINFO.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      return info ? json(200, info) : json(401, { error: 'invalid_token' });
    });
  });
}

beforeAll(async () => {
  identity = createServer();
  answerIdentity(identity);
  await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
  const port = (identity.address() as AddressInfo).port;
  t = await startTestApp({ IDENTITY_BASE_URL: `http://127.0.0.1:${port}/am` });
}, 120_000);

afterAll(async () => {
  await t?.close();
  identity?.closeAllConnections();
  await new Promise((resolve) => identity?.close(resolve));
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const auditRows = () => t.database.db.select().from(auditLog).where(eq(auditLog.customerId, CUSTOMER_ID));

async function cartWithItem(token: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    path: `/users/${CUSTOMER_ID}/carts/current`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { cart } = customerCartSchema.parse(res.json());
  const added = await t.call({
    method: 'POST',
    path: `/carts/${cart.id}/entries`,
    headers: bearer(token),
    payload: { itemCode: item.code, quantity: 1 },
  });
  expect(added.statusCode, added.body).toBe(200);
  return cart.id;
}

async function placeWith(token: string, purchaseOrderNumber: string) {
  const cartId = await cartWithItem(token);
  const address = await t.call({
    method: 'POST',
    path: `/users/${CUSTOMER_ID}/addresses`,
    headers: bearer(token),
    payload: {
      fullName: 'Avery Johnson',
      line1: '1 Main Street',
      city: 'Portland',
      region: 'OR',
      postcode: '97201',
      country: 'US',
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  const res = await t.call({
    method: 'POST',
    path: `/users/${CUSTOMER_ID}/orders`,
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    payload: {
      cartId,
      addressId: addressSchema.parse(address.json()).id,
      deliveryMethod: 'standard',
      paymentType: 'purchase-order',
      purchaseOrderNumber,
      ...RETURN,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return placedOrderSchema.parse(res.json()).order;
}

describe('assisted sessions', () => {
  it('write no audit entry for the customer’s own calls, and no agent on their order', async () => {
    const order = await placeWith('own-token', 'PO-OWN');
    expect(order.assistedBy).toBeUndefined();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.number, order.number));
    expect(row?.assistedBy).toBeNull();
    expect(await auditRows()).toEqual([]);
  });

  it('record the agent on an order placed for the customer, and audit every change made', async () => {
    const order = await placeWith('assisted-token', 'PO-ASSISTED');
    expect(order.assistedBy).toEqual({ name: 'Sam Rivera' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.number, order.number));
    expect(row?.assistedBy).toEqual({ staffId: STAFF_ID, name: 'Sam Rivera' });

    const read = await t.call({
      path: `/users/${CUSTOMER_ID}/orders/${order.number}`,
      headers: bearer('own-token'),
    });
    expect(orderSchema.parse(read.json()).assistedBy).toEqual({ name: 'Sam Rivera' });

    const rows = await auditRows();
    const agent = {
      actorKind: 'assisted',
      staffId: STAFF_ID,
      staffName: 'Sam Rivera',
      customerId: CUSTOMER_ID,
    };
    expect(rows.map((r) => r.action)).toEqual([
      'restoreCustomerCart',
      'addCartEntry',
      'addAddress',
      'placeOrder',
    ]);
    expect(rows.find((r) => r.action === 'addAddress')).toMatchObject({
      ...agent,
      subjectType: 'customer',
      subjectId: CUSTOMER_ID,
    });
    expect(rows.find((r) => r.action === 'placeOrder')).toMatchObject({
      ...agent,
      subjectType: 'order',
      subjectId: order.number,
      after: {
        operation: 'placeOrder',
        customerId: CUSTOMER_ID,
        order: { number: order.number, status: order.status, total: order.total, currency: 'USD' },
      },
    });
    expect(rows.every((r) => typeof r.requestId === 'string')).toBe(true);
  });
});
