import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programByCode } from '@store/catalog';
import { loadEnv } from '@store/config';
import {
  addressSchema,
  cartSchema,
  customerCartSchema,
  operatorQualificationListSchema,
  placedOrderSchema,
  problemSchema,
  qualificationListSchema,
  qualificationSchema,
  type Qualification,
} from '@store/contracts/commerce';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { documentTypeOf } from '@store/contracts/qualification-schemes';
import { signIn, startIdentity, tokensFor, type TestIdentity } from '@store/identity-service/test-support';
import { startSandbox, WEBHOOK_SECRET, type RunningSandbox } from '@store/payments-service/test-support';
import { qualifications } from '../db/schema.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { OPERATOR_KEY_HEADER, operatorApiKey } from '../operator/operator-api.ts';

/**
 * Qualification records, the operator API and the gate at placement, against the real identity
 * service (tokens), the payment sandbox (placement opens a checkout) and the real database.
 */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const gb = DEMO_CUSTOMERS.find((c) => c.username === 'demo.gb')!;
const nl = DEMO_CUSTOMERS.find((c) => c.username === 'demo.nl')!;
/** Level B on the catalogue's scale, and level C. */
const lumenKit = programByCode('A100123')!.items.find((i) => i.kind === 'KIT')!;
const cedarKit = programByCode('C300789')!.items.find((i) => i.kind === 'KIT')!;

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';
const STORE = 'https://assessments.example.com';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let identity: TestIdentity;
let sandbox: RunningSandbox;
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  sandbox = await startSandbox();
  t = await startTestApp({
    IDENTITY_BASE_URL: `${identity.origin}/am`,
    STRIPE_API_URL: sandbox.origin,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    OPERATOR_API_KEY: OPERATOR_KEY,
  });
  for (const customer of [us, gb, nl]) {
    const { cookie } = await signIn(identity, customer.username);
    tokens.set(customer.id, (await tokensFor(identity, cookie)).access_token);
    tokens.set(`${customer.id} uk`, (await tokensFor(identity, cookie, 'storefront-uk')).access_token);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  await identity?.close();
});

const as = (userId: string, site = 'usassessments') => ({
  authorization: `Bearer ${tokens.get(site === 'ukassessments' ? `${userId} uk` : userId)}`,
});

