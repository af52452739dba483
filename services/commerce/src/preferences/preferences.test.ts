import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { preferencesSchema } from '@store/contracts/commerce-preferences';
import { DEMO_CUSTOMERS } from '@store/contracts/demo-customers';
import { TRANSACTION_CONDITION_ADVICE } from '@store/contracts/identity';
import { outbox } from '@store/mail';
import {
  answer,
  authenticate,
  DEMO_PASSWORD,
  signIn,
  startIdentity,
  tokensFor,
  type AmStep,
  type TestIdentity,
} from '@store/identity-service/test-support';
import { customers } from '../db/schema.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';
import { INVOICE_EMAIL_STEP_UP } from './preference-routes.ts';

/**
 * Preferences (docs/preferences.md) against the real identity service, for the invoice email's
 * step-up, and the real database, whose outbox holds the confirmation mail.
 */

const us = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us')!;
const ca = DEMO_CUSTOMERS.find((c) => c.username === 'demo.ca')!;
const nl = DEMO_CUSTOMERS.find((c) => c.username === 'demo.nl')!;

let identity: TestIdentity;
let t: TestApp;

beforeAll(async () => {
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY });
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` });
});

afterAll(async () => {
  await t?.close();
  await identity?.close();
});

interface Customer {
  cookie: string;
  token: string;
  id: string;
  site: string;
}

async function signedIn(username: string, id: string, clientId: string, site: string): Promise<Customer> {
  const { cookie } = await signIn(identity, username);
  return { cookie, id, site, token: (await tokensFor(identity, cookie, clientId)).access_token };
}

const call = (
  customer: Customer,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.call({
    method,
    path,
    site: customer.site,
    headers: {
      authorization: `Bearer ${customer.token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const preferences = (c: Customer) => `/users/${c.id}/preferences`;
const subscription = (c: Customer) => `/users/${c.id}/marketing-subscription`;

const confirm = (token: string) =>
  t.call({
    method: 'POST',
    path: '/marketing-confirmations',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token }),
  });

/** The token of the newest confirmation mail to the address, read from its link. */
async function mailedToken(email: string): Promise<{ token: string; locale: string }> {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, 'marketingConfirm'), eq(outbox.recipient, email)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const match = /\/([a-z]{2}-[a-z]{2})\/my-account\/preferences\/marketing\/([A-Za-z0-9_-]{43})/.exec(
    mail?.text ?? '',
  );
  expect(match).not.toBeNull();
  return { locale: match![1]!, token: match![2]! };
}

function challengedTransaction(header: string | undefined): string {
  const part = String(header)
    .split(',')
    .find((p) => p.includes('advices'));
  const advices = JSON.parse(atob(/"(\S+)"/.exec(part ?? '')![1]!)) as Record<string, string[]>;
  return advices[TRANSACTION_CONDITION_ADVICE]![0]!;
}

async function completeStepUp(customer: Customer, transactionId: string): Promise<void> {
  const first = await authenticate(identity, {
    cookie: customer.cookie,
    query: {
      authIndexType: 'composite_advice',
      authIndexValue: `<Advices><AttributeValuePair><Attribute name="${TRANSACTION_CONDITION_ADVICE}"/><Value>${transactionId}</Value></AttributeValuePair></Advices>`,
    },
  });
  expect(first.json.description).toBe(INVOICE_EMAIL_STEP_UP);
  const done = await authenticate(identity, {
    cookie: customer.cookie,
    body: answer(first.json as unknown as AmStep, { 0: DEMO_PASSWORD, 1: 0 }),
  });
  expect(done.status).toBe(200);
}

describe('GET /users/{userId}/preferences', () => {
  it('starts with marketing off, the site’s locales and the sign-in email, for the token’s customer only', async () => {
    const customer = await signedIn(ca.username, ca.id, 'storefront-ca', 'caassessments');
    const res = await call(customer, 'GET', preferences(customer));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(preferencesSchema.parse(res.json())).toEqual({
      preferredLocale: null,
      locales: ['en-ca', 'fr-ca'],
      orderEmail: ca.email,
      invoiceEmail: null,
      signInEmail: ca.email,
      marketing: 'off',
    });
    expect((await call(customer, 'GET', `/users/${us.id}/preferences`)).statusCode).toBe(403);
    expect((await t.call({ path: preferences(customer), site: 'caassessments' })).statusCode).toBe(401);
  });
});

