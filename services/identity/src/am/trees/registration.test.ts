import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDENTITY_TREES,
  KBA_QUESTIONS,
  REGISTRATION_COUNTRIES,
  REGISTRATION_TERMS,
} from '@store/contracts/identity';
import { outbox } from '@store/mail';
import { DEMO_CUSTOMERS } from '../../users/demo-customers.ts';
import {
  answer,
  authenticate,
  sessionCookie,
  signIn,
  startIdentity,
  type TestIdentity,
  step,
} from '../../test-support.ts';
import { registrations, users } from '../../schema.ts';
import { fillUsernameSkeletons, findUserByLogin } from '../../users/users.ts';
import { sendResetLink } from './password-reset.ts';

/** Registration: the same answer for every address, a mailed link that creates the account, no look-alike usernames. */

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
}, 60_000);
afterAll(() => identity.close());

const REG = { authIndexType: 'service', authIndexValue: IDENTITY_TREES.registration };
const withoutAuthId = (json: Record<string, unknown>) => ({ ...json, authId: undefined });
const owner = DEMO_CUSTOMERS[0]!;

let serial = 0;
/** A registration nobody else uses: its own username and address unless overridden. */
function valid(overrides: Record<number, unknown> = {}) {
  serial += 1;
  return {
    0: { '': `new.customer${serial}`, validateOnly: false },
    1: 'Maria',
    2: 'Lopez',
    3: `maria.lopez${serial}@example.es`,
    4: 4,
    5: { '': 'Str0ngPass', validateOnly: false },
    6: { question: 'What was the name of your first pet?', answer: 'Rex' },
    7: true,
    8: 'embedded-recaptcha-pass',
    ...overrides,
  };
}

async function register(overrides: Record<number, unknown> = {}, query: Record<string, string> = {}) {
  const first = await authenticate(identity, { query: { ...REG, ...query } });
  return authenticate(identity, { body: answer(step(first.json), valid(overrides)) });
}

async function mailsTo(email: string) {
  return identity.database.db.select().from(outbox).where(eq(outbox.recipient, email));
}

async function linkMailedTo(email: string): Promise<{ link: string; token: string }> {
  const mails = await mailsTo(email);
  const found = /(https?:\/\/\S+\/register\?token=([A-Za-z0-9_-]{43}))/.exec(mails.at(-1)?.text ?? '');
  if (!found?.[1] || !found[2]) throw new Error(`no registration link mailed to ${email}`);
  return { link: found[1], token: found[2] };
}

const openLink = (token: string) => authenticate(identity, { query: { ...REG, token } });

function failedPolicies(json: Record<string, unknown>) {
  return (
    json.detail as {
      failedPolicyRequirements: { property: string; policyRequirements: { policyRequirement: string }[] }[];
    }
  ).failedPolicyRequirements.flatMap((f) =>
    f.policyRequirements.map((r) => `${f.property}:${r.policyRequirement}`),
  );
}

