import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_STOREFRONT_PATHS, IDENTITY_TREES } from '@store/contracts/identity';
import { DEMO_CUSTOMERS } from './demo-customers.ts';
import {
  answer,
  authenticate,
  DEVICE_PROFILE,
  PATHS,
  signIn,
  startIdentity,
  type AmStep,
  type TestIdentity,
} from '../test-support.ts';

/**
 * Organisation sign-in: the Login tree's SelectIdPCallback and RedirectCallback against an
 * organisation's OpenID provider, here a second identity server with the same demo customers. The
 * flag service is a stand-in answering OFREP's bulk evaluation with the SSO flags of each test.
 */

let organisation: TestIdentity;
let store: TestIdentity;
let flagService: Server;
const SSO_ON = { 'sso-enabled': true, 'sso-show-username-field': false, 'sso-use-commerce-session': false };
let flags: Record<string, unknown> = { ...SSO_ON };
const customer = DEMO_CUSTOMERS[7]!;
// The browser reaches the store through its public address, which the organisation has registered.
const STORE = { 'x-forwarded-host': 'assessments.example.com', 'x-forwarded-proto': 'https' };

beforeAll(async () => {
  flagService = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ flags: Object.entries(flags).map(([key, value]) => ({ key, value })) }));
  });
  await new Promise<void>((resolve) => flagService.listen(0, '127.0.0.1', resolve));
  organisation = await startIdentity();
  store = await startIdentity({
    IDENTITY_SSO_ISSUER: organisation.url(PATHS.oauth2),
    IDENTITY_SSO_CLIENT_ID: 'storefront-us',
    FLAGS_BASE_URL: `http://127.0.0.1:${(flagService.address() as AddressInfo).port}`,
  });
}, 60_000);
afterEach(() => {
  flags = { ...SSO_ON };
});
afterAll(async () => {
  await store?.close();
  await organisation?.close();
  await new Promise((resolve) => flagService?.close(resolve));
});

async function redirectStep(): Promise<AmStep> {
  const first = await authenticate(store, { tree: IDENTITY_TREES.login, headers: STORE });
  const step = first.json as unknown as AmStep;
  expect(step.callbacks.map((c) => c.type)).toEqual([
    'SelectIdPCallback',
    'NameCallback',
    'PasswordCallback',
  ]);
  expect(step.callbacks[0]!.output[0]).toEqual({
    name: 'providers',
    value: [
      { provider: 'localAuthentication', uiConfig: {} },
      { provider: 'organisation', uiConfig: { buttonDisplayName: 'Your organisation' } },
    ],
  });
  const second = await authenticate(store, { headers: STORE, body: answer(step, { 0: 'organisation' }) });
  expect(second.json).toMatchObject({
    stage: 'OrganisationRedirect',
    callbacks: [
      {
        type: 'RedirectCallback',
        output: [
          { name: 'redirectUrl' },
          { name: 'redirectMethod', value: 'GET' },
          { name: 'trackingCookie', value: false },
        ],
      },
    ],
  });
  return second.json as unknown as AmStep;
}

const redirectUrl = (step: AmStep) => String(step.callbacks[0]!.output[0]!.value);

