import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_TREES } from '@store/contracts/identity';
import {
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
  STAFF_IDENTITY_PATHS,
  STAFF_LOGIN_TREE,
  STAFF_SESSION_HOURS,
  staffSessionSchema,
} from '@store/contracts/staff';
import { inProcessRevocationEvents } from '@store/service-runtime/revocation-events';
import { staffSessions } from '../schema.ts';
import { DEMO_CUSTOMERS } from '../users/demo-customers.ts';
import {
  answer,
  authenticate,
  nextOneTimeCode,
  signIn,
  staffSignIn,
  startIdentity,
  step,
  type TestIdentity,
} from '../test-support.ts';

/** The staff realm: StaffLogin (password, then a one-time code), and staff sessions' validate and logout. */

let identity: TestIdentity;
const announced: string[] = [];
beforeAll(async () => {
  const revocations = inProcessRevocationEvents();
  revocations.subscribe(({ userId }) => announced.push(userId));
  identity = await startIdentity({}, undefined, undefined, revocations);
}, 60_000);
afterAll(() => identity.close());

const member = (username: string) => {
  const found = DEMO_STAFF.find((m) => m.username === username);
  if (!found) throw new Error(`no demo staff member ${username}`);
  return found;
};
const admin = member('ops.admin');

/** Each failing test signs in from an address of its own, so that address delays stay out of the way. */
const from = (address: string) => ({ 'x-forwarded-for': address });

