import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_REALM, IDENTITY_SESSION_COOKIE, IDENTITY_TREES } from '@store/contracts/identity';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../users/demo-customers.ts';
import {
  answer,
  authenticate,
  DEVICE_PROFILE,
  PATHS,
  signIn,
  startIdentity,
  type TestIdentity,
  step,
} from '../test-support.ts';

/** The AM authenticate API: every tree, its callbacks' shapes, and its bad input (never a 5xx). */

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
}, 60_000);
afterAll(() => identity.close());

const login = { authIndexType: 'service', authIndexValue: IDENTITY_TREES.login };
const demo = DEMO_CUSTOMERS[1]!;

describe('Login tree', () => {
  it('asks for AM callbacks, then the device profile, then succeeds with a session cookie', async () => {
    const first = await authenticate(identity, { tree: IDENTITY_TREES.login });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      stage: 'UsernamePassword',
      callbacks: [
        {
          type: 'NameCallback',
          output: [{ name: 'prompt', value: 'User Name' }],
          input: [{ name: 'IDToken1', value: '' }],
          _id: 0,
        },
        {
          type: 'PasswordCallback',
          output: [{ name: 'prompt', value: 'Password' }],
          input: [{ name: 'IDToken2', value: '' }],
          _id: 1,
        },
      ],
    });
    const second = await authenticate(identity, {
      body: answer(step(first.json), { 0: demo.username, 1: DEMO_PASSWORD }),
    });
    expect(second.json).toMatchObject({
      stage: 'DeviceProfile',
      callbacks: [
        {
          type: 'DeviceProfileCallback',
          output: [
            { name: 'metadata', value: true },
            { name: 'location', value: false },
            { name: 'message' },
          ],
        },
      ],
    });
    const third = await authenticate(identity, {
      query: { ...login, goto: '/en-us/checkout' },
      body: answer(step(second.json), { 0: DEVICE_PROFILE }),
    });
    expect(third.status).toBe(200);
    expect(third.json).toEqual({
      tokenId: expect.any(String),
      successUrl: '/en-us/checkout',
      realm: `/${IDENTITY_REALM}`,
    });
    expect(third.setCookie).toMatch(
      new RegExp(`^${IDENTITY_SESSION_COOKIE}=[^;]+; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );
  });

  it('signs in by email too, case-insensitively', async () => {
    const result = await signIn(identity, demo.email.toUpperCase());
    expect(result.status).toBe(200);
  });

  it('answers a wrong password with AM failure 401', async () => {
    const result = await signIn(identity, DEMO_CUSTOMERS[2]!.username, 'Wrong-password1');
    expect(result.status).toBe(401);
    expect(result.json).toEqual({
      code: 401,
      reason: 'Unauthorized',
      message: expect.stringContaining('Login failure'),
    });
    expect(result.setCookie).toBeNull();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const result = await signIn(identity, 'nobody-here', 'Wrong-password1');
    expect(result.status).toBe(401);
    expect(result.json.message).toBe('Login failure: the username or password is not correct.');
  });

  it('refuses an unknown, a malformed and a replayed authId with 401', async () => {
    const first = await authenticate(identity, { tree: IDENTITY_TREES.login });
    const body = answer(step(first.json), { 0: demo.username, 1: DEMO_PASSWORD });
    expect((await authenticate(identity, { body })).status).toBe(200);
    const replay = await authenticate(identity, { body });
    expect(replay.status).toBe(401);
    expect(replay.json).toMatchObject({
      code: 401,
      reason: 'Unauthorized',
      message: expect.stringContaining('start again'),
    });
    expect((await authenticate(identity, { body: { ...body, authId: 'x'.repeat(43) } })).status).toBe(401);
    expect((await authenticate(identity, { body: { ...body, authId: '../../etc' } })).status).toBe(401);
  });

  it('refuses answers that do not match the step', async () => {
    const first = await authenticate(identity, { tree: IDENTITY_TREES.login });
    const wrongShape = { ...step(first.json), callbacks: [step(first.json).callbacks[0]] };
    const result = await authenticate(identity, { body: wrongShape });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ code: 400, reason: 'Bad Request' });
    const objectAsName = await authenticate(identity, {
      body: answer(step((await authenticate(identity, { tree: IDENTITY_TREES.login })).json), {
        0: { '': { $ne: 1 } },
      }),
    });
    expect(objectAsName.status).toBe(400);
  });

  it('refuses a device profile that is not JSON', async () => {
    const first = await authenticate(identity, { tree: IDENTITY_TREES.login });
    const second = await authenticate(identity, {
      body: answer(step(first.json), { 0: demo.username, 1: DEMO_PASSWORD }),
    });
    const third = await authenticate(identity, { body: answer(step(second.json), { 0: 'not json' }) });
    expect(third.status).toBe(400);
  });

  it('never answers a foreign goto as successUrl', async () => {
    for (const goto of [
      'https://evil.example/steal',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://127.0.0.1.evil.example/',
    ]) {
      const result = await signIn(identity, demo.username, DEMO_PASSWORD, goto);
      expect(result.status).toBe(200);
      expect(result.json.successUrl, goto).toBe('/');
    }
    const allowed = await signIn(
      identity,
      demo.username,
      DEMO_PASSWORD,
      'https://assessments.example.com/en-us/cart',
    );
    expect(allowed.json.successUrl).toBe('https://assessments.example.com/en-us/cart');
  });
});

describe('bad requests', () => {
  it('answers an unknown tree, a bad authIndexType and malformed or oversized bodies with 4xx', async () => {
    const cases = [
      await authenticate(identity, { tree: 'NoSuchTree' }),
      await authenticate(identity, { query: { authIndexType: 'module', authIndexValue: 'x' } }),
      await authenticate(identity, { body: '{"authId":' }),
      await authenticate(identity, { body: '[1,2,3]' }),
      await authenticate(identity, { body: { authId: 42 } }),
      await authenticate(identity, { body: { authId: 'a'.repeat(43), callbacks: 'x'.repeat(100 * 1024) } }),
      await authenticate(identity, {
        query: { authIndexType: 'composite_advice', authIndexValue: '<Advices/>' },
      }),
    ];
    const statuses = cases.map((c) => c.status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 413, 400]);
    for (const c of cases)
      expect(c.json).toMatchObject({
        code: expect.any(Number),
        reason: expect.any(String),
        message: expect.any(String),
      });
  });

  it('starts the Login tree when no tree is named, as AM starts its default', async () => {
    const result = await authenticate(identity);
    expect(result.json).toMatchObject({ stage: 'UsernamePassword' });
  });
});

describe('sessions', () => {
  it('validates and logs out the cookie session, then refuses a second logout', async () => {
    const { cookie } = await signIn(identity, demo.username);
    const validate = await fetch(`${identity.url(PATHS.sessions)}?_action=validate`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(await validate.json()).toEqual({ valid: true, uid: demo.id, realm: `/${IDENTITY_REALM}` });
    // The SDK posts to sessions/ (trailing slash) with credentials and no body.
    const logout = await fetch(`${identity.url(PATHS.sessions)}/?_action=logout`, {
      method: 'POST',
      headers: {
        cookie,
        'accept-api-version': 'protocol=1.0,resource=2.0',
        'x-requested-with': 'forgerock-sdk',
      },
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toContain(`${IDENTITY_SESSION_COOKIE}=;`);
    const again = await fetch(`${identity.url(PATHS.sessions)}?_action=logout`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(again.status).toBe(401);
    const after = await fetch(`${identity.url(PATHS.sessions)}?_action=validate`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(await after.json()).toEqual({ valid: false });
  });

  it('logs out by the session header as well as the cookie', async () => {
    const { cookie } = await signIn(identity, demo.username);
    const token = cookie.split('=')[1]!;
    const logout = await fetch(`${identity.url(PATHS.sessions)}?_action=logout`, {
      method: 'POST',
      headers: { [IDENTITY_SESSION_COOKIE]: token },
    });
    expect(logout.status).toBe(200);
  });

  it('refuses an unknown action', async () => {
    const response = await fetch(`${identity.url(PATHS.sessions)}?_action=delete`, { method: 'POST' });
    expect(response.status).toBe(400);
  });
});