describe('organisation sign-in', () => {
  it('redirects to the organisation, resumes with its code and state, and signs the same customer in', async () => {
    const { cookie } = await signIn(organisation, customer.username);
    const step = await redirectStep();
    const toOrganisation = new URL(redirectUrl(step));
    expect(toOrganisation.origin + toOrganisation.pathname).toBe(organisation.url(PATHS.authorize));
    expect(toOrganisation.searchParams.get('code_challenge_method')).toBe('S256');

    const back = await fetch(toOrganisation, { headers: { cookie }, redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(
      `https://assessments.example.com${IDENTITY_STOREFRONT_PATHS.callback}`,
    );

    // FRAuth.resume posts the saved step with the return address's code and state.
    const resumed = await authenticate(store, {
      headers: STORE,
      query: { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! },
      body: step,
    });
    expect(resumed.json).toMatchObject({ stage: 'DeviceProfile' });
    const done = await authenticate(store, {
      headers: STORE,
      body: answer(resumed.json as unknown as AmStep, { 0: DEVICE_PROFILE }),
    });
    expect(done.status).toBe(200);
    const validate = await fetch(`${store.url(PATHS.sessions)}?_action=validate`, {
      method: 'POST',
      headers: { ...STORE, cookie: done.setCookie!.split(';')[0]! },
    });
    expect(await validate.json()).toMatchObject({ valid: true, uid: customer.id });
  });

  it('refuses a wrong state, an error from the organisation and an unknown provider', async () => {
    const wrongState = await authenticate(store, {
      headers: STORE,
      query: { code: 'abc', state: 'forged' },
      body: await redirectStep(),
    });
    expect(wrongState.status).toBe(401);
    const denied = await authenticate(store, {
      headers: STORE,
      query: { error: 'access_denied' },
      body: await redirectStep(),
    });
    expect(denied.status).toBe(401);
    expect(denied.json.message).toContain('access_denied');
    const missing = await authenticate(store, { headers: STORE, body: await redirectStep() });
    expect(missing.status).toBe(400);

    const first = await authenticate(store, { tree: IDENTITY_TREES.login, headers: STORE });
    const unknown = await authenticate(store, {
      headers: STORE,
      body: answer(first.json as unknown as AmStep, { 0: 'facebook' }),
    });
    expect(unknown.status).toBe(400);
  });

  it('offers no organisation sign-in while sso-enabled is off, nor when the flag service does not answer', async () => {
    flags = { ...SSO_ON, 'sso-enabled': false };
    const first = await authenticate(store, { tree: IDENTITY_TREES.login, headers: STORE });
    expect((first.json as unknown as AmStep).callbacks.map((c) => c.type)).toEqual([
      'NameCallback',
      'PasswordCallback',
    ]);
    flags = { 'sso-enabled': 'yes' };
    const unreadable = await authenticate(store, { tree: IDENTITY_TREES.login, headers: STORE });
    expect((unreadable.json as unknown as AmStep).callbacks).toHaveLength(2);
  });

  it('refuses to go on to the organisation once sso-enabled is switched off', async () => {
    const first = await authenticate(store, { tree: IDENTITY_TREES.login, headers: STORE });
    flags = { ...SSO_ON, 'sso-enabled': false };
    const chosen = await authenticate(store, {
      headers: STORE,
      body: answer(first.json as unknown as AmStep, { 0: 'organisation' }),
    });
    expect(chosen.status).toBe(401);
    expect(chosen.json.message).toMatch(/no longer offered/);
  });

  it('with sso-show-username-field on, asks for the username first and hands it to the organisation', async () => {
    flags = { ...SSO_ON, 'sso-show-username-field': true };
    const { cookie } = await signIn(organisation, customer.username);
    const first = await authenticate(store, { tree: IDENTITY_TREES.login, headers: STORE });
    const asked = await authenticate(store, {
      headers: STORE,
      body: answer(first.json as unknown as AmStep, { 0: 'organisation' }),
    });
    expect(asked.json).toMatchObject({
      stage: 'OrganisationUsername',
      callbacks: [{ type: 'NameCallback', output: [{ name: 'prompt', value: 'User Name' }] }],
    });
    const empty = await authenticate(store, {
      headers: STORE,
      body: answer(asked.json as unknown as AmStep, { 0: '' }),
    });
    expect(empty.status).toBe(400);

    const again = await authenticate(store, {
      headers: STORE,
      body: answer(
        (await authenticate(store, { tree: IDENTITY_TREES.login, headers: STORE })).json as unknown as AmStep,
        { 0: 'organisation' },
      ),
    });
    const redirect = await authenticate(store, {
      headers: STORE,
      body: answer(again.json as unknown as AmStep, { 0: customer.email }),
    });
    const step = redirect.json as unknown as AmStep;
    expect(redirect.json).toMatchObject({ stage: 'OrganisationRedirect' });
    const toOrganisation = new URL(redirectUrl(step));
    expect(toOrganisation.searchParams.get('login_hint')).toBe(customer.email);

    const back = await fetch(toOrganisation, { headers: { cookie }, redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const resumed = await authenticate(store, {
      headers: STORE,
      query: { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! },
      body: step,
    });
    expect(resumed.json).toMatchObject({ stage: 'DeviceProfile' });
  });

  it('with sso-show-username-field on, refuses an organisation account other than the username given', async () => {
    flags = { ...SSO_ON, 'sso-show-username-field': true };
    const other = DEMO_CUSTOMERS.find((c) => c.email !== customer.email)!;
    const { cookie } = await signIn(organisation, customer.username);
    const first = await authenticate(store, { tree: IDENTITY_TREES.login, headers: STORE });
    const asked = await authenticate(store, {
      headers: STORE,
      body: answer(first.json as unknown as AmStep, { 0: 'organisation' }),
    });
    const redirect = await authenticate(store, {
      headers: STORE,
      body: answer(asked.json as unknown as AmStep, { 0: other.email }),
    });
    const step = redirect.json as unknown as AmStep;
    const back = await fetch(new URL(redirectUrl(step)), { headers: { cookie }, redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const resumed = await authenticate(store, {
      headers: STORE,
      query: { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! },
      body: step,
    });
    expect(resumed.status).toBe(401);
    expect(resumed.json.message).toContain(`not ${other.email}`);
  });

  it('still signs in with a password when localAuthentication is chosen', async () => {
    const first = await authenticate(store, { tree: IDENTITY_TREES.login, headers: STORE });
    const second = await authenticate(store, {
      headers: STORE,
      body: answer(first.json as unknown as AmStep, {
        0: 'localAuthentication',
        1: customer.username,
        2: 'Assess2024',
      }),
    });
    expect(second.json).toMatchObject({ stage: 'DeviceProfile' });
  });
});