async function staffCall(
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(identity.url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const staffAuthenticate = (body?: unknown, headers: Record<string, string> = {}, tree = STAFF_LOGIN_TREE) =>
  staffCall(
    `${STAFF_IDENTITY_PATHS.authenticate}?authIndexType=service&authIndexValue=${tree}`,
    body,
    headers,
  );

/** The first step answered: the code step, or the failure. */
async function passwordStep(username: string, password: string, headers: Record<string, string>) {
  const first = await staffAuthenticate(undefined, headers);
  return staffAuthenticate(answer(step(first.json), { 0: username, 1: password }), headers);
}

const validate = (tokenId: string) => staffCall(STAFF_IDENTITY_PATHS.validate, { tokenId });

describe('StaffLogin', () => {
  it('asks for username and password, then a one-time code, and gives a staff token', async () => {
    const first = await staffAuthenticate();
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      stage: 'UsernamePassword',
      callbacks: [
        { type: 'NameCallback', input: [{ name: 'IDToken1', value: '' }] },
        { type: 'PasswordCallback', input: [{ name: 'IDToken2', value: '' }] },
      ],
    });
    const second = await staffAuthenticate(
      answer(step(first.json), { 0: admin.username, 1: DEMO_STAFF_PASSWORD }),
    );
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({
      stage: 'OneTimeCode',
      callbacks: [{ type: 'PasswordCallback', output: [{ name: 'prompt', value: 'One-time code' }] }],
    });
    const third = await staffAuthenticate(
      answer(step(second.json), { 0: await nextOneTimeCode(admin.totpSecret) }),
    );
    expect(third.status).toBe(200);
    expect(third.json).toEqual({
      tokenId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      successUrl: '/',
      realm: '/staff',
    });

    const session = staffSessionSchema.parse((await validate(String(third.json.tokenId))).json);
    expect(session).toEqual({
      valid: true,
      uid: admin.id,
      realm: '/staff',
      username: admin.username,
      name: 'Alex Morgan',
      email: admin.email,
      roles: ['administrator'],
      expiresAt: expect.any(String),
    });
    const hours = session.valid ? (Date.parse(session.expiresAt) - Date.now()) / 3_600_000 : 0;
    expect(hours).toBeGreaterThan(STAFF_SESSION_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(STAFF_SESSION_HOURS);
  });

  it('refuses a wrong password in AM error shape', async () => {
    const result = await passwordStep(admin.username, 'Wrong-password-1', from('203.0.113.1'));
    expect(result.status).toBe(401);
    expect(result.json).toEqual({
      code: 401,
      reason: 'Unauthorized',
      message: 'Login failure: the username or password is not correct.',
    });
  });

  it('refuses a wrong one-time code', async () => {
    const headers = from('203.0.113.2');
    const second = await passwordStep('ops.finance', DEMO_STAFF_PASSWORD, headers);
    expect(second.status).toBe(200);
    const right = await nextOneTimeCode(member('ops.finance').totpSecret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const third = await staffAuthenticate(answer(step(second.json), { 0: wrong }), headers);
    expect(third.status).toBe(401);
    expect(third.json.message).toMatch(/one-time code is not correct/);
  });

  it('accepts each code once', async () => {
    const reviewer = member('ops.reviewer');
    const code = await generate({ secret: reviewer.totpSecret });
    const headers = from('203.0.113.3');
    const once = await passwordStep(reviewer.username, DEMO_STAFF_PASSWORD, headers);
    expect((await staffAuthenticate(answer(step(once.json), { 0: code }), headers)).status).toBe(200);
    const twice = await passwordStep(reviewer.username, DEMO_STAFF_PASSWORD, headers);
    const again = await staffAuthenticate(answer(step(twice.json), { 0: code }), headers);
    expect(again.status).toBe(401);
    expect(again.json.message).toMatch(/already used/);
  });

  it('never finds a customer, and Login never finds a member of staff', async () => {
    const customer = DEMO_CUSTOMERS[0]!;
    const asStaff = await passwordStep(customer.username, DEMO_STAFF_PASSWORD, from('203.0.113.4'));
    expect(asStaff.status).toBe(401);
    expect(asStaff.json.message).toBe('Login failure: the username or password is not correct.');
    const asCustomer = await signIn(
      identity,
      admin.username,
      DEMO_STAFF_PASSWORD,
      undefined,
      from('203.0.113.5'),
    );
    expect(asCustomer.status).toBe(401);
  });

  it('answers other trees of the staff realm, and StaffLogin in the customers realm, as unknown trees', async () => {
    const login = await staffAuthenticate(undefined, {}, IDENTITY_TREES.login);
    expect(login.status).toBe(400);
    expect(login.json.message).toMatch(/No tree is named "Login"/);
    const staffInAlpha = await authenticate(identity, { tree: STAFF_LOGIN_TREE });
    expect(staffInAlpha.status).toBe(400);
    // A step of the customers' tree answered in the staff realm belongs to no tree there.
    const customers = await authenticate(identity, { tree: IDENTITY_TREES.login });
    const crossed = await staffAuthenticate(
      answer(step(customers.json), { 0: admin.username, 1: DEMO_STAFF_PASSWORD }),
    );
    expect(crossed.status).toBe(401);
  });

  it('asks for a reCAPTCHA after repeated failures of the account, keyed apart from customers', async () => {
    const support = member('ops.support');
    for (const n of [1, 2, 3]) {
      expect((await passwordStep(support.username, 'Wrong-password-1', from(`203.0.113.1${n}`))).status).toBe(
        401,
      );
    }
    const first = await staffAuthenticate(undefined, from('203.0.113.20'));
    const next = await staffAuthenticate(
      answer(step(first.json), { 0: support.username, 1: DEMO_STAFF_PASSWORD }),
      from('203.0.113.20'),
    );
    expect(next.status).toBe(200);
    expect(step(next.json).callbacks.map((c) => c.type)).toEqual([
      'NameCallback',
      'PasswordCallback',
      'ReCaptchaCallback',
    ]);
    // The customers' accounts and addresses are not touched by staff failures.
    expect(
      (await signIn(identity, DEMO_CUSTOMERS[0]!.username, undefined, undefined, from('203.0.113.11')))
        .status,
    ).toBe(200);
  });
});

describe('staff sessions', () => {
  it('validates a live session, and not an unknown token', async () => {
    const tokenId = await staffSignIn(identity, 'ops.orders', { secret: member('ops.orders').totpSecret });
    expect((await validate(tokenId)).json).toMatchObject({ valid: true, roles: ['order-manager'] });
    expect((await validate('A'.repeat(43))).json).toEqual({ valid: false });
    expect((await validate('not a token')).json).toEqual({ valid: false });
  });

  it('ends a session at logout and announces it', async () => {
    const tokenId = await staffSignIn(identity, admin.username, { secret: admin.totpSecret });
    const logout = await staffCall(STAFF_IDENTITY_PATHS.logout, { tokenId });
    expect(logout).toEqual({ status: 200, json: {} });
    expect((await validate(tokenId)).json).toEqual({ valid: false });
    expect(announced).toContain(admin.id);
  });

  it('is no longer valid once expired', async () => {
    const finance = member('ops.finance');
    const tokenId = await staffSignIn(identity, finance.username, { secret: finance.totpSecret });
    await identity.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, finance.id));
    expect((await validate(tokenId)).json).toEqual({ valid: false });
  });

  it('answers bad input with a 400', async () => {
    expect((await staffCall(STAFF_IDENTITY_PATHS.validate, {})).status).toBe(400);
    expect(
      (await staffCall(STAFF_IDENTITY_PATHS.validate.replace('validate', 'other'), { tokenId: 'x' })).status,
    ).toBe(400);
  });
});