describe('the page', () => {
  it('offers every registration callback in AM shape', async () => {
    const first = await authenticate(identity, { query: REG });
    const types = step(first.json).callbacks.map((c) => c.type);
    expect(types).toEqual([
      'ValidatedCreateUsernameCallback',
      'NameCallback',
      'NameCallback',
      'NameCallback',
      'ChoiceCallback',
      'ValidatedCreatePasswordCallback',
      'KbaCreateCallback',
      'TermsAndConditionsCallback',
      'ReCaptchaCallback',
    ]);
    const password = step(first.json).callbacks[5]!;
    expect(password.input).toEqual([
      { name: 'IDToken6', value: '' },
      { name: 'IDToken6validateOnly', value: false },
    ]);
    const policies = password.output.find((o) => o.name === 'policies')?.value as {
      policyRequirements: string[];
    };
    expect(policies.policyRequirements).toContain('AT_LEAST_X_CAPITAL_LETTERS');
    expect(step(first.json).callbacks[6]!.input).toEqual([
      { name: 'IDToken7question', value: '' },
      { name: 'IDToken7answer', value: '' },
    ]);
  });

  it('sends the shared countries, questions and terms, and keeps the chosen country by its code', async () => {
    const first = await authenticate(identity, { query: REG });
    const output = (index: number, name: string) =>
      step(first.json).callbacks[index]!.output.find((o) => o.name === name)?.value;
    expect(output(4, 'choices')).toEqual(REGISTRATION_COUNTRIES.map((c) => c.name));
    expect(output(6, 'predefinedQuestions')).toEqual(KBA_QUESTIONS.map((q) => q.text));
    expect([output(7, 'version'), output(7, 'terms')]).toEqual([
      REGISTRATION_TERMS.version,
      REGISTRATION_TERMS.text,
    ]);
    const japan = REGISTRATION_COUNTRIES.findIndex((c) => c.code === 'JP');
    const result = await authenticate(identity, {
      body: answer(
        step(first.json),
        valid({ 0: { '': 'kenji.sato' }, 1: 'Kenji', 2: 'Sato', 3: 'kenji.sato@example.jp', 4: japan }),
      ),
    });
    expect(result.status).toBe(200);
    // The page's locale is unknown here, so the mail is in the country's.
    expect((await mailsTo('kenji.sato@example.jp'))[0]?.locale).toBe('ja-jp');
    expect((await openLink((await linkMailedTo('kenji.sato@example.jp')).token)).status).toBe(200);
    const user = await findUserByLogin(identity.database.db, 'kenji.sato');
    expect(user?.registrationCountryIso).toBe('JP');
    expect(user?.kbaQuestion).toBe('What was the name of your first pet?');
  });

  it('reports policy failures in IDM shape and creates nothing', async () => {
    const result = await register({
      0: { '': 'demo.us' },
      3: 'not-an-email',
      5: { '': 'short' },
      1: '',
    });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({
      code: 400,
      reason: 'Bad Request',
      message: 'Failed policy validation',
    });
    const failed = (
      result.json.detail as {
        failedPolicyRequirements: {
          property: string;
          policyRequirements: { policyRequirement: string; params?: unknown }[];
        }[];
      }
    ).failedPolicyRequirements;
    const byProperty = Object.fromEntries(
      failed.map((f) => [f.property, f.policyRequirements.map((r) => r.policyRequirement)]),
    );
    expect(byProperty).toEqual({
      userName: ['UNIQUE'],
      givenName: ['REQUIRED'],
      mail: ['VALID_EMAIL_ADDRESS_FORMAT'],
      password: ['MIN_LENGTH', 'AT_LEAST_X_CAPITAL_LETTERS', 'AT_LEAST_X_NUMBERS'],
    });
    expect(failed.find((f) => f.property === 'password')?.policyRequirements[0]).toEqual({
      policyRequirement: 'MIN_LENGTH',
      params: { minLength: 8 },
    });
  });

  it('checks the other password rules: duplicates, forbidden characters, containing the name', async () => {
    const result = await register({ 0: { '': 'bad name' }, 5: { '': 'Lopezzz1X' } });
    expect(failedPolicies(result.json)).toEqual([
      'userName:CANNOT_CONTAIN_CHARACTERS',
      'password:CANNOT_CONTAIN_DUPLICATES',
      'password:CANNOT_CONTAIN_OTHERS',
    ]);
  });

  it('answers validateOnly with the same page and the failed policies, as AM does', async () => {
    const result = await register({ 5: { '': 'weak', validateOnly: true } });
    expect(result.status).toBe(200);
    const password = step(result.json).callbacks[5]!;
    const failed = password.output.find((o) => o.name === 'failedPolicies')?.value as string[];
    expect(failed.map((p) => JSON.parse(p).policyRequirement)).toContain('MIN_LENGTH');
  });

  it('refuses a failed reCAPTCHA and unaccepted terms', async () => {
    for (const overrides of [{ 8: 'wrong-token' }, { 7: false }, { 4: 99 }]) {
      const result = await register(overrides);
      expect(result.status, JSON.stringify(overrides)).toBe(400);
    }
  });
});

