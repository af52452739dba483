import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDENTITY_TREES, PROFESSION_NOT_GIVEN, PROFESSIONS } from '@store/contracts/identity';
import { outbox } from '@store/mail';
import { inProcessRevocationEvents } from '@store/service-runtime/revocation-events';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../users/demo-customers.ts';
import {
  answer,
  authenticate,
  PATHS,
  signIn,
  signInFailuresOf,
  startIdentity,
  step,
  tokensFor,
  type TestIdentity,
} from '../../test-support.ts';
import { emailChanges, users } from '../../schema.ts';

/** The signed-in customer's account trees: UpdateProfile, ChangePassword and ChangeEmail. */

let identity: TestIdentity;
const announced: string[] = [];
beforeAll(async () => {
  const revocations = inProcessRevocationEvents();
  revocations.subscribe(({ userId }) => announced.push(userId));
  identity = await startIdentity({}, undefined, undefined, revocations);
}, 60_000);
afterAll(() => identity.close());
afterEach(() => vi.useRealTimers());

const customer = (country: string) => DEMO_CUSTOMERS.find((c) => c.registrationCountryIso === country)!;

async function signedIn(username: string, password = DEMO_PASSWORD): Promise<string> {
  const result = await signIn(identity, username, password);
  expect(result.status).toBe(200);
  return result.cookie;
}

async function start(tree: string, cookie?: string, query: Record<string, string> = {}) {
  return authenticate(identity, {
    query: { authIndexType: 'service', authIndexValue: tree, ...query },
    ...(cookie ? { cookie } : {}),
  });
}

async function submit(
  first: { json: Record<string, unknown> },
  values: Record<number, unknown>,
  cookie?: string,
) {
  return authenticate(identity, { body: answer(step(first.json), values), ...(cookie ? { cookie } : {}) });
}

const validate = (cookie: string) =>
  fetch(`${identity.url(PATHS.sessions)}?_action=validate`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
  }).then((r) => r.json());

const userinfo = (accessToken: string) =>
  fetch(identity.url(PATHS.userInfo), { headers: { authorization: `Bearer ${accessToken}` } });

const mailsTo = (email: string) =>
  identity.database.db.select().from(outbox).where(eq(outbox.recipient, email));

const userRow = async (id: string) =>
  (await identity.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('UpdateProfile', () => {
  it('needs a session', async () => {
    const result = await start(IDENTITY_TREES.updateProfile);
    expect(result.status).toBe(401);
  });

  it('is prefilled, saves the profile, keeps the session and announces new names', async () => {
    const who = customer('US');
    const cookie = await signedIn(who.username);
    const first = await start(IDENTITY_TREES.updateProfile, cookie);
    expect(first.status).toBe(200);
    const page = step(first.json);
    expect(page.callbacks.map((c) => c.type)).toEqual([
      'NameCallback',
      'NameCallback',
      'NameCallback',
      'NameCallback',
      'ChoiceCallback',
    ]);
    expect(page.callbacks[0]?.input?.[0]?.value).toBe(who.givenName);
    expect(page.callbacks[4]?.output).toContainEqual({
      name: 'choices',
      value: [PROFESSION_NOT_GIVEN, ...PROFESSIONS],
    });

    const school = 1 + PROFESSIONS.indexOf('school-psychologist');
    const saved = await submit(
      first,
      { 0: 'Rosa', 1: 'Parks-Lee', 2: '+1 (555) 010-2030', 3: 'Lead', 4: school },
      cookie,
    );
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ tokenId: expect.any(String) });
    expect(await validate(cookie)).toMatchObject({ valid: true });
    expect(await userRow(who.id)).toMatchObject({
      givenName: 'Rosa',
      familyName: 'Parks-Lee',
      phone: '+1 (555) 010-2030',
      jobTitle: 'Lead',
      profession: 'school-psychologist',
    });
    expect(announced).toContain(who.id);
    const tokens = await tokensFor(identity, cookie);
    expect(await (await userinfo(tokens.access_token)).json()).toMatchObject({
      given_name: 'Rosa',
      family_name: 'Parks-Lee',
    });

    const again = await start(IDENTITY_TREES.updateProfile, cookie);
    expect(step(again.json).callbacks[2]?.input?.[0]?.value).toBe('+1 (555) 010-2030');
    expect(step(again.json).callbacks[4]?.output).toContainEqual({ name: 'defaultChoice', value: school });
  });

  it('refuses bad input with the failed policies, as a 4xx, and changes nothing', async () => {
    const who = customer('CA');
    const cookie = await signedIn(who.username);
    const first = await start(IDENTITY_TREES.updateProfile, cookie);
    const bad = await submit(first, { 0: '', 1: 'Li<3', 2: 'call me', 3: 'x'.repeat(101), 4: 0 }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      detail: {
        failedPolicyRequirements: [
          { property: 'givenName', policyRequirements: [{ policyRequirement: 'REQUIRED' }] },
          { property: 'sn', policyRequirements: [{ policyRequirement: 'VALID_NAME_FORMAT' }] },
          { property: 'telephoneNumber', policyRequirements: [{ policyRequirement: 'VALID_PHONE_FORMAT' }] },
          { property: 'jobTitle', policyRequirements: [{ policyRequirement: 'MAX_LENGTH' }] },
        ],
      },
    });
    const second = await start(IDENTITY_TREES.updateProfile, cookie);
    const outOfRange = await submit(second, { 0: 'Ann', 1: 'Lee', 4: 99 }, cookie);
    expect(outOfRange.status).toBe(400);
    const third = await start(IDENTITY_TREES.updateProfile, cookie);
    const notText = await submit(third, { 0: ['not', 'text'], 4: 0 }, cookie);
    expect(notText.status).toBe(400);
    expect(await userRow(who.id)).toMatchObject({ givenName: who.givenName, familyName: who.familyName });
  });

  it('does not save for a session that ended meanwhile', async () => {
    const who = customer('GB');
    const cookie = await signedIn(who.username);
    const first = await start(IDENTITY_TREES.updateProfile, cookie);
    const other = await signedIn(customer('NL').username);
    const result = await submit(first, { 0: 'Mallory', 1: 'Evil', 4: 0 }, other);
    expect(result.status).toBe(401);
    expect((await userRow(who.id)).givenName).toBe(who.givenName);
  });
});