describe('PATCH /users/{userId}/preferences', () => {
  it('keeps a language of the region and refuses one outside it with a 422 naming the allowed ones', async () => {
    const customer = await signedIn(ca.username, ca.id, 'storefront-ca', 'caassessments');
    const kept = await call(customer, 'PATCH', preferences(customer), { preferredLocale: 'fr-ca' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().preferredLocale).toBe('fr-ca');

    const outside = await call(customer, 'PATCH', preferences(customer), { preferredLocale: 'nl-nl' });
    expect(outside.statusCode).toBe(422);
    expect(outside.headers['content-type']).toMatch(/problem\+json/);
    expect(outside.json().detail).toMatch(/en-ca or fr-ca/);
    expect((await call(customer, 'GET', preferences(customer))).json().preferredLocale).toBe('fr-ca');

    const empty = await call(customer, 'PATCH', preferences(customer), {});
    expect(empty.statusCode).toBe(400);
  });

  it('asks for step-up before changing the invoice email, and null sends invoices to the order email again', async () => {
    const customer = await signedIn(us.username, us.id, 'storefront-us', 'usassessments');
    const challenged = await call(customer, 'PATCH', preferences(customer), {
      invoiceEmail: 'accounts@clinic.example',
    });
    expect(challenged.statusCode).toBe(401);
    expect(challenged.json().detail).toMatch(/Changing the invoice email needs you to confirm it is you/);
    const [before] = await t.database.db.select().from(customers).where(eq(customers.id, us.id));
    expect(before?.invoiceEmail).toBeNull();

    const transactionId = challengedTransaction(challenged.headers['www-authenticate'] as string);
    await completeStepUp(customer, transactionId);
    const saved = await call(
      customer,
      'PATCH',
      preferences(customer),
      { invoiceEmail: 'accounts@clinic.example' },
      { 'x-txid': transactionId },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().invoiceEmail).toBe('accounts@clinic.example');

    // The language alone needs no step-up.
    const language = await call(customer, 'PATCH', preferences(customer), { preferredLocale: 'en-us' });
    expect(language.statusCode).toBe(200);
    expect(language.json().invoiceEmail).toBe('accounts@clinic.example');

    const cleared = await call(customer, 'PATCH', preferences(customer), { invoiceEmail: null });
    expect(cleared.statusCode).toBe(401);
    const again = challengedTransaction(cleared.headers['www-authenticate'] as string);
    await completeStepUp(customer, again);
    const reset = await call(
      customer,
      'PATCH',
      preferences(customer),
      { invoiceEmail: null },
      { 'x-txid': again },
    );
    expect(reset.json().invoiceEmail).toBeNull();
  });

  it('refuses a malformed invoice email before any step-up', async () => {
    const customer = await signedIn(us.username, us.id, 'storefront-us', 'usassessments');
    const res = await call(customer, 'PATCH', preferences(customer), { invoiceEmail: 'not an address' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['www-authenticate']).toBeUndefined();
  });
});

describe('marketing emails', () => {
  it('are on only once the mailed link is opened, in the customer’s language, and off at once', async () => {
    const customer = await signedIn(ca.username, ca.id, 'storefront-ca', 'caassessments');
    await call(customer, 'PATCH', preferences(customer), { preferredLocale: 'fr-ca' });

    const asked = await call(customer, 'POST', `${subscription(customer)}?locale=en-ca`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ marketing: 'pending' });
    expect((await call(customer, 'GET', preferences(customer))).json().marketing).toBe('pending');
    const first = await mailedToken(ca.email);
    expect(first.locale).toBe('fr-ca');
    const [stored] = await t.database.db.select().from(customers).where(eq(customers.id, ca.id));
    expect(stored?.marketingTokenHash).not.toBe(first.token);

    // Asking again sends a new link; the first no longer works.
    await call(customer, 'POST', subscription(customer));
    const second = await mailedToken(ca.email);
    expect(second.token).not.toBe(first.token);
    const stale = await confirm(first.token);
    expect(stale.statusCode).toBe(410);
    expect(stale.json().detail).toMatch(/subscribe again/);

    const confirmed = await confirm(second.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ marketing: 'on' });
    expect((await confirm(second.token)).json()).toEqual({ marketing: 'on' });
    expect((await call(customer, 'GET', preferences(customer))).json().marketing).toBe('on');

    const off = await call(customer, 'DELETE', subscription(customer));
    expect(off.json()).toEqual({ marketing: 'off' });
    expect((await confirm(second.token)).statusCode).toBe(410);
    expect((await call(customer, 'GET', preferences(customer))).json().marketing).toBe('off');
  });

  it('refuses a link older than seven days', async () => {
    const customer = await signedIn(nl.username, nl.id, 'storefront-nl', 'nlassessments');
    await call(customer, 'POST', subscription(customer));
    const { token, locale } = await mailedToken(nl.email);
    expect(locale).toBe('nl-nl');
    await t.database.db
      .update(customers)
      .set({ marketingRequestedAt: new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString() })
      .where(eq(customers.id, nl.id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect((await call(customer, 'GET', preferences(customer))).json().marketing).toBe('pending');
  });

  it('answers a token that is not one with a 400, and an unknown one with a 410', async () => {
    expect((await confirm('short')).statusCode).toBe(400);
    expect((await confirm('A'.repeat(43))).statusCode).toBe(410);
  });
});