describe('an address, new or registered', () => {
  it('gets the same answer, "check your email", and no session either way', async () => {
    const fresh = await register({ 0: { '': 'brand.new' }, 3: 'brand.new@example.com' });
    const known = await register({ 0: { '': 'someone.else' }, 3: owner.email.toUpperCase() });
    expect(fresh.status).toBe(200);
    expect(known.status).toBe(200);
    expect(withoutAuthId(known.json)).toEqual(withoutAuthId(fresh.json));
    expect(fresh.json).toMatchObject({
      stage: 'RegistrationSent',
      callbacks: [{ type: 'TextOutputCallback' }],
    });
    expect(fresh.setCookie).toBeNull();
    expect(known.setCookie).toBeNull();
  });

  it('never reports an address as taken, not even while validating', async () => {
    const result = await register({ 3: owner.email, 5: { '': 'weak', validateOnly: true } });
    const mail = step(result.json).callbacks[3]!;
    expect(JSON.stringify(mail)).not.toContain('UNIQUE');
    const refused = await register({ 3: owner.email, 5: { '': 'weak' } });
    expect(failedPolicies(refused.json).filter((p) => p.startsWith('mail:'))).toEqual([]);
  });

  it('mails the owner of a registered address that someone tried, and creates nothing', async () => {
    const before = await mailsTo(owner.email);
    const result = await register({ 0: { '': 'takeover.try' }, 3: owner.email });
    expect(result.status).toBe(200);
    const after = await mailsTo(owner.email);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ template: 'registrationAttempt', locale: 'en-us' });
    expect(after.at(-1)?.text).not.toMatch(/token=/);
    expect(await findUserByLogin(identity.database.db, 'takeover.try')).toBeUndefined();
    expect((await signIn(identity, 'takeover.try', 'Str0ngPass')).status).toBe(401);
  });

  it('mails a new address a link in the page’s locale, which creates the account and signs in once', async () => {
    const email = 'lien@example.ca';
    const result = await register({ 0: { '': 'nouveau.client' }, 3: email }, { locale: 'fr-ca' });
    expect(result.status).toBe(200);
    expect(await findUserByLogin(identity.database.db, 'nouveau.client')).toBeUndefined();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'registrationConfirm', locale: 'fr-ca' });
    const { link, token } = await linkMailedTo(email);
    expect(new URL(link).pathname).toBe('/fr-ca/register');
    const [kept] = await identity.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.email, email));
    expect(kept?.tokenHash).not.toBe(token);
    expect(JSON.stringify(kept?.account)).not.toContain('Str0ngPass');

    const opened = await openLink(token);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ tokenId: expect.any(String), successUrl: '/' });
    sessionCookie(opened.setCookie);
    expect((await signIn(identity, 'nouveau.client', 'Str0ngPass')).status).toBe(200);
    expect((await openLink(token)).status).toBe(401);

    // The account keeps the locale it registered in: a Canadian's later mail is in French too.
    const created = await findUserByLogin(identity.database.db, 'nouveau.client');
    expect(created?.locale).toBe('fr-ca');
    await sendResetLink(identity.database.db, created, 'https://store.test');
    expect((await mailsTo(email)).at(-1)).toMatchObject({ template: 'passwordReset', locale: 'fr-ca' });
  });

  it('refuses an unknown link, and a second account for an address confirmed in the meantime', async () => {
    expect((await openLink('A'.repeat(43))).status).toBe(401);
    const email = 'twice@example.com';
    await register({ 0: { '': 'twice.first' }, 3: email });
    const first = await linkMailedTo(email);
    await register({ 0: { '': 'twice.second' }, 3: email });
    const second = await linkMailedTo(email);
    expect((await openLink(second.token)).status).toBe(200);
    expect((await openLink(first.token)).status).toBe(401);
    expect(await findUserByLogin(identity.database.db, 'twice.first')).toBeUndefined();
  });

  it('sends at most three mails to one address in a link’s lifetime, with the same answer', async () => {
    const email = 'flood@example.com';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await register({ 3: email }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

describe('usernames', () => {
  it('are kept in NFKC, case-folded, so a different case or width is the same username', async () => {
    const result = await register({ 0: { '': 'Ｗｉｄｅ.Name' }, 3: 'wide@example.com' });
    expect(result.status).toBe(200);
    await openLink((await linkMailedTo('wide@example.com')).token);
    const [row] = await identity.database.db.select().from(users).where(eq(users.email, 'wide@example.com'));
    expect(row?.username).toBe('wide.name');
    expect((await signIn(identity, 'WIDE.NAME', 'Str0ngPass')).status).toBe(200);
    for (const taken of ['WIDE.name', 'ｗｉｄｅ.ｎａｍｅ'])
      expect(failedPolicies((await register({ 0: { '': taken } })).json), taken).toEqual(['userName:UNIQUE']);
  });

  it('refuse a look-alike of an existing one as they refuse a taken one', async () => {
    // A Cyrillic е (U+0435), an ‘rn’ for the ‘m’, a Greek ο (U+03BF), a ‘1’ for the ‘l’.
    for (const lookAlike of ['d\u0435mo.us', 'dERNO.US', 'dem\u03bf.us', 'demo.us'.replace('demo', 'dem0')]) {
      const result = await register({ 0: { '': lookAlike } });
      expect(result.status, lookAlike).toBe(400);
      expect(failedPolicies(result.json), lookAlike).toEqual(['userName:UNIQUE']);
    }
  });

  it('are checked again when the link is used: the first confirmed look-alike wins', async () => {
    await register({ 0: { '': 'race.name' }, 3: 'race1@example.com' });
    await register({ 0: { '': 'r\u0430ce.name' }, 3: 'race2@example.com' });
    const first = await linkMailedTo('race1@example.com');
    const second = await linkMailedTo('race2@example.com');
    expect((await openLink(second.token)).status).toBe(200);
    expect((await openLink(first.token)).status).toBe(401);
  });

  it('are given to older accounts at start, whose look-alikes are then refused too', async () => {
    const { db } = identity.database;
    await db.update(users).set({ usernameSkeleton: null }).where(eq(users.username, 'demo.ca'));
    expect((await register({ 0: { '': 'd\u0435mo.ca' } })).status).toBe(200);
    expect(await fillUsernameSkeletons(db)).toBe(1);
    expect(failedPolicies((await register({ 0: { '': 'd\u0435mo.ca' } })).json)).toEqual(['userName:UNIQUE']);
  });
});