describe('ChangePassword', () => {
  it('refuses a wrong current password and counts it as a failed sign-in', async () => {
    const who = customer('ES');
    const cookie = await signedIn(who.username);
    const first = await start(IDENTITY_TREES.changePassword, cookie);
    expect(step(first.json).callbacks.map((c) => c.type)).toEqual([
      'PasswordCallback',
      'ValidatedCreatePasswordCallback',
    ]);
    const wrong = await submit(first, { 0: 'Not-the-passw0rd', 1: 'Brand-New-Passw0rd' }, cookie);
    expect(wrong.status).toBe(401);
    expect(await signInFailuresOf(identity, `account:user:${who.id}`)).toBe(1);
    expect((await signIn(identity, who.username, DEMO_PASSWORD)).status).toBe(200);
  });

  it('shows the policy failures of the new password and keeps the old one', async () => {
    const who = customer('AU');
    const cookie = await signedIn(who.username);
    const first = await start(IDENTITY_TREES.changePassword, cookie);
    const weak = await submit(first, { 0: DEMO_PASSWORD, 1: 'weak' }, cookie);
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({
      detail: {
        failedPolicyRequirements: [
          {
            property: 'password',
            policyRequirements: expect.arrayContaining([
              { policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } },
              { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } },
            ]),
          },
        ],
      },
    });
    const checking = await start(IDENTITY_TREES.changePassword, cookie);
    const validateOnly = await authenticate(identity, {
      cookie,
      body: answer(step(checking.json), { 1: { '': 'weak', validateOnly: true } }),
    });
    expect(validateOnly.status).toBe(200);
    expect(JSON.stringify(validateOnly.json)).toContain('MIN_LENGTH');
    expect((await signIn(identity, who.username, DEMO_PASSWORD)).status).toBe(200);
  });

  it('changes it, keeps this session, ends the others with their tokens, and mails the owner', async () => {
    const who = customer('NZ');
    const here = await signedIn(who.username);
    const elsewhere = await signedIn(who.username);
    const hereTokens = await tokensFor(identity, here);
    const elsewhereTokens = await tokensFor(identity, elsewhere);

    const first = await start(IDENTITY_TREES.changePassword, here);
    const done = await submit(first, { 0: DEMO_PASSWORD, 1: 'Kiwi-Fresh-2025' }, here);
    expect(done.status).toBe(200);

    expect(await validate(here)).toMatchObject({ valid: true });
    expect((await userinfo(hereTokens.access_token)).status).toBe(200);
    expect(await validate(elsewhere)).toEqual({ valid: false });
    expect((await userinfo(elsewhereTokens.access_token)).status).toBe(401);
    expect((await signIn(identity, who.username, DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn(identity, who.username, 'Kiwi-Fresh-2025')).status).toBe(200);
    const [mail] = await mailsTo(who.email);
    expect(mail).toMatchObject({ template: 'passwordChanged', locale: 'en-nz' });
  });
});

