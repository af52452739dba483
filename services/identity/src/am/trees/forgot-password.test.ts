import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDENTITY_TREES } from '@store/contracts/identity';
import { outbox } from '@store/mail';
import { DEMO_CUSTOMERS, DEMO_KBA, DEMO_PASSWORD } from '../../users/demo-customers.ts';
import {
  answer,
  authenticate,
  PATHS,
  signIn,
  startIdentity,
  tokensFor,
  type TestIdentity,
  step,
} from '../../test-support.ts';
import { passwordResets } from '../../schema.ts';

/** ForgotPassword by email: the same answer for everyone, a link that works once for 30 minutes. */

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
}, 60_000);
afterAll(() => identity.close());
afterEach(() => vi.useRealTimers());

const FP = { authIndexType: 'service', authIndexValue: IDENTITY_TREES.forgotPassword };
const withoutAuthId = (json: Record<string, unknown>) => ({ ...json, authId: undefined });

async function askForLink(login: string) {
  const first = await authenticate(identity, { query: FP });
  return authenticate(identity, { body: answer(step(first.json), { 0: login }) });
}

async function mailsTo(email: string) {
  return identity.database.db.select().from(outbox).where(eq(outbox.recipient, email));
}

async function tokenMailedTo(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const token = /forgot-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

const openLink = (token: string) => authenticate(identity, { query: { ...FP, token } });

async function resetWith(token: string, password: string) {
  const opened = await openLink(token);
  expect(opened.status).toBe(200);
  return authenticate(identity, { body: answer(step(opened.json), { 0: password, 1: 0 }) });
}

describe('asking for a link', () => {
  it('answers a known and an unknown account alike, and mails only the known one', async () => {
    const known = await askForLink(DEMO_CUSTOMERS[0]!.username);
    const unknown = await askForLink('no-such-customer');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(withoutAuthId(known.json)).toEqual(withoutAuthId(unknown.json));
    expect(known.json).toMatchObject({
      stage: 'ForgotPasswordSent',
      callbacks: [
        {
          type: 'TextOutputCallback',
          output: [
            { name: 'message', value: expect.stringMatching(/^If an account exists/) },
            { name: 'messageType', value: '0' },
          ],
        },
      ],
    });
    expect(await mailsTo(DEMO_CUSTOMERS[0]!.email)).toHaveLength(1);
    expect(await mailsTo('')).toHaveLength(0);
  });

  it('writes the mail in the account’s language, with a link to its locale’s reset page, and keeps only a hash', async () => {
    const customer = DEMO_CUSTOMERS.find((c) => c.registrationCountryIso === 'NL')!;
    await askForLink(customer.email);
    const [mail] = await mailsTo(customer.email);
    expect(mail).toMatchObject({
      locale: 'nl-nl',
      subject: 'Stel uw wachtwoord opnieuw in',
      template: 'passwordReset',
    });
    expect(mail?.text).toContain(`Beste ${customer.givenName},`);
    const token = await tokenMailedTo(customer.email);
    expect(mail?.text).toContain(`${identity.origin}/nl-nl/forgot-password?token=${token}`);
    const stored = await identity.database.db.select().from(passwordResets);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sends no more than three open links to one account', async () => {
    const customer = DEMO_CUSTOMERS.find((c) => c.registrationCountryIso === 'AU')!;
    for (let i = 0; i < 5; i += 1) expect((await askForLink(customer.username)).status).toBe(200);
    expect(await mailsTo(customer.email)).toHaveLength(3);
  });
});

describe('the link', () => {
  it('opens the new-password step, keeps working after a refused password, then works once', async () => {
    const customer = DEMO_CUSTOMERS.find((c) => c.registrationCountryIso === 'ES')!;
    await askForLink(customer.username);
    const token = await tokenMailedTo(customer.email);
    const opened = await openLink(token);
    expect(opened.json).toMatchObject({ stage: 'ForgotPasswordReset' });
    expect(step(opened.json).callbacks.map((c) => c.type)).toEqual([
      'ValidatedCreatePasswordCallback',
      'ConfirmationCallback',
    ]);
    const weak = await authenticate(identity, { body: answer(step(opened.json), { 0: 'weak', 1: 0 }) });
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({ detail: { failedPolicyRequirements: [{ property: 'password' }] } });

    expect((await resetWith(token, 'NewPassw0rd')).status).toBe(200);
    expect((await signIn(identity, customer.username, 'NewPassw0rd')).status).toBe(200);
    expect((await signIn(identity, customer.username, DEMO_PASSWORD)).status).toBe(401);

    const again = await openLink(token);
    expect(again.status).toBe(401);
    expect(again.json.message).toMatch(/expired or was already used/);
  });

  it('works for 30 minutes and no longer', async () => {
    const customer = DEMO_CUSTOMERS.find((c) => c.registrationCountryIso === 'GB')!;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    await askForLink(customer.username);
    const token = await tokenMailedTo(customer.email);
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await openLink(token)).status).toBe(200);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await openLink(token)).status).toBe(401);
    expect((await signIn(identity, customer.username)).status).toBe(200);
  });

  it('ends every other session of the account and what was issued under them', async () => {
    const customer = DEMO_CUSTOMERS.find((c) => c.registrationCountryIso === 'CA')!;
    const elsewhere = await signIn(identity, customer.username);
    const tokens = await tokensFor(identity, elsewhere.cookie, 'storefront-ca');
    const validate = (cookie: string) =>
      fetch(`${identity.url(PATHS.sessions)}?_action=validate`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
      }).then((r) => r.json());
    const userinfo = () =>
      fetch(identity.url(PATHS.userInfo), { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await validate(elsewhere.cookie)).toMatchObject({ valid: true });
    expect((await userinfo()).status).toBe(200);

    await askForLink(customer.email);
    const done = await resetWith(await tokenMailedTo(customer.email), 'Fresh-Passw0rd');
    expect(done.status).toBe(200);

    expect(await validate(elsewhere.cookie)).toEqual({ valid: false });
    expect((await userinfo()).status).toBe(401);
  });

  it('refuses a made-up token as an expired one', async () => {
    const result = await openLink('A'.repeat(43));
    expect(result.status).toBe(401);
    expect(result.json.message).toMatch(/expired or was already used/);
  });
});

describe('the security answer', () => {
  it('no longer resets a password: the tree never asks for it, and answering it anyway changes nothing', async () => {
    const customer = DEMO_CUSTOMERS.find((c) => c.registrationCountryIso === 'US')!;
    const sent = await askForLink(customer.username);
    expect(JSON.stringify(sent.json)).not.toContain(DEMO_KBA.question);
    const forged = {
      ...step(sent.json),
      callbacks: [
        {
          type: 'PasswordCallback',
          output: [],
          input: [{ name: 'IDToken1', value: DEMO_KBA.answer }],
          _id: 0,
        },
      ],
    };
    const answered = await authenticate(identity, { body: forged });
    expect(answered.status).toBe(400);
    const replayed = await authenticate(identity, {
      body: answer(step((await askForLink(customer.username)).json), {}),
    });
    expect(replayed.json).toMatchObject({ stage: 'ForgotPasswordSent' });
    expect((await signIn(identity, customer.username, DEMO_PASSWORD)).status).toBe(200);
  });
});