const list = async (userId: string, site = 'usassessments') => {
  const res = await t.call({ path: `/users/${userId}/qualifications`, site, headers: as(userId, site) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return qualificationListSchema.parse(res.json());
};

const submit = (
  userId: string,
  body: { level?: string; data?: Buffer | string; fileName?: string; type?: string } = {},
) =>
  t.call({
    method: 'POST',
    path: `/users/${userId}/qualifications`,
    headers: as(userId),
    payload: {
      type: body.type ?? 'degree',
      level: body.level ?? 'B',
      details: 'MA in School Psychology, 2019',
      document: {
        fileName: body.fileName ?? 'degree.pdf',
        data: typeof body.data === 'string' ? body.data : (body.data ?? PDF).toString('base64'),
      },
    },
  });

async function submitted(userId: string, level = 'B'): Promise<Qualification> {
  const res = await submit(userId, { level });
  expect(res.statusCode).toBe(201);
  return qualificationSchema.parse(res.json());
}

const operator = (
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
  key: string | null = OPERATOR_KEY,
) =>
  t.call({
    method,
    path: `/operator${path}`,
    site: null,
    headers: { 'x-api-key': '', ...(key === null ? {} : { [OPERATOR_KEY_HEADER]: key }) },
    ...(payload === undefined ? {} : { payload }),
  });

const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-30`;

describe('qualification records', () => {
  it('lists the seeded demo records per store: demo.us holds C in the US store, demo.gb waits for CL2', async () => {
    const usRecords = await list(us.id);
    expect(usRecords.heldLevels).toEqual(['C']);
    expect(usRecords.qualifications[0]).toMatchObject({ level: 'C', status: 'approved' });
    const gbRecords = await list(gb.id, 'ukassessments');
    expect(gbRecords.heldLevels).toEqual([]);
    expect(gbRecords.qualifications).toMatchObject([{ level: 'CL2', status: 'pending' }]);
    // Levels are codes of a store's scheme: demo.us holds nothing in the UK store.
    expect((await list(us.id, 'ukassessments')).qualifications).toEqual([]);
  });

  it('takes a PDF or an image as pending, and refuses another customer’s records (403)', async () => {
    const pdf = await submitted(nl.id);
    expect(pdf).toMatchObject({
      type: 'degree',
      level: 'B',
      status: 'pending',
      document: { fileName: 'degree.pdf', contentType: 'application/pdf', size: PDF.length },
    });
    const png = await submit(nl.id, { data: PNG, fileName: 'licence.PNG', type: 'certification' });
    expect(qualificationSchema.parse(png.json()).document.contentType).toBe('image/png');
    const records = await list(nl.id);
    expect(records.qualifications.map((q) => q.id)).toContain(pdf.id);
    expect(records.heldLevels).toEqual([]);

    const foreign = await t.call({ path: `/users/${nl.id}/qualifications`, headers: as(us.id) });
    expect(foreign.statusCode).toBe(403);
    const foreignSubmit = await t.call({
      method: 'POST',
      path: `/users/${nl.id}/qualifications`,
      headers: as(us.id),
      payload: {
        type: 'degree',
        level: 'B',
        details: 'x',
        document: { fileName: 'a.pdf', data: 'JVBERi0=' },
      },
    });
    expect(foreignSubmit.statusCode).toBe(403);
  });

  it('reads the document’s type from its bytes: a text file renamed to .pdf is refused', async () => {
    expect(documentTypeOf(PDF)).toBe('application/pdf');
    expect(documentTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    const renamed = await submit(nl.id, {
      data: Buffer.from('I am a doctor, honestly.'),
      fileName: 'degree.pdf',
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(renamed.json()).toMatchObject({ documentProblem: 'unsupported-type' });
    const notBase64 = await submit(nl.id, { data: 'not base64!' });
    expect(notBase64.statusCode).toBe(400);
  });

  it('refuses a document over 5 MB with a 422, and a body far over it with a 413', async () => {
    const large = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    PDF.copy(large);
    const tooLarge = await submit(nl.id, { data: large });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toMatchObject({ documentProblem: 'too-large' });
    const huge = await submit(nl.id, { data: Buffer.alloc(6 * 1024 * 1024, 0x20) });
    expect(huge.statusCode).toBe(413);
  });

  it('takes only the levels of the store’s scheme that need evidence', async () => {
    for (const level of ['CL2', 'A', 'D']) {
      const refused = await submit(nl.id, { level });
      expect(refused.statusCode, level).toBe(422);
      expect(problemSchema.parse(refused.json()).detail).toMatch(/B, C/);
    }
    const unknownType = await submit(nl.id, { type: 'hunch' });
    expect(unknownType.statusCode).toBe(400);
  });
});

describe('the operator API', () => {
  it('answers only its own key (401), not the platform key', async () => {
    expect((await operator('GET', '/qualifications', undefined, null)).statusCode).toBe(401);
    expect((await operator('GET', '/qualifications', undefined, 'wrong-key-0123456789')).statusCode).toBe(
      401,
    );
    const platformKey = await t.call({ path: '/operator/qualifications', site: null });
    expect(platformKey.statusCode).toBe(401);
    expect(platformKey.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('lists pending submissions, serves their document, approves with a level and expiry, and rejects with a note', async () => {
    const first = await submitted(nl.id);
    const second = await submitted(nl.id, 'C');
    const pending = operatorQualificationListSchema.parse((await operator('GET', '/qualifications')).json());
    const mine = pending.data.find((q) => q.id === first.id);
    expect(mine).toMatchObject({
      userId: nl.id,
      siteId: 'usassessments',
      email: nl.email,
      status: 'pending',
    });
    expect(pending.data.some((q) => q.status !== 'pending')).toBe(false);

    const document = await operator('GET', `/qualifications/${first.id}/document`);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toMatch(/^attachment/);
    expect(document.rawPayload.equals(PDF)).toBe(true);

    const expiresOn = nextYear();
    const approved = await operator('POST', `/qualifications/${first.id}/approve`, { level: 'B', expiresOn });
    expect(approved.statusCode).toBe(200);
    expect(qualificationSchema.parse(approved.json())).toMatchObject({
      status: 'approved',
      level: 'B',
      expiresOn,
    });
    const rejected = await operator('POST', `/qualifications/${second.id}/reject`, {
      note: 'The document does not show a doctorate.',
    });
    expect(qualificationSchema.parse(rejected.json())).toMatchObject({
      status: 'rejected',
      reviewerNote: 'The document does not show a doctorate.',
    });
    expect((await list(nl.id)).heldLevels).toEqual(['B']);

    const twice = await operator('POST', `/qualifications/${second.id}/approve`, { level: 'C', expiresOn });
    expect(twice.statusCode).toBe(409);
    const third = await submitted(nl.id);
    const badLevel = await operator('POST', `/qualifications/${third.id}/approve`, {
      level: 'CL3',
      expiresOn,
    });
    expect(badLevel.statusCode).toBe(422);
    const past = await operator('POST', `/qualifications/${third.id}/approve`, {
      level: 'B',
      expiresOn: '2001-01-01',
    });
    expect(past.statusCode).toBe(422);
    const noNote = await operator('POST', `/qualifications/${third.id}/reject`, {});
    expect(noNote.statusCode).toBe(400);
    expect((await operator('POST', `/qualifications/${randomUUID()}/reject`, { note: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('has a key derived from the platform key in the demo, and none outside it unless set', () => {
    const demo = operatorApiKey(loadEnv({ COMMERCE_API_KEY: TEST_API_KEY }));
    expect(demo).toMatch(/^[\w-]{40,}$/);
    expect(demo).not.toContain(TEST_API_KEY);
    const real = { COMMERCE_API_KEY: TEST_API_KEY, DATABASE_URL: 'postgres://db/store' };
    expect(operatorApiKey(loadEnv(real))).toBeUndefined();
    expect(operatorApiKey(loadEnv({ ...real, OPERATOR_API_KEY: OPERATOR_KEY }))).toBe(OPERATOR_KEY);
  });
});

describe('held levels', () => {
  it('count approved, unexpired records only: an expired approval reads expired and holds nothing', async () => {
    const id = randomUUID();
    await t.database.db.insert(qualifications).values({
      id,
      userId: nl.id,
      siteId: 'ukassessments',
      type: 'degree',
      level: 'CL3',
      status: 'approved',
      details: 'Expired licence',
      fileName: 'old.pdf',
      contentType: 'application/pdf',
      size: 10,
      expiresOn: '2020-12-31',
    });
    const records = await list(nl.id, 'ukassessments');
    expect(records.qualifications.find((q) => q.id === id)?.status).toBe('expired');
    expect(records.heldLevels).toEqual([]);
    const expired = operatorQualificationListSchema.parse(
      (await operator('GET', '/qualifications?status=expired')).json(),
    );
    expect(expired.data.map((q) => q.id)).toContain(id);
  });
});

describe('the gate at placement', () => {
  async function cartWith(userId: string, itemCode: string) {
    const res = await t.call({ method: 'POST', path: `/users/${userId}/carts/current`, headers: as(userId) });
    const { cart } = customerCartSchema.parse(res.json());
    const added = await t.call({
      method: 'POST',
      path: `/carts/${cart.id}/entries`,
      headers: as(userId),
      payload: { itemCode, quantity: 1 },
    });
    expect(cartSchema.parse(added.json()).entries[0]?.qualificationLevel).toBeDefined();
    return cart.id;
  }

  async function placeBody(userId: string, itemCode: string) {
    const address = await t.call({
      method: 'POST',
      path: `/users/${userId}/addresses`,
      headers: as(userId),
      payload: {
        fullName: 'Oliver Hughes',
        line1: '1 Main St',
        city: 'Portland',
        region: 'OR',
        postcode: '97201',
        country: 'US',
      },
    });
    return {
      cartId: await cartWith(userId, itemCode),
      addressId: addressSchema.parse(address.json()).id,
      deliveryMethod: 'standard',
      paymentType: 'card',
      successUrl: `${STORE}/en-us/checkout/complete`,
      cancelUrl: `${STORE}/en-us/checkout`,
    };
  }

  const place = (userId: string, body: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      path: `/users/${userId}/orders`,
      headers: { ...as(userId), 'idempotency-key': randomUUID() },
      payload: body,
    });

  it('refuses an order with a line above the customer’s level, naming it, and allows one at or below', async () => {
    const refused = await place(gb.id, await placeBody(gb.id, lumenKit.code));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      qualificationRequired: [{ itemCode: lumenKit.code, productCode: 'A100123', requiredLevel: 'B' }],
      heldLevels: [],
    });
    // Nothing was written: the cart still holds the line.
    const body = await placeBody(gb.id, lumenKit.code);
    const cart = await t.call({ path: `/carts/${body.cartId}`, headers: as(gb.id) });
    expect(cartSchema.parse(cart.json()).entries).toHaveLength(1);

    const evidence = await submitted(gb.id, 'B');
    await operator('POST', `/qualifications/${evidence.id}/approve`, { level: 'B', expiresOn: nextYear() });
    const atLevel = await place(gb.id, body);
    expect(atLevel.statusCode).toBe(201);
    expect(placedOrderSchema.parse(atLevel.json()).order.lines[0]?.itemCode).toBe(lumenKit.code);

    const above = await place(gb.id, await placeBody(gb.id, cedarKit.code));
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      qualificationRequired: [{ itemCode: cedarKit.code, requiredLevel: 'C' }],
      heldLevels: ['B'],
    });
    // demo.us holds C: the same product is sold to them.
    expect((await place(us.id, await placeBody(us.id, cedarKit.code))).statusCode).toBe(201);
  });
});