describe('ChangeEmail', () => {
  async function askFor(cookie: string, email: string, password = DEMO_PASSWORD) {
    const first = await start(IDENTITY_TREES.changeEmail, cookie, { locale: 'zh-sg' });
    return submit(first, { 0: email, 1: password }, cookie);
  }

  async function tokenMailedTo(email: string): Promise<string> {
    const mails = await mailsTo(email);
    const token = /my-account\/profile\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link mailed to ${email}`);
    return token;
  }

  const follow = (cookie: string | undefined, token: string) =>
    start(IDENTITY_TREES.changeEmail, cookie, { token });

  it('mails a link to the new address, changes it only when followed, once, and tells the old address', async () => {
    const who = customer('SG');
    const cookie = await signedIn(who.username);
    const asked = await askFor(cookie, 'New.Address@Example.sg');
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ stage: 'ChangeEmailSent' });
    expect((await userRow(who.id)).email).toBe(who.email);

    const [confirmMail] = await mailsTo('new.address@example.sg');
    expect(confirmMail).toMatchObject({ template: 'emailChangeConfirm', locale: 'zh-sg' });
    const token = await tokenMailedTo('new.address@example.sg');
    expect(confirmMail?.text).toContain(`${identity.origin}/zh-sg/my-account/profile?token=${token}`);
    const stored = await identity.database.db.select().from(emailChanges);
    expect(JSON.stringify(stored)).not.toContain(token);

    const followed = await follow(cookie, token);
    expect(followed.status).toBe(200);
    expect(followed.json).toMatchObject({ stage: 'ChangeEmailDone' });
    expect((await userRow(who.id)).email).toBe('new.address@example.sg');
    expect(await mailsTo(who.email)).toContainEqual(expect.objectContaining({ template: 'emailChanged' }));
    expect(announced).toContain(who.id);
    expect((await signIn(identity, 'new.address@example.sg')).status).toBe(200);

    const again = await follow(cookie, token);
    expect(again.status).toBe(401);
    expect(again.json.message).toMatch(/expired or was already used/);
  });

  it('refuses a wrong password (a failed sign-in) and a malformed address, as 4xx', async () => {
    const who = customer('JP');
    const cookie = await signedIn(who.username);
    expect((await askFor(cookie, 'someone@example.jp', 'Wrong-Passw0rd')).status).toBe(401);
    const bad = await askFor(cookie, 'not an address');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      detail: {
        failedPolicyRequirements: [
          { property: 'mail', policyRequirements: [{ policyRequirement: 'VALID_EMAIL_ADDRESS_FORMAT' }] },
        ],
      },
    });
    expect(await mailsTo('someone@example.jp')).toHaveLength(0);
  });

  it('answers the same for an address another account has, and sends it nothing', async () => {
    const who = customer('NL');
    const cookie = await signedIn(who.username);
    const taken = customer('ES').email;
    const before = (await mailsTo(taken)).length;
    const asked = await askFor(cookie, taken);
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ stage: 'ChangeEmailSent' });
    expect(await mailsTo(taken)).toHaveLength(before);
  });

  it('works for 30 minutes and no longer', async () => {
    const who = customer('GB');
    const cookie = await signedIn(who.username);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    await askFor(cookie, 'later@example.co.uk');
    const token = await tokenMailedTo('later@example.co.uk');
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect((await follow(cookie, token)).status).toBe(401);
    expect((await userRow(who.id)).email).toBe(who.email);
  });

  it('is not followed by another account, nor without a session, and stays usable by its owner', async () => {
    const who = customer('US');
    const cookie = await signedIn(who.username);
    await askFor(cookie, 'mine@example.com');
    const token = await tokenMailedTo('mine@example.com');
    const intruder = await signedIn(customer('CA').username);
    expect((await follow(intruder, token)).status).toBe(403);
    expect((await follow(undefined, token)).status).toBe(401);
    expect((await follow(cookie, token)).status).toBe(200);
    expect((await userRow(who.id)).email).toBe('mine@example.com');
  });
});
